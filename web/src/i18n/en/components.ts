import type { components as zh } from '../zh/components.ts';

export const components = {
  pageHeader: {
    port: 'Port',
    onu: 'ONU',
    choose: 'Select',
    noMoreData: 'No more data…',
  },
  portFilter: {
    label: 'Port',
    aria: 'Filter by port',
    all: 'All ports',
  },
  portCheckbox: {
    selectAll: 'Select all',
    group: 'Ports',
  },
  table: {
    selected: '{{count}} selected',
    selectPage: 'Select every row on this page',
    selectRow: 'Select {{name}}',
    noData: 'No data',
  },
  pager: {
    label: 'Pages',
    first: 'First',
    prev: 'Prev',
    next: 'Next',
    end: 'End',
    page: 'Page {{page}}',
    total: '{{total}} items, {{pages}} pages',
  },
  hardware: {
    only: 'Real hardware only',
    onlyHint: 'This simulated device stores and shows the setting; only real hardware acts on it.',
    active: 'Takes effect here',
    activeHint: 'This simulated device acts on the setting too.',
  },
} satisfies typeof zh;
