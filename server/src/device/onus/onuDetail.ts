import type { OnuDetail, PonSetting } from '@olt/protocol';
import { AUTH_MODE_NAMES } from '../pon/ponSettings.ts';
import { isReachable, rangingOf, softwareOf, type Onu } from './onuStore.ts';

/** ONU-19. Hardware fields stay empty until the ONU has registered once. */
export function onuDetail(onu: Onu, pon: Readonly<PonSetting>): OnuDetail {
  const hw = onu.hw;
  const known = onu.registerMs !== null;
  const up = isReachable(onu.status);
  const text = (value: string): string => (known ? value : '');
  return {
    port_id: onu.portId,
    onu_id: onu.onuId,
    llid: up ? onu.onuId - 1 : 0,
    onu_name: onu.name,
    onu_desc: onu.desc,
    auth_mode: AUTH_MODE_NAMES[pon.auth_mode] ?? 'mac',
    auth_state: onu.authState === 1 ? 'TRUE' : 'FALSE',
    status: onu.status,
    onu_type: text(hw.onu_type),
    dev_type: hw.dev_type,
    rtt: rangingOf(onu).rtt,
    macaddr: onu.mac,
    loid: hw.loid,
    password: pon.auth_mode === 2 ? hw.password : '',
    upgrade_type: '',
    ctcver: text(hw.ctcver),
    software_ver: text(softwareOf(onu)),
    hardware_ver: text(hw.hardware_ver),
    vendor: text(hw.vendor),
    sn_model: text(hw.sn_model),
    chip_model: text(hw.chip_model),
    onu_chip: text(hw.onu_chip),
    fw_ver: known ? hw.fw_ver : '0'.repeat(32),
    geports: known ? hw.geports : 0,
    wlan: known ? hw.wlan : 0,
    extmodel: text(hw.sn_model),
    distance: rangingOf(onu).distance,
  };
}
