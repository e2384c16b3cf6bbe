import {
  PORT_TYPE,
  PRIORITY,
  VLAN_DESC_MAX_CHARS,
  VLAN_ID,
  VLAN_MODE,
  VLAN_NAME_MAX_CHARS,
  formatRangeList,
  isVlanId,
  type PortVlan,
  type VlanRow,
  REFUSAL_WORDS,
  wordsText,
} from '@olt/protocol';
import { refuse } from '../kernel/errors.ts';
import { checkNoSpace, checkText } from '../kernel/text.ts';

export type PortType = (typeof PORT_TYPE)[keyof typeof PORT_TYPE];
const PORT_TYPE_NAMES: Record<number, string> = { 1: 'an access', 2: 'a trunk', 3: 'a hybrid' };

/** How the VLAN side sees the ports. */
interface PortsView {
  ids(): number[];
  has(id: number): boolean;
  name(id: number): string;
  /** the port and the other members of its link-aggregation group */
  siblings(id: number): number[];
  lags(): Map<number, number[]>;
}

/** One VLAN in the `vlans` configuration section. */
export interface VlanConfig {
  vlan_id: number;
  vlan_name: string;
  vlan_desc: string;
  tagged: number[];
  untagged: number[];
}

/** One port in the `portVlans` configuration section. */
export interface PortVlanConfig {
  port_id: number;
  port_type: number;
  pvid: number;
  priority: number;
}

interface Vlan {
  id: number;
  name: string;
  desc: string;
  tagged: Set<number>;
  untagged: Set<number>;
}

interface PortSide {
  type: PortType;
  pvid: number;
  priority: number;
}

const defaultText = (id: number): string => `VLAN${id}`;
/** The device writes an empty port list as a single space (api.md §0.2, sample vlan_list.json). */
const listText = (ids: Iterable<number>): string => formatRangeList(ids) || ' ';

function checkVlanId(id: number, what = 'VLAN id'): void {
  if (!isVlanId(id)) refuse(`${what} must be ${VLAN_ID.min}–${VLAN_ID.max}`);
}

function checkRange(start: number, end: number): number[] {
  checkVlanId(start, 'vlanid_s');
  checkVlanId(end, 'vlanid_e');
  if (start > end) refuse('vlanid_s must not be greater than vlanid_e');
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/**
 * VLANs and port VLAN settings (VLAN-02…15): one membership matrix seen two ways, per VLAN (VlanRow) and per port
 * (PortVlan). Rules kept at every change:
 * - VLAN 1 always exists; a port's default VLAN (PVID) exists and the port is an untagged member of it;
 * - a port is never tagged and untagged in one VLAN;
 * - an access port is a member of its default VLAN only; a trunk port is untagged only in its default VLAN;
 * - the members of a link-aggregation group share type, PVID, priority and memberships (one acts, all move).
 */
export class Vlans {
  private vlans = new Map<number, Vlan>();
  private side = new Map<number, PortSide>();
  private rowsCache: VlanRow[] | null = null;
  private portRowsCache: PortVlan[] | null = null;

  constructor(private readonly ports: PortsView) {
    this.replace(
      [{ vlan_id: 1, vlan_name: defaultText(1), vlan_desc: defaultText(1), tagged: [], untagged: ports.ids() }],
      ports.ids().map((id) => ({ port_id: id, port_type: PORT_TYPE.access, pvid: 1, priority: 0 })),
    );
  }

  has(id: number): boolean {
    return this.vlans.has(id);
  }

  pvidOf(portId: number): number {
    return this.port(portId).pvid;
  }

  /** VLAN-02, ascending by id. Rows are cached until the next change. */
  table(): VlanRow[] {
    if (!this.rowsCache) {
      const lagKeys = [...this.ports.lags()].map(
        ([lag, members]) => [`lag${lag}_portlist`, formatRangeList(members)] as const,
      );
      const defaults = new Map<number, number[]>();
      for (const [portId, s] of this.side) defaults.set(s.pvid, [...(defaults.get(s.pvid) ?? []), portId]);
      this.rowsCache = this.sorted().map((v) => {
        const row: VlanRow = {
          vlan_id: v.id,
          vlan_name: v.name,
          vlan_desc: v.desc,
          tagged_portlist: listText(v.tagged),
          untagged_portlist: listText(v.untagged),
          default_vlan_portlist: listText(defaults.get(v.id) ?? []),
        };
        for (const [key, members] of lagKeys) row[key] = members;
        return row;
      });
    }
    return [...this.rowsCache];
  }

  /** VLAN-11, in port order. */
  portVlans(): PortVlan[] {
    if (!this.portRowsCache) {
      const tagged = new Map<number, number[]>();
      const untagged = new Map<number, number[]>();
      for (const v of this.sorted()) {
        for (const p of v.tagged) tagged.set(p, [...(tagged.get(p) ?? []), v.id]);
        for (const p of v.untagged) untagged.set(p, [...(untagged.get(p) ?? []), v.id]);
      }
      const lagOf = new Map<number, number>();
      for (const [lag, members] of this.ports.lags()) for (const m of members) lagOf.set(m, lag);
      this.portRowsCache = this.ports.ids().map((id) => {
        const s = this.port(id);
        return {
          port_id: id,
          port_type: s.type,
          pvid: s.pvid,
          priority: s.priority,
          tagged_vlan: listText(tagged.get(id) ?? []),
          untagged_vlan: listText(untagged.get(id) ?? []),
          link_aggregation: lagOf.get(id) ?? 0,
        };
      });
    }
    return [...this.portRowsCache];
  }

  /** VLAN-03: creates the VLANs of the range that do not exist yet; answers how many were created. */
  create(start: number, end: number): number {
    const ids = checkRange(start, end).filter((id) => !this.vlans.has(id));
    if (ids.length === 0)
      refuse(
        start === end
          ? wordsText(REFUSAL_WORDS.vlanExists, { vlan: start })
          : wordsText(REFUSAL_WORDS.vlansExist, { first: start, last: end }),
      );
    for (const id of ids) {
      this.vlans.set(id, { id, name: defaultText(id), desc: defaultText(id), tagged: new Set(), untagged: new Set() });
    }
    this.changed();
    return ids.length;
  }

  /** VLAN-05/07: destroys the existing VLANs of the range; answers how many went. */
  destroy(start: number, end: number): number {
    const ids = checkRange(start, end);
    if (ids.includes(1)) refuse('VLAN 1 cannot be deleted');
    const existing = ids.filter((id) => this.vlans.has(id));
    if (existing.length === 0)
      refuse(start === end ? `VLAN ${start} does not exist` : `no VLAN of ${start}-${end} exists`);
    for (const id of existing) {
      const user = [...this.side].find(([, s]) => s.pvid === id);
      if (user) refuse(`VLAN ${id} is the default VLAN of ${this.ports.name(user[0])}; change that first`);
    }
    for (const id of existing) this.vlans.delete(id);
    this.changed();
    return existing.length;
  }

  /** VLAN-04/06: the whole tagged and untagged member lists of every VLAN of the range. */
  setMembers(start: number, end: number, taggedPorts: readonly number[], untaggedPorts: readonly number[]): void {
    const ids = checkRange(start, end);
    for (const id of ids) this.vlan(id);
    const tagged = this.expand(taggedPorts);
    const untagged = this.expand(untaggedPorts);
    for (const p of tagged) {
      if (untagged.has(p)) refuse(`${this.ports.name(p)} cannot be both tagged and untagged in one VLAN`);
      const s = this.port(p);
      if (s.type === PORT_TYPE.access)
        refuse(`${this.ports.name(p)} is an access port: it carries only its default VLAN, untagged`);
      if (ids.includes(s.pvid))
        refuse(`${this.ports.name(p)} uses VLAN ${s.pvid} as its default VLAN, so it stays untagged in it`);
    }
    for (const id of ids) {
      for (const p of untagged) {
        const s = this.port(p);
        if (s.type !== PORT_TYPE.hybrid && s.pvid !== id) {
          refuse(
            `${this.ports.name(p)} is ${PORT_TYPE_NAMES[s.type]} port: it is untagged only in its default VLAN ${s.pvid}`,
          );
        }
      }
      for (const [p, s] of this.side) {
        if (s.pvid === id && !untagged.has(p)) {
          refuse(`${this.ports.name(p)} uses VLAN ${id} as its default VLAN and cannot leave its untagged members`);
        }
      }
    }
    for (const id of ids) {
      const v = this.vlan(id);
      v.tagged = new Set(tagged);
      v.untagged = new Set(untagged);
    }
    this.changed();
  }

  /** VLAN-08: at most 16 characters without white space; empty restores `VLAN<id>`. */
  setName(id: number, name: string): void {
    const v = this.vlan(id);
    checkNoSpace(name, 'vlan_name');
    checkText(name, 'vlan_name', VLAN_NAME_MAX_CHARS);
    v.name = name === '' ? defaultText(id) : name;
    this.changed();
  }

  /** VLAN-09: at most 64 characters; empty restores `VLAN<id>`. */
  setDesc(id: number, desc: string): void {
    const v = this.vlan(id);
    checkText(desc, 'vlan_desc', VLAN_DESC_MAX_CHARS);
    v.desc = desc === '' ? defaultText(id) : desc;
    this.changed();
  }

  /**
   * VLAN-10: the listed ports take `id` as their default VLAN; others keep theirs. Ports leave VLAN `id` as default
   * only by being given another default VLAN (the console sends them with VLAN 1 first), so VLAN 1 never loses one.
   */
  setDefaultPorts(id: number, portIds: readonly number[]): void {
    this.vlan(id);
    const ports = this.expand(portIds);
    for (const p of ports) this.applyPvid(p, id);
    this.changed();
  }

  /** VLAN-12: answers whether anything changed. Members of a LAG change together. */
  setType(portId: number, type: number): boolean {
    if (type !== PORT_TYPE.access && type !== PORT_TYPE.trunk && type !== PORT_TYPE.hybrid)
      refuse('port_type must be 1, 2 or 3');
    const s = this.port(portId);
    if (s.type === type) return false;
    for (const p of this.ports.siblings(portId)) {
      const side = this.port(p);
      side.type = type;
      for (const v of this.vlans.values()) {
        if (v.id === side.pvid) continue;
        // an access port keeps only its default VLAN; a trunk keeps its other VLANs, tagged
        if (type === PORT_TYPE.access) v.tagged.delete(p);
        if (type !== PORT_TYPE.hybrid && v.untagged.delete(p) && type === PORT_TYPE.trunk) v.tagged.add(p);
      }
    }
    this.changed();
    return true;
  }

  /**
   * Checks a default VLAN (and priority) change of a port, VLAN-13 and PORT-02's PVID, and answers the function
   * that applies it. `flags` 0x1 takes `pvid`, 0x2 takes `priority`.
   */
  prepareDefault(portId: number, flags: number, pvid?: number, priority?: number): () => void {
    this.port(portId);
    if (!Number.isInteger(flags) || flags < 1 || flags > 3)
      refuse('flags must name pvid (0x1), priority (0x2) or both');
    if (flags & 1) {
      if (pvid === undefined) refuse('pvid is missing');
      checkVlanId(pvid, 'pvid');
      if (!this.vlans.has(pvid)) refuse(wordsText(REFUSAL_WORDS.vlanMissing, { vlan: pvid }));
    }
    if (flags & 2) {
      if (priority === undefined || !Number.isInteger(priority) || priority < PRIORITY.min || priority > PRIORITY.max) {
        refuse(`priority must be ${PRIORITY.min}–${PRIORITY.max}`);
      }
    }
    return () => {
      for (const p of this.ports.siblings(portId)) {
        if (flags & 1 && pvid !== undefined) this.applyPvid(p, pvid);
        if (flags & 2 && priority !== undefined) this.port(p).priority = priority;
      }
      this.changed();
    };
  }

  /** VLAN-14: adds VLANs to a trunk (always tagged) or hybrid port (`mode` tagged or untagged). */
  addPortVlans(portId: number, vlanIds: readonly number[], mode: number, portType?: number): void {
    const { s, ids, tagged } = this.checkPortList(portId, vlanIds, mode, portType);
    if (tagged && ids.includes(s.pvid))
      refuse(`VLAN ${s.pvid} is the default VLAN of ${this.ports.name(portId)}; it stays untagged`);
    for (const p of this.ports.siblings(portId)) {
      for (const id of ids) {
        const v = this.vlan(id);
        (tagged ? v.tagged : v.untagged).add(p);
        (tagged ? v.untagged : v.tagged).delete(p);
      }
    }
    this.changed();
  }

  /** VLAN-15: removes VLANs from a trunk or hybrid port; its default VLAN cannot be removed. */
  removePortVlans(portId: number, vlanIds: readonly number[], mode: number, portType?: number): void {
    const { s, ids, tagged } = this.checkPortList(portId, vlanIds, mode, portType);
    if (ids.includes(s.pvid))
      refuse(`VLAN ${s.pvid} is the default VLAN of ${this.ports.name(portId)} and cannot be removed`);
    const members = ids.filter((id) => (tagged ? this.vlan(id).tagged : this.vlan(id).untagged).has(portId));
    if (members.length === 0) {
      refuse(
        `${this.ports.name(portId)} is not ${tagged ? 'a tagged' : 'an untagged'} member of VLAN ${formatRangeList(ids)}`,
      );
    }
    for (const p of this.ports.siblings(portId)) {
      for (const id of members) (tagged ? this.vlan(id).tagged : this.vlan(id).untagged).delete(p);
    }
    this.changed();
  }

  /**
   * The ports joining a trunk take the VLAN settings of `leader`, a member already in it (or the first of a new
   * one): type, PVID, priority and every membership, so the trunk acts as one port. Called once the table lists
   * the new members; the matrix is checked after.
   */
  adoptSettings(leader: number, joining: readonly number[]): void {
    const from = this.port(leader);
    for (const id of joining) {
      if (id === leader) continue;
      this.side.set(id, { ...from });
      for (const v of this.vlans.values()) {
        v.tagged.delete(id);
        v.untagged.delete(id);
        if (v.tagged.has(leader)) v.tagged.add(id);
        if (v.untagged.has(leader)) v.untagged.add(id);
      }
    }
    checkMatrix(this.vlans, this.side, this.ports);
    this.changed();
  }

  exportVlans(): VlanConfig[] {
    return this.sorted().map((v) => ({
      vlan_id: v.id,
      vlan_name: v.name,
      vlan_desc: v.desc,
      tagged: [...v.tagged].sort((a, b) => a - b),
      untagged: [...v.untagged].sort((a, b) => a - b),
    }));
  }

  exportPorts(): PortVlanConfig[] {
    return this.ports.ids().map((id) => {
      const s = this.port(id);
      return { port_id: id, port_type: s.type, pvid: s.pvid, priority: s.priority };
    });
  }

  /** Replaces both sections after checking every rule; on a refusal nothing changes. */
  replace(vlans: readonly VlanConfig[], ports: readonly PortVlanConfig[]): void {
    const nextVlans = new Map<number, Vlan>();
    for (const v of vlans) {
      checkVlanId(v.vlan_id);
      if (nextVlans.has(v.vlan_id)) refuse(`VLAN ${v.vlan_id} appears twice`);
      checkNoSpace(v.vlan_name, 'vlan_name');
      checkText(v.vlan_name, 'vlan_name', VLAN_NAME_MAX_CHARS);
      checkText(v.vlan_desc, 'vlan_desc', VLAN_DESC_MAX_CHARS);
      for (const p of [...v.tagged, ...v.untagged])
        if (!this.ports.has(p)) refuse(`VLAN ${v.vlan_id} names port ${p}, which does not exist`);
      nextVlans.set(v.vlan_id, {
        id: v.vlan_id,
        name: v.vlan_name || defaultText(v.vlan_id),
        desc: v.vlan_desc || defaultText(v.vlan_id),
        tagged: new Set(v.tagged),
        untagged: new Set(v.untagged),
      });
    }
    const nextSide = new Map<number, PortSide>();
    for (const p of ports) {
      if (!this.ports.has(p.port_id)) refuse(`port ${p.port_id} does not exist`);
      if (p.port_type !== 1 && p.port_type !== 2 && p.port_type !== 3)
        refuse(`port_type of port ${p.port_id} must be 1, 2 or 3`);
      if (!Number.isInteger(p.priority) || p.priority < PRIORITY.min || p.priority > PRIORITY.max)
        refuse(`priority of port ${p.port_id} must be 0–7`);
      nextSide.set(p.port_id, { type: p.port_type, pvid: p.pvid, priority: p.priority });
    }
    checkMatrix(nextVlans, nextSide, this.ports);
    this.vlans = nextVlans;
    this.side = nextSide;
    this.changed();
  }

  /** Every rule of the class holds (tests call it after each change). */
  check(): void {
    checkMatrix(this.vlans, this.side, this.ports);
  }

  private checkPortList(portId: number, vlanIds: readonly number[], mode: number, portType?: number) {
    const s = this.port(portId);
    if (portType !== undefined && portType !== s.type) {
      refuse(
        `${this.ports.name(portId)} is ${PORT_TYPE_NAMES[s.type]} port, not ${PORT_TYPE_NAMES[portType] ?? 'that type of'} port`,
      );
    }
    if (s.type === PORT_TYPE.access) refuse(`${this.ports.name(portId)} is an access port: it has no VLAN list`);
    if (s.type === PORT_TYPE.hybrid && mode !== VLAN_MODE.tagged && mode !== VLAN_MODE.untagged) {
      refuse('vlan_mode must be 1 (tagged) or 2 (untagged)');
    }
    if (vlanIds.length === 0) refuse('vlan_list must name at least one VLAN');
    for (const id of vlanIds) {
      checkVlanId(id);
      if (!this.vlans.has(id)) refuse(wordsText(REFUSAL_WORDS.vlanMissing, { vlan: id }));
    }
    // the mode means something only on a hybrid port; a trunk carries its VLAN list tagged
    const tagged = s.type === PORT_TYPE.trunk || mode === VLAN_MODE.tagged;
    return { s, ids: [...new Set(vlanIds)], tagged };
  }

  /** The port joins VLAN `id` untagged as its default VLAN, and leaves the old one unless it is hybrid. */
  private applyPvid(portId: number, id: number): void {
    const s = this.port(portId);
    const old = this.vlans.get(s.pvid);
    if (old && s.type !== PORT_TYPE.hybrid && old.id !== id) old.untagged.delete(portId);
    const v = this.vlan(id);
    v.tagged.delete(portId);
    v.untagged.add(portId);
    s.pvid = id;
  }

  private expand(portIds: readonly number[]): Set<number> {
    const out = new Set<number>();
    for (const p of portIds) {
      if (!this.ports.has(p)) refuse(wordsText(REFUSAL_WORDS.portMissing, { port: p }));
      for (const sibling of this.ports.siblings(p)) out.add(sibling);
    }
    return out;
  }

  private sorted(): Vlan[] {
    return [...this.vlans.values()].sort((a, b) => a.id - b.id);
  }

  private vlan(id: number): Vlan {
    checkVlanId(id);
    const v = this.vlans.get(id);
    if (!v) refuse(wordsText(REFUSAL_WORDS.vlanMissing, { vlan: id }));
    return v;
  }

  private port(portId: number): PortSide {
    const s = this.side.get(portId);
    if (!s) refuse(wordsText(REFUSAL_WORDS.portMissing, { port: portId }));
    return s;
  }

  private changed(): void {
    this.rowsCache = null;
    this.portRowsCache = null;
  }
}

function checkMatrix(vlans: Map<number, Vlan>, side: Map<number, PortSide>, ports: PortsView): void {
  if (!vlans.has(1)) refuse('VLAN 1 must exist');
  for (const id of ports.ids()) {
    const s = side.get(id);
    const name = ports.name(id);
    if (!s) refuse(`${name} has no VLAN settings`);
    const home = vlans.get(s.pvid);
    if (!home) refuse(`the default VLAN ${s.pvid} of ${name} does not exist`);
    if (!home.untagged.has(id)) refuse(`${name} must be an untagged member of its default VLAN ${s.pvid}`);
    for (const v of vlans.values()) {
      if (v.tagged.has(id) && v.untagged.has(id)) refuse(`${name} is both tagged and untagged in VLAN ${v.id}`);
      if (v.id === s.pvid) continue;
      if (s.type === PORT_TYPE.access && (v.tagged.has(id) || v.untagged.has(id)))
        refuse(`access port ${name} is a member of VLAN ${v.id}`);
      if (s.type === PORT_TYPE.trunk && v.untagged.has(id)) refuse(`trunk port ${name} is untagged in VLAN ${v.id}`);
    }
  }
  for (const members of ports.lags().values()) {
    const [first, ...rest] = members;
    if (first === undefined) continue;
    const a = side.get(first);
    for (const other of rest) {
      const b = side.get(other);
      const same =
        a &&
        b &&
        a.type === b.type &&
        a.pvid === b.pvid &&
        a.priority === b.priority &&
        [...vlans.values()].every(
          (v) => v.tagged.has(first) === v.tagged.has(other) && v.untagged.has(first) === v.untagged.has(other),
        );
      if (!same)
        refuse(
          `${ports.name(first)} and ${ports.name(other)} share a link-aggregation group but not their VLAN settings`,
        );
    }
  }
}
