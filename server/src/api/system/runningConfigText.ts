import {
  AUTH_MODE_NAMES,
  escapeControlOrBroken,
  portKind,
  portName,
  settingWord,
  type PortCounts,
} from '@olt/protocol';
import type { OltConfig } from '../../device/device.ts';

interface RunningConfigSource {
  config: OltConfig;
  hostname: string;
  counts: PortCounts;
  /** e.g. `EPON-OLT-08 V2.4.1` */
  product: string;
  /** device time, `YYYY/MM/DD hh:mm:ss` */
  generatedAt: string;
}

/** 255 = keep the frame's priority (VLAN-17, VLAN-20) */
const PRIORITY_UNCHANGED = 255;

const onOff = (flag: number): string => (flag === 1 ? 'on' : 'off');

/**
 * A word stays bare; anything with spaces, quotes or nothing at all is quoted, so each line splits unambiguously.
 * Control characters, separators and broken characters are escaped (`\n`, `\u2028`): a name is one line however it
 * was stored.
 */
export function quote(text: string): string {
  return /^[\w.:/+@#-]+$/u.test(text) ? text : escapeControlOrBroken(JSON.stringify(text));
}

/** Port ids as names with runs of one kind joined, e.g. `PON01-PON08,GE01,GE03-GE04`. */
export function portNameList(ids: readonly number[], counts: PortCounts): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    const first = sorted[i] ?? 0;
    while (
      j + 1 < sorted.length &&
      sorted[j + 1] === (sorted[j] ?? 0) + 1 &&
      portKind(sorted[j + 1] ?? 0, counts) === portKind(first, counts)
    )
      j++;
    const last = sorted[j] ?? first;
    parts.push(first === last ? portName(first, counts) : `${portName(first, counts)}-${portName(last, counts)}`);
    i = j + 1;
  }
  return parts.join(',');
}

/**
 * The running configuration as an operator reads it on a device's CLI (`show running-config`): the host name, the
 * VLANs with their member ports, every interface with its port, VLAN and PON settings, each PON's splitters, allow
 * and deny lists, then VLAN translations and QinQ. Names are the console's port names.
 */
export function renderRunningConfig(src: RunningConfigSource): string {
  const { config, counts } = src;
  const name = (id: number): string => portName(id, counts);
  const lines: string[] = [
    '!',
    `! running configuration of ${src.product}`,
    `! generated ${src.generatedAt}`,
    '!',
    `hostname ${quote(src.hostname)}`,
    '!',
  ];

  for (const vlan of config.vlans) {
    lines.push(`vlan ${vlan.vlan_id}`);
    if (vlan.vlan_name) lines.push(` name ${quote(vlan.vlan_name)}`);
    if (vlan.vlan_desc) lines.push(` description ${quote(vlan.vlan_desc)}`);
    if (vlan.tagged.length > 0) lines.push(` tagged ${portNameList(vlan.tagged, counts)}`);
    if (vlan.untagged.length > 0) lines.push(` untagged ${portNameList(vlan.untagged, counts)}`);
    lines.push('!');
  }

  const portVlans = new Map(config.portVlans.map((p) => [p.port_id, p]));
  const pons = new Map(config.pon.map((p) => [p.port_id, p]));
  for (const port of config.ports) {
    const id = port.port_id;
    lines.push(`interface ${name(id)}`);
    if (port.port_desc) lines.push(` description ${quote(port.port_desc)}`);
    lines.push(port.admin_status === 1 ? ' no shutdown' : ' shutdown');
    lines.push(
      port.auto_neg === 1 ? ' speed auto' : ` speed ${port.speed}`,
      ` duplex ${port.duplex === 1 ? 'full' : 'half'}`,
    );
    lines.push(` flow-control ${onOff(port.flow_ctrl)}`, ` mtu ${port.mtu}`);
    if (port.irate > 0) lines.push(` rate-limit input ${port.irate}`);
    if (port.erate > 0) lines.push(` rate-limit output ${port.erate}`);
    const vlan = portVlans.get(id);
    if (vlan) {
      lines.push(` switchport mode ${settingWord('portType', vlan.port_type)}`, ` switchport pvid ${vlan.pvid}`);
      if (vlan.priority !== 0) lines.push(` switchport priority ${vlan.priority}`);
    }
    const pon = pons.get(id);
    if (pon) lines.push(...ponLines(config, pon));
    lines.push('!');
  }

  for (const t of config.translations) {
    const priority = t.new_vlan_pri === PRIORITY_UNCHANGED ? '' : ` priority ${t.new_vlan_pri}`;
    lines.push(`vlan-translation ${name(t.port_id)} ${t.old_vlan} to ${t.new_vlan}${priority}`);
  }
  for (const q of config.qinq) {
    const cvlan = q.cvlan > 0 ? String(q.cvlan) : `${q.cvlan_s}-${q.cvlan_e}`;
    const priority = q.svlan_pri === PRIORITY_UNCHANGED ? '' : ` priority ${q.svlan_pri}`;
    lines.push(`qinq ${name(q.port_id)} cvlan ${cvlan} svlan ${q.svlan}${priority}`);
  }
  if (config.translations.length + config.qinq.length > 0) lines.push('!');
  lines.push('end', '');
  return lines.join('\n');
}

function ponLines(config: OltConfig, pon: OltConfig['pon'][number]): string[] {
  const id = pon.port_id;
  const lines = [
    ` authorization ${pon.auth_type === 1 ? 'manual' : 'auto'} mode ${AUTH_MODE_NAMES[pon.auth_mode] ?? pon.auth_mode}`,
    ` p2p-forwarding ${onOff(pon.p2p_flag)}`,
    ` rogue-onu-detection ${settingWord('rogueMode', pon.rogue_mode)}${pon.add_deny_flag === 1 ? ' deny-list' : ''}`,
    ` looping-onu ${settingWord('loopOnuAction', pon.lb_onu_mode)}`,
    pon.opt_min === 0
      ? ' receive-power-min none'
      : ` receive-power-min ${pon.opt_min} dBm${pon.opt_min_action === 1 ? ' deny-list' : ''}`,
    ` optical-transmitter ${onOff(pon.optstate)}`,
  ];
  const splitterOf = new Map<number, number>();
  for (const s of config.splitters.filter((x) => x.port_id === id)) {
    const parent = s.parent > 0 ? ` parent ${s.parent}` : '';
    const desc = s.description ? ` description ${quote(s.description)}` : '';
    lines.push(` splitter ${s.splitter_id} name ${quote(s.name)}${desc}${parent}`);
    for (const onuId of s.onus) splitterOf.set(onuId, s.splitter_id);
  }
  for (const o of config.onus.filter((x) => x.port_id === id)) {
    const desc = o.onu_desc ? ` description ${quote(o.onu_desc)}` : '';
    const splitter = splitterOf.has(o.onu_id) ? ` splitter ${splitterOf.get(o.onu_id)}` : '';
    const added = o.manual ? ' added-by-hand' : '';
    lines.push(
      ` onu ${o.onu_id} mac ${o.macaddr} name ${quote(o.onu_name)}${desc} ${o.auth_state === 1 ? 'authorized' : 'unauthorized'}` +
        ` fec ${onOff(o.fec_mode)}${splitter}${added}`,
    );
  }
  for (const d of config.deny.filter((x) => x.port_id === id)) {
    const onuName = d.onu_name ? ` name ${quote(d.onu_name)}` : '';
    const reason = d.reason ? ` reason ${quote(d.reason)}` : '';
    lines.push(` deny ${d.onu_id} mac ${d.macaddr}${onuName}${reason}`);
  }
  return lines;
}
