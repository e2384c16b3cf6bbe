import { endpoint } from '../core/endpoint.ts';
import { BackupAnswer, UpgradeStatus } from './records.ts';

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

export const upgradeStatus = endpoint({
  id: 'UPG-05',
  method: 'GET',
  path: '/upgrade_status',
  description:
    'The firmware upgrade: code 1 with status 1 writing, 2 written (reboot to run it), 3 another user is ' +
    'upgrading; code 2 the image header was refused; code 3 the write failed.',
  data: UpgradeStatus,
});
