import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { MSTP_LIMITS as L, formatRangeList, parsePortList, stpTimerProblem } from '@olt/protocol';
import { refuse } from '../kernel/errors.ts';

const int = z.number().int();
/** One port's settings in one instance (0 = CIST); an instance the port has no entry for uses the defaults. */
const PortInstance = z.strictObject({ mstid: int, priority: int, internal_cost: int });
export const MstpPortConfig = z.strictObject({
  port_id: int,
  /** 0 = by speed */
  external_cost: int,
  bpdu_guard: int,
  loop_guard: int,
  /** 0 auto, 1 true, 2 false */
  admin_edge: int,
  admin_p2p: int,
  instances: z.array(PortInstance),
});
export type MstpPortConfig = z.output<typeof MstpPortConfig>;
/** An instance: 0 is the CIST (its VLANs are whatever no other instance has), 1–15 hold a VLAN range list. */
const Instance = z.strictObject({ mstid: int, priority: int, vlans: z.string() });
export type MstpInstance = z.output<typeof Instance>;
export const MstpConfig = z.strictObject({
  status: int,
  /** "" = the default, the bridge MAC address */
  region_name: z.string(),
  revision: int,
  max_age: int,
  hello_time: int,
  forward_delay: int,
  max_hops: int,
  instances: z.array(Instance),
  ports: z.array(MstpPortConfig),
});
export type MstpConfig = z.output<typeof MstpConfig>;

export const DEFAULT_BRIDGE_PRIORITY = 32768;
export const DEFAULT_PORT_PRIORITY = 128;

export const factoryMstp = (uplinks: readonly number[]): MstpConfig => ({
  status: 0,
  region_name: '',
  revision: 0,
  max_age: 20,
  hello_time: 2,
  forward_delay: 15,
  max_hops: 20,
  instances: [{ mstid: 0, priority: DEFAULT_BRIDGE_PRIORITY, vlans: '' }],
  ports: uplinks.map((port_id) => ({
    port_id,
    external_cost: 0,
    bpdu_guard: 0,
    loop_guard: 0,
    admin_edge: 0,
    admin_p2p: 0,
    instances: [],
  })),
});

/** A port's settings in one instance: its own entry, or the defaults. */
export const portInstanceOf = (c: MstpPortConfig, mstid: number): z.output<typeof PortInstance> =>
  c.instances.find((i) => i.mstid === mstid) ?? { mstid, priority: DEFAULT_PORT_PRIORITY, internal_cost: 0 };

/** The 802.1s configuration digest key (13.7). */
const DIGEST_KEY = Buffer.from('13ac06a62e47fd51f95d2ba243cd0346', 'hex');

/**
 * The configuration digest (802.1s 13.7): HMAC-MD5 over the MSTID of every VLAN 0–4095, two bytes each, big-endian.
 * Two bridges with the same VLAN map compute the same digest, whatever order the instances were made in.
 */
export function configDigest(instances: readonly { mstid: number; vlans: string }[]): string {
  const table = Buffer.alloc(4096 * 2);
  for (const inst of instances) {
    if (inst.mstid === 0) continue;
    for (const vlan of parsePortList(inst.vlans)) table.writeUInt16BE(inst.mstid, vlan * 2);
  }
  return createHmac('md5', DIGEST_KEY).update(table).digest('hex');
}

/** The CIST's VLANs: every VLAN 1–4094 no instance holds. */
export function cistVlans(instances: readonly MstpInstance[]): string {
  const taken = new Set(instances.flatMap((i) => (i.mstid === 0 ? [] : parsePortList(i.vlans))));
  const free: number[] = [];
  for (let v = 1; v <= 4094; v++) if (!taken.has(v)) free.push(v);
  return formatRangeList(free);
}

/** MSTP-15: the instances after adding (a VLAN in another instance is refused) or removing VLANs. */
export function mapVlans(
  instances: readonly MstpInstance[],
  mstid: number,
  action: number,
  vlans: readonly number[],
): MstpInstance[] {
  const target = instances.find((i) => i.mstid === mstid);
  if (action === 0) {
    for (const other of instances) {
      if (other.mstid === 0 || other.mstid === mstid) continue;
      const clash = parsePortList(other.vlans).find((v) => vlans.includes(v));
      if (clash !== undefined) refuse(`VLAN ${clash} is already in instance ${other.mstid}`);
    }
    const merged = formatRangeList([...(target ? parsePortList(target.vlans) : []), ...vlans]);
    const next = target
      ? instances.map((i) => (i.mstid === mstid ? { ...i, vlans: merged } : i))
      : [...instances, { mstid, priority: DEFAULT_BRIDGE_PRIORITY, vlans: merged }];
    return next.sort((a, b) => a.mstid - b.mstid);
  }
  if (!target) refuse(`instance ${mstid} does not exist`);
  const held = parsePortList(target.vlans);
  const missing = vlans.find((v) => !held.includes(v));
  if (missing !== undefined) refuse(`VLAN ${missing} is not in instance ${mstid}`);
  const left = held.filter((v) => !vlans.includes(v));
  return left.length === 0
    ? instances.filter((i) => i.mstid !== mstid)
    : instances.map((i) => (i.mstid === mstid ? { ...i, vlans: formatRangeList(left) } : i));
}

/** A stored configuration the device would not have accepted through its API. */
export function checkMstp(cfg: MstpConfig, isUplink: (id: number) => boolean): void {
  const within = (v: number, min: number, max: number, what: string) => {
    if (v < min || v > max) refuse(`mstp ${what} out of range`);
  };
  within(cfg.status, 0, 1, 'status');
  if (cfg.region_name.length > L.regionName.max) refuse('mstp region name too long');
  within(cfg.revision, L.revision.min, L.revision.max, 'revision');
  within(cfg.max_hops, L.maxHops.min, L.maxHops.max, 'max hops');
  within(cfg.max_age, 6, 40, 'max age');
  within(cfg.hello_time, 1, 10, 'hello time');
  within(cfg.forward_delay, 4, 30, 'forward delay');
  const problem = stpTimerProblem(cfg);
  if (problem) refuse(problem);
  if (!cfg.instances.some((i) => i.mstid === 0)) refuse('mstp CIST missing');
  const seenVlans = new Set<number>();
  for (const inst of cfg.instances) {
    within(inst.mstid, 0, L.instance.max, 'instance');
    if (inst.priority % 4096 !== 0) refuse('mstp bridge priority not a multiple of 4096');
    within(inst.priority, 0, 61440, 'bridge priority');
    for (const v of inst.mstid === 0 ? [] : parsePortList(inst.vlans)) {
      if (seenVlans.has(v) || v < 1 || v > 4094) refuse(`mstp VLAN ${v} mapped twice or out of range`);
      seenVlans.add(v);
    }
  }
  for (const p of cfg.ports) {
    if (!isUplink(p.port_id)) refuse(`mstp port ${p.port_id} is not an uplink`);
    within(p.external_cost, L.cost.min, L.cost.max, 'external cost');
    within(p.admin_edge, 0, 2, 'edge');
    within(p.admin_p2p, 0, 2, 'p2p');
    for (const i of p.instances) {
      within(i.priority, 0, 240, 'port priority');
      if (i.priority % 16 !== 0) refuse('mstp port priority not a multiple of 16');
      within(i.internal_cost, L.cost.min, L.cost.max, 'internal cost');
    }
  }
}
