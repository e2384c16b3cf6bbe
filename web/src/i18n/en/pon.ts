import type { pon as zh } from '../zh/pon.ts';

export const pon = {
  col: {
    port: 'Port',
    onuId: 'ONU ID',
    name: 'Name',
    mac: 'MAC address',
    actions: 'Actions',
  },
  action: {
    delete: 'Delete',
    deleteSelected: 'Delete selected ({{count}})',
    setting: 'Setting',
    refresh: 'Refresh',
    apply: 'Apply',
  },
  deny: {
    retry: 'Retry counts',
    reason: 'Reason',
    search: 'Search ONU, MAC, name or reason',
    add: 'Add',
    addTitle: 'Add to the deny list',
    macs: 'MAC addresses',
    macsHint: 'One MAC address per line: deny several ONUs at once',
    macsRequired: 'Enter at least one MAC address',
    badMac: 'A MAC address is written xx:xx:xx:xx:xx:xx: {{macs}}',
    added: '{{count}} MAC address(es) added to the deny list',
    addedPart: '{{done}} added, {{failed}} not added: {{reason}}',
    deleteTitle: 'Delete from the deny list',
    deleteOne: 'Delete {{mac}} from the deny list? The ONU may register again.',
    deleteMany: 'Delete the {{count}} selected ONUs from the deny list?',
  },
} satisfies typeof zh;
