import type { maintenance as zh } from '../zh/maintenance.ts';

export const maintenance = {
  restore: {
    title: 'Restore configuration',
    text: 'Choose a configuration file backed up from this device. The device checks its model, checksum and every value; a good file becomes the startup configuration and applies after a reboot.',
    pick: 'Click to select a file',
    none: 'No file selected',
    apply: 'Restore',
    noFile: 'Select a configuration file first',
    uploading: 'Uploading the configuration file…',
    checking: 'Uploaded; the device is checking the file…',
    ok: 'The file is now the startup configuration',
    failed: 'Restoring the configuration failed',
    reboot: 'The configuration was restored and applies after a reboot. Reboot the device now?',
  },
  reboot: {
    title: 'Reboot',
    text: 'Every user is signed out while the device restarts with its startup configuration.',
    apply: 'Reboot',
    confirm: 'Reboot the device?',
  },
  backup: {
    title: 'Backup configuration',
    text: 'Downloads the running configuration as a text file (sections, a header with model, version, time and checksum) that can be read, compared and restored.',
    apply: 'Backup',
    failed: 'Backup failed',
  },
  factory: {
    title: 'Factory configuration',
    text: 'Makes the factory configuration the startup configuration; it applies after a reboot, the running configuration stays until then.',
    apply: 'Factory reset',
    confirm: 'Restore the factory configuration? After the reboot it replaces the current configuration.',
    ok: 'The factory configuration is now the startup configuration',
    reboot: 'The factory configuration applies after a reboot. Reboot the device now?',
  },
  save: {
    title: 'Save configuration',
    text: 'Saves the running configuration as the startup configuration, so that it survives a reboot.',
    apply: 'Save',
    confirm: 'Save the current configuration?',
    ok: 'Saved',
  },
  view: {
    title: 'View current configuration',
    text: 'Downloads the running configuration as text.',
    apply: 'View',
    confirm: 'Download the running configuration?',
    failed: 'The running configuration could not be read',
  },
} satisfies typeof zh;
