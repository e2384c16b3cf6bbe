/** Texts of the PON screens (screens.md §10): deny list, upstream bandwidth, PON setting, LOID list. */
export const pon = {
  col: {
    port: '端口',
    onuId: 'ONU ID',
    name: '名称',
    mac: 'MAC 地址',
    actions: '操作',
  },
  action: {
    delete: '删除',
    deleteSelected: '删除所选 ({{count}})',
    setting: '设置',
    refresh: '刷新',
    apply: '应用',
  },
  deny: {
    retry: '重试次数',
    reason: '原因',
    search: '搜索 ONU、MAC、名称或原因',
    add: '添加',
    addTitle: '添加到阻止列表',
    macs: 'MAC 地址',
    macsHint: '每行一个 MAC 地址，可一次阻止多个 ONU',
    macsRequired: '请输入至少一个 MAC 地址',
    badMac: 'MAC 地址格式应为 xx:xx:xx:xx:xx:xx：{{macs}}',
    added: '已将 {{count}} 个 MAC 地址加入阻止列表',
    addedPart: '已加入 {{done}} 个，{{failed}} 个未加入：{{reason}}',
    deleteTitle: '从阻止列表删除',
    deleteOne: '确定将 {{mac}} 从阻止列表删除？删除后该 ONU 可再次注册。',
    deleteMany: '确定将所选的 {{count}} 个 ONU 从阻止列表删除？',
  },
};
