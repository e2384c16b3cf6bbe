import type { forward as zh } from '../zh/forward.ts';

export const forward = {
  alarms: 'This device pushes no alarm summary; its alarm list is on the alarm page.',
  traffic: 'This device offers no traffic charts; the port counters are on the port statistics page.',
  opticalHistory: 'This device keeps no optical history; the current readings are above.',
  drift: 'This device offers no optical drift analysis.',
  audit: 'This device keeps no audit trail.',
  deviceLog: 'This device offers no module log levels; its log is downloaded from the alarm page.',
} satisfies typeof zh;
