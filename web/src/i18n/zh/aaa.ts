/** AAA (screens.md §18): how management sign-ins are checked. */
export const aaa = {
  intro: '管理登录的认证方式：本地账户，或 RADIUS 服务器（可回退到本地账户）。RADIUS 在本模拟设备上同样生效。',
  field: {
    auth_mode: '认证方式',
    radius_server: 'RADIUS 服务器',
    radius_port: '端口',
    radius_secret: '共享密钥',
    radius_timeout: '超时（秒）',
    radius_retries: '重试次数',
    radius_fallback: '回退到本地账户',
    radius_default_level: '默认用户权限',
  },
  mode: { local: '本地', radius: 'RADIUS（本地回退）' },
  fallback: { never: '从不', unreachable: '服务器无应答时', rejected: '无应答或拒绝时' },
  hint: {
    server: 'IPv4 地址或主机名',
    secret: '设备不会显示已保存的密钥。留空则保留原密钥。',
    secretKept: '已保存（留空保留）',
    secretNone: '尚未设置',
    level: 'RADIUS 回复未给出权限时使用。',
  },
  loadFailed: '无法读取 AAA 设置',
  savedLocal: '登录现在由本地账户验证',
  savedRadius: '登录现在由 RADIUS 服务器 {{server}}:{{port}} 验证',
};
