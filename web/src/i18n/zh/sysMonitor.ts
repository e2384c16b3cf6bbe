/** 系统监控（screens.md §18 `sys_monitor`）：CPU 与内存历史、端口流量速率、自动刷新。 */
export const sysMonitor = {
  health: {
    title: 'CPU 与内存',
    cpu: 'CPU',
    memory: '内存',
    chart: 'CPU 与内存使用率曲线',
    high: '≥ 70% 为高负载',
    latest: '当前 CPU {{cpu}}%，内存 {{memory}}%',
  },
  traffic: {
    title: '端口流量',
    inbound: '入方向',
    outbound: '出方向',
    chart: '{{port}} 流量速率曲线',
    latest: '当前入 {{inbound}}，出 {{outbound}}',
  },
  refresh: {
    label: '自动刷新',
    seconds: '秒',
    off: '0 为关闭',
    now: '立即刷新',
    invalid: '请输入 0（关闭）或 5–3600 秒',
    every: '每 {{seconds}} 秒刷新',
    stopped: '自动刷新已关闭',
  },
  noData: '设备尚未采样，请稍候',
  window: '最近一小时，每 5 秒一个采样点',
};
