/** System access (screens.md §9.5): the management access list. */
export const sysAcl = {
  field: {
    name: '名称',
    afi: 'IP 协议',
    type: '类型',
    hostip: 'IP 地址',
    hostipHint: '例如 192.168.1.0/24 或 2000::1/64',
    macaddr: 'MAC',
    macHint: '仅真实硬件检查 MAC；本模拟设备只按地址判断。',
    macRule: '格式为 xx:xx:xx:xx:xx:xx',
    access: '访问',
  },
  type: { permit: '允许', deny: '拒绝' },
  service: { telnet: 'Telnet', web: 'Web', ssh: 'SSH', all: '全部' },
  add: { title: '添加规则', ok: '添加' },
  delete: '删除',
  deleteConfirm: '删除规则 {{name}}？',
  added: '已添加规则 {{name}}：{{host}}（{{mac}}）可以使用 {{service}}',
  deleted: '已删除规则 {{name}}',
  actions: '操作',
  client: {
    address: '设备看到的本机地址：{{address}}',
    enforced: '列表中有 Web 或全部的允许规则：其他地址无法访问网页管理。设备会拒绝使本机地址无法访问的修改。',
    open: '列表中没有 Web 或全部的允许规则：任何地址都可以访问网页管理。',
    ignored: '设备启动时忽略了访问列表：规则已保存但不生效。',
  },
  macNote: '只有允许 Web 或全部的规则决定谁能访问网页管理；Telnet 和 SSH 规则只在真实硬件上生效。',
};
