import { endpoint } from '../core/endpoint.ts';
import { BackupAnswer } from './records.ts';

export const systemBackup = endpoint({
  id: 'BAK-01',
  method: 'GET',
  path: '/system_backup',
  description:
    'Writes the running configuration as a text file (sections, a header with model, version, time and checksum) ' +
    'for this session; answers its one-time download link.',
  data: BackupAnswer,
});

export const systemDefConfig = endpoint({
  id: 'BAK-03',
  method: 'GET',
  path: '/system_def_config',
  description: 'Makes the factory configuration the startup configuration; it applies after the next reboot.',
  action: true,
});
