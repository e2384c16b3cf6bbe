import { throughForwarding } from './fieldClient.ts';

// the same programs, unchanged, through the forwarding server in front of the simulated OLT in vendor mode
throughForwarding();
await import('./whatTheyRead.test.ts');
await import('./whatTheySend.test.ts');
