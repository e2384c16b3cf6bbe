import type { zh } from '../zh/index.ts';
import { common } from './common.ts';
import { login } from './login.ts';
import { components } from './components.ts';
import { sysSetting } from './sysSetting.ts';
import { shell } from './shell.ts';
import { menu } from './menu.ts';
import { status } from './status.ts';
import { topo } from './topo.ts';
import { vlan } from './vlan.ts';
import { onu } from './onu.ts';
import { onuDevice } from './onuDevice.ts';
import { optics } from './optics.ts';
import { users } from './users.ts';
import { audit } from './audit.ts';
import { deviceLog } from './deviceLog.ts';
import { sysAcl } from './sysAcl.ts';
import { acl } from './acl.ts';
import { aaa } from './aaa.ts';
import { remoteMgmt } from './remoteMgmt.ts';
import { service } from './service.ts';
import { pon } from './pon.ts';
import { ponTools } from './ponTools.ts';
import { deviceWords } from './deviceWords.ts';
import { ponOptical } from './ponOptical.ts';
import { batchConfig } from './batchConfig.ts';
import { forward } from './forward.ts';
import { rstp } from './rstp.ts';
import { mstp } from './mstp.ts';
import { dhcp } from './dhcp.ts';
import { igmp } from './igmp.ts';
import { maintenance } from './maintenance.ts';
import { upgrade } from './upgrade.ts';
import { runningStatus } from './runningStatus.ts';
import { sysMonitor } from './sysMonitor.ts';
import { timeSetting } from './timeSetting.ts';
import { alarm } from './alarm.ts';
import { switchPort } from './switchPort.ts';
import { mac } from './mac.ts';
import { lag } from './lag.ts';
import { timerTask } from './timerTask.ts';

export const en = {
  common,
  login,
  components,
  sysSetting,
  shell,
  menu,
  status,
  topo,
  vlan,
  onu,
  onuDevice,
  optics,
  users,
  audit,
  deviceLog,
  sysAcl,
  acl,
  aaa,
  remoteMgmt,
  service,
  pon,
  ponTools,
  deviceWords,
  ponOptical,
  batchConfig,
  forward,
  rstp,
  mstp,
  dhcp,
  igmp,
  maintenance,
  upgrade,
  runningStatus,
  sysMonitor,
  timeSetting,
  alarm,
  switchPort,
  mac,
  lag,
  timerTask,
} satisfies typeof zh;
