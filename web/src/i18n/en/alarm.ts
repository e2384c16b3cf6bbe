import type { alarm as zh } from '../zh/alarm.ts';

export const alarm = {
  refresh: 'Refresh',
  download: 'Download Alarm',
  downloadConfirm: 'Download the alarm list?',
  logOn: 'Turn on Log',
  logOff: 'Turn off Log',
  logOnConfirm: 'Turn on the PON device log?',
  logOffConfirm:
    'Turn off the PON device log? ONU events still show as alarms but are no longer written to the device log.',
  logState: 'PON device log: {{state}}',
  on: 'on',
  off: 'off',
  downloadLog: 'Download Log',
  downloadLogConfirm: 'Download the device log?',
  clear: 'Clear Alarm',
  clearConfirm: 'Clear every alarm? The device log keeps its lines.',
  cleared: 'The alarms are cleared',
  failed: 'The download failed',
  level: 'Level',
  allLevels: 'All levels',
  search: 'Search the alarms',
  time: 'Time',
  content: 'Content',
  empty: 'No more data...',
  count: 'Alarms: {{count}}',
} satisfies typeof zh;
