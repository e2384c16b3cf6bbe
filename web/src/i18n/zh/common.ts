/** Words used across the console. */
export const common = {
  ok: '确定',
  cancel: '取消',
  save: '保存',
  refresh: '刷新',
  loading: '加载中…',
  noData: '暂无数据',
  success: '操作成功',
  settingOk: '设置成功',
  settingFailed: '设置失败',
  deviceError: '({{code}}) {{message}}',
  networkError: '网络错误，请检查网络连接。',
  illegalLogin: '非法登录信息',
  loginTimeout: '登录超时，请重新登录',
  getDataFailed: '获取数据失败',
  notAvailable: {
    title: '此版本暂未提供该页面',
    text: '“{{name}}”将在后续版本中提供。设备的其他功能不受影响。',
  },
};
