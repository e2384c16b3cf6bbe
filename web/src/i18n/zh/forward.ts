/** What a screen says where the device it manages lacks one of the console's additions (SYS-X3). */
export const forward = {
  alarms: '此设备不推送告警汇总，告警列表请到告警页面查看。',
  traffic: '此设备不提供端口流量曲线，端口计数请到端口统计页面查看。',
  opticalHistory: '此设备不记录光功率历史，当前光功率见上方读数。',
  drift: '此设备不提供光功率漂移分析。',
  audit: '此设备没有审计日志。',
  deviceLog: '此设备不提供按模块的日志级别；设备日志可在告警页面下载。',
};
