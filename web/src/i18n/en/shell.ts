import type { shell as zhShell } from '../zh/shell.ts';

export const shell = {
  logoAlt: 'Device logo',
  fallbackLogo: 'EPON-OLT',
  hostname: 'Device name',
  noAccess: 'Your rights do not let you open {{name}}.',
  loading: 'Loading…',
  shortcut: {
    title: 'Shortcuts',
    alarmsOff: 'Turn off real-time alarms',
    alarmsOn: 'Turn on real-time alarms',
    saveConfig: 'Save configuration',
    saveConfirm: 'Save the running configuration on the device?',
    saved: 'Configuration saved',
    viewConfig: 'View running configuration',
    viewConfirm: 'Read the running configuration from the device?',
    reboot: 'Reboot device',
    rebootConfirm: 'Reboot the device? Every user is disconnected while it restarts.',
    signOut: 'Sign out',
    signOutConfirm: 'Sign out now?',
    signedOut: 'Signed out',
    language: 'Language',
  },
  unsaved: {
    mark: 'Unsaved changes',
    hint: 'The running configuration differs from the saved startup configuration; a reboot brings back the saved one. Click to save.',
  },
  runningConfig: {
    title: 'Running configuration',
    download: 'Download',
    close: 'Close',
    empty: 'The device returned an empty configuration',
    failed: 'Could not read the configuration file',
  },
  reboot: {
    waiting: 'The device is rebooting, please wait…',
    hint: 'The sign-in page opens as soon as the device is up again.',
  },
  theme: {
    title: 'Theme colour',
    current: 'Theme colour: {{name}}',
    names: {
      navy: 'Navy',
      blue: 'Sky blue',
      green: 'Green',
      orange: 'Orange',
      grey: 'Grey',
    },
  },
  user: {
    title: 'Signed in as {{name}}: open user management',
  },
  footer: {
    copyright: 'Copyright © {{from}}–{{to}}',
    firmware: 'Firmware version: {{version}}',
    mac: 'MAC: {{mac}}',
    vendor: 'Design by {{vendor}}',
  },
  welcome: 'Welcome, {{name}}',
  defaultPassword: {
    title: 'Change the factory password',
    text: 'You signed in with the factory account and password. Change the password in User Management to keep the device safe.',
    change: 'Change password',
    later: 'Later',
  },
  alarm: {
    title: 'Real-time alarm',
    rebooting: 'The device is rebooting',
  },
} satisfies typeof zhShell;
