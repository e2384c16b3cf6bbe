import type { sysAcl as zh } from '../zh/sysAcl.ts';

export const sysAcl = {
  field: {
    name: 'Name',
    afi: 'IP protocol',
    type: 'Type',
    hostip: 'IP address',
    hostipHint: 'e.g. 192.168.1.0/24 or 2000::1/64',
    macaddr: 'MAC',
    macHint: 'Only real hardware checks the MAC; this simulated device decides by address alone.',
    macRule: 'Write it as xx:xx:xx:xx:xx:xx',
    access: 'Access',
  },
  type: { permit: 'Permit', deny: 'Deny' },
  service: { telnet: 'Telnet', web: 'Web', ssh: 'SSH', all: 'All' },
  add: { title: 'Add rule', ok: 'Add' },
  delete: 'Delete',
  deleteConfirm: 'Delete rule {{name}}?',
  added: 'Rule {{name}} added: {{host}} ({{mac}}) may use {{service}}',
  deleted: 'Rule {{name}} deleted',
  actions: 'Actions',
  client: {
    address: 'Your address as the device sees it: {{address}}',
    enforced:
      'The list has a Web or All permit rule: other addresses cannot reach the web console. The device refuses a change that would lock out your address.',
    open: 'The list has no Web or All permit rule: every address reaches the web console.',
    ignored: 'The device was started with the access list ignored: rules are kept but not applied.',
  },
  macNote:
    'Only permit rules for Web or All decide who reaches the web console; Telnet and SSH rules take effect on real hardware only.',
} satisfies typeof zh;
