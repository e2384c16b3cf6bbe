import type { sysMonitor as zh } from '../zh/sysMonitor.ts';

export const sysMonitor = {
  health: {
    title: 'CPU and Memory',
    cpu: 'CPU',
    memory: 'Memory',
    chart: 'CPU and memory use over time',
    high: '70% and above is high load',
    latest: 'Now CPU {{cpu}}%, memory {{memory}}%',
  },
  traffic: {
    title: 'Port Traffic',
    inbound: 'Inbound',
    outbound: 'Outbound',
    chart: 'Traffic rates of {{port}} over time',
    latest: 'Now in {{inbound}}, out {{outbound}}',
  },
  refresh: {
    label: 'Auto refresh',
    seconds: 's',
    off: '0 = off',
    now: 'Refresh now',
    invalid: 'Enter 0 (off) or 5–3600 seconds',
    every: 'Refreshing every {{seconds}} s',
    stopped: 'Auto refresh is off',
  },
  noData: 'The device has not sampled yet; wait a moment',
  window: 'The last hour, a point every 5 seconds',
} satisfies typeof zh;
