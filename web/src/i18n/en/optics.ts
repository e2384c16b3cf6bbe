import type { optics as zh } from '../zh/optics.ts';

export const optics = {
  history: {
    title: 'Optical history',
    chart: 'Receive power of {{onu}} over the last day',
    rx: 'Receive power',
    rxMin: 'Lowest receive power',
    baseline: 'Baseline {{value}} dBm',
    threshold: 'Drift threshold {{value}} dBm',
    weak: 'Weak {{value}} dBm',
    noBaseline: 'Not enough samples for a baseline yet',
    noPoints: 'No optical samples yet',
    drifting: 'Drifting (since {{since}})',
    stable: 'Stable',
    rule: 'Drifting means more than {{threshold}} dB below the baseline, or below {{weak}} dBm',
  },
  drift: {
    mark: 'Optical drift',
    filter: 'Drifting only',
  },
  pon: {
    title: 'Optical drops on {{pon}} (last day)',
    open: 'Drop analysis',
    shared: 'Dropped together',
    alone: 'Dropped alone',
    splitter: 'Splitter {{id}}',
    noSplitter: 'No common splitter',
    onus: 'ONUs',
    start: 'Began',
    kind: 'Kind',
    drop: 'Deepest drop',
    dropDb: '{{value}} dB',
    none: 'No optical drops in the last day',
    sharedHint:
      'ONUs that drop together point to the feeder fibre or a splitter; an ONU that drops alone points to its drop fibre or itself.',
  },
} satisfies typeof zh;
