/** Texts of the shared components: page header, port selectors, tables and the pager (spec §2, §4, §9). */
export const components = {
  pageHeader: {
    port: '端口',
    onu: 'ONU',
    choose: '请选择',
    noMoreData: '没有更多的数据了…',
  },
  portFilter: {
    label: '端口',
    aria: '按端口筛选',
    all: '全部端口',
  },
  portCheckbox: {
    selectAll: '全选',
    group: '端口',
  },
  table: {
    selected: '已选择 {{count}} 项',
    selectPage: '选择本页全部行',
    selectRow: '选择 {{name}}',
    noData: '暂无数据',
  },
  pager: {
    label: '分页',
    first: '首页',
    prev: '上一页',
    next: '下一页',
    end: '尾页',
    page: '第 {{page}} 页',
    total: '共 {{total}} 条，{{pages}} 页',
  },
  hardware: {
    only: '仅真实设备生效',
    onlyHint: '模拟设备保存并显示此设置，但只有真实设备会据此工作。',
    active: '本设备生效',
    activeHint: '模拟设备也会按此设置工作。',
  },
};
