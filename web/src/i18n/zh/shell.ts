/** The console around the pages: top bar, shortcut menu, theme picker, footer, live alarms (screens.md §2). */
export const shell = {
  logoAlt: '设备标志',
  fallbackLogo: 'EPON-OLT',
  hostname: '设备名称',
  loading: '正在加载…',
  shortcut: {
    title: '快捷访问',
    alarmsOff: '关闭实时告警',
    alarmsOn: '打开实时告警',
    saveConfig: '保存配置',
    saveConfirm: '确认把当前运行配置保存到设备？',
    saved: '配置已保存',
    viewConfig: '查看当前配置',
    viewConfirm: '确认读取设备的当前运行配置？',
    reboot: '重启设备',
    rebootConfirm: '是否确认重启设备？重启期间所有用户都会断开。',
    signOut: '退出登录',
    signOutConfirm: '确认退出登录？',
    signedOut: '已退出登录',
    language: '界面语言',
  },
  unsaved: {
    mark: '未保存的更改',
    hint: '运行配置与已保存的启动配置不同；设备重启后将恢复为已保存的配置。点击保存。',
  },
  runningConfig: {
    title: '当前运行配置',
    download: '下载',
    close: '关闭',
    empty: '设备返回的配置为空',
    failed: '读取配置文件失败',
  },
  reboot: {
    waiting: '设备正在重启，请稍候…',
    hint: '设备启动完成后将自动返回登录页面。',
  },
  theme: {
    title: '主题颜色',
    current: '当前主题颜色：{{name}}',
    names: {
      navy: '深蓝',
      blue: '天蓝',
      green: '绿色',
      orange: '橙色',
      grey: '灰色',
    },
  },
  user: {
    title: '当前用户 {{name}}，点击进入用户管理',
  },
  footer: {
    copyright: '版权所有 © {{from}}–{{to}}',
    firmware: '固件版本：{{version}}',
    mac: 'MAC 地址：{{mac}}',
    vendor: '由 {{vendor}} 设计',
  },
  welcome: '欢迎，{{name}}',
  defaultPassword: {
    title: '请修改出厂默认密码',
    text: '您正在使用出厂默认账号和密码登录。为了设备安全，请尽快在“用户管理”中修改密码。',
    change: '去修改密码',
    later: '稍后',
  },
  alarm: {
    title: '实时告警',
    rebooting: '设备正在重启',
  },
};
