import {
  IGMP_AGING,
  IGMP_MODES,
  formatPortList,
  ipv4Number,
  ipv4Text,
  type IgmpConfig,
  type McEntry,
  type McMember,
  type McProgram,
  type McVlan,
  type McViewers,
  ALARM_WORDS,
  settingWord,
  wordsText,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { OnuMulticastArea } from '../onuMulticast/onuMulticastArea.ts';
import type { OnusArea } from '../onus/onusArea.ts';
import type { Onu } from '../onus/onuStore.ts';
import type { PortTable } from '../ports/portTable.ts';
import type { VlanArea } from '../vlan/vlanArea.ts';
import { FACTORY_SETTINGS, IgmpStored, nextSettings, type Mvlan, type StaticGroup } from './igmpConfig.ts';
import { SetTopBoxes, type SetTopBox } from './setTopBoxes.ts';

export const igmpSections = sections({ igmp: { schema: IgmpStored } });
type IgmpValues = { igmp: IgmpStored };

interface Member {
  onu: Onu;
  uni: number;
  joinedMs: number;
  reportMs: number;
  /** a leave was heard without fast leave: the member goes unless it reports again before this */
  leavingAtMs: number | null;
}
interface Group {
  ip: number;
  vid: number;
  members: Map<string, Member>;
}

/** Program addresses a range offers to the viewers, at most this many per range. */
const WATCHED_PER_RANGE = 40;
const HISTORY_MINUTES = 60;
const IPTV_VLAN = 200;
const FACTORY_PROGRAMS = { start: '239.1.1.1', end: '239.1.1.60', desc: 'IPTV channels' };

const keyOf = (vid: number, ip: number) => `${vid}/${ip}`;
const memberKey = (onu: Onu, uni: number) => `${onu.portId}/${onu.onuId}/${uni}`;

/**
 * IGMP on the OLT (IGMP-01…21): snooping or proxy, the multicast VLANs with their router ports, programs and
 * unknown-multicast policy, static groups, and the dynamic groups the set-top boxes behind the ONUs make by joining
 * and leaving: a join outside every program of its VLAN, over the UNI port's group limit or in a multicast VLAN the
 * port does not carry (the ONU multicast settings) is dropped; members age by the aging mode and time, leave at once
 * with fast leave, else after the last-member queries.
 */
export class IgmpArea implements Area<IgmpValues> {
  readonly name = 'igmp';
  readonly sections = igmpSections;
  private settings: IgmpConfig = { ...FACTORY_SETTINGS };
  private mvlans = new Map<number, Mvlan>();
  private statics = new Map<string, StaticGroup>();
  private readonly groups = new Map<string, Group>();
  private readonly boxes: SetTopBoxes;
  private readonly history = new Map<string, number[]>();
  /** joins dropped since start, by reason (program, limit, vlan, mode) */
  readonly dropped = { program: 0, limit: 0, vlan: 0, mode: 0 };

  constructor(
    private readonly k: Kernel,
    private readonly table: PortTable,
    private readonly vlan: VlanArea,
    private readonly onus: OnusArea,
    private readonly onuMc: OnuMulticastArea,
  ) {
    this.boxes = new SetTopBoxes(k.random.fork('settop'));
    this.factory();
    this.warmUp();
  }

  /** IGMP-01. */
  config(): IgmpConfig {
    return { ...this.settings };
  }

  /** IGMP-02: leaving a mode drops what it learnt. */
  setMode(mode: number): void {
    this.k.write(() => {
      if (mode === this.settings.mode) return;
      this.settings = { ...this.settings, mode };
      this.groups.clear();
      this.changed(wordsText(ALARM_WORDS.igmpMode, { igmpMode: settingWord('igmpMode', mode) }));
    });
  }

  /** IGMP-03. */
  setConfig(change: Partial<IgmpConfig> & { flags: number }): void {
    const next = nextSettings(this.settings, change);
    this.k.write(() => {
      this.settings = { ...next, mode: this.settings.mode };
      this.changed(wordsText(ALARM_WORDS.igmpSettings, { flags: change.flags }));
    });
  }

  /** IGMP-05: static groups first, then dynamic ones, by VLAN and address. */
  tableRows(): McEntry[] {
    const routers = (vid: number) => formatPortList(this.mvlans.get(vid)?.routers ?? []);
    const statics = [...this.statics.values()].map((s) => ({
      multi_ip: ipv4Text(s.ip),
      user_num: s.ports.length,
      vid: s.vid,
      action: 1,
      host_portlist: formatPortList(s.ports),
      router_portlist: routers(s.vid),
    }));
    const dynamic = [...this.groups.values()]
      .filter((g) => g.members.size > 0)
      .sort((a, b) => a.vid - b.vid || a.ip - b.ip)
      .map((g) => ({
        multi_ip: ipv4Text(g.ip),
        user_num: g.members.size,
        vid: g.vid,
        action: 0,
        host_portlist: formatPortList(new Set([...g.members.values()].map((m) => m.onu.portId))),
        router_portlist: routers(g.vid),
      }));
    return [...statics, ...dynamic];
  }

  /** The ONUs behind a dynamic group. */
  members(ip: string, vid: number): McMember[] {
    const g = this.groups.get(keyOf(vid, ipv4Number(ip)));
    const now = this.k.now();
    return [...(g?.members.values() ?? [])].map((m) => ({
      port_id: m.onu.portId,
      onu_id: m.onu.onuId,
      onu_name: m.onu.name,
      uni: m.uni,
      joined_s: Math.floor((now - m.joinedMs) / 1000),
      reported_s: Math.floor((now - m.reportMs) / 1000),
    }));
  }

  /** The groups one ONU's ports have joined. */
  onuGroups(portId: number, onuId: number): { multi_ip: string; vid: number; uni: number }[] {
    const onu = this.onus.onu(portId, onuId);
    return [...this.groups.values()].flatMap((g) =>
      [...g.members.values()]
        .filter((m) => m.onu === onu)
        .map((m) => ({ multi_ip: ipv4Text(g.ip), vid: g.vid, uni: m.uni })),
    );
  }

  /** Viewers per program address that has had any over the last hour. */
  viewers(): McViewers[] {
    const out: McViewers[] = [];
    for (const m of this.mvlans.values())
      for (const p of m.programs)
        for (const ip of this.watchable(p)) {
          const key = keyOf(m.mvlan, ip);
          const now = this.groups.get(key)?.members.size ?? 0;
          const history = this.history.get(key) ?? [];
          if (now === 0 && history.every((n) => n === 0)) continue;
          out.push({ multi_ip: ipv4Text(ip), vid: m.mvlan, program_desc: p.desc, now, history });
        }
    return out.sort((a, b) => b.now - a.now);
  }

  /** IGMP-06. */
  addStatic(ip: string, vid: number, portId: number): void {
    if (!this.mvlans.has(vid)) refuse(`VLAN ${vid} is not a multicast VLAN`);
    if (!this.table.has(portId)) refuse(`port ${portId} does not exist`);
    const n = ipv4Number(ip);
    this.k.write(() => {
      const key = keyOf(vid, n);
      const s = this.statics.get(key) ?? { ip: n, vid, ports: [] };
      this.statics.set(key, { ...s, ports: [...new Set([...s.ports, portId])].sort((a, b) => a - b) });
      this.changed(wordsText(ALARM_WORDS.igmpStaticSet, { ip, vlan: vid, port: this.table.name(portId) }));
    });
  }

  /** IGMP-07. */
  deleteStatic(ip: string, vid: number): void {
    const key = keyOf(vid, ipv4Number(ip));
    if (!this.statics.has(key)) refuse(`no static group ${ip} in VLAN ${vid}`);
    this.k.write(() => {
      this.statics.delete(key);
      this.changed(wordsText(ALARM_WORDS.igmpStaticDeleted, { ip, vlan: vid }));
    });
  }

  /** IGMP-08: members still watching come back with their next report. */
  deleteDynamic(ip: string, vid: number): void {
    const key = keyOf(vid, ipv4Number(ip));
    if (!this.groups.get(key)?.members.size) refuse(`no dynamic group ${ip} in VLAN ${vid}`);
    this.k.write(() => {
      this.groups.delete(key);
      this.k.alarms.log(wordsText(ALARM_WORDS.igmpDynamicDeleted, { ip, vlan: vid }));
    });
  }

  /** IGMP-09. */
  deleteAllStatic(): void {
    this.k.write(() => {
      this.statics.clear();
      this.changed(ALARM_WORDS.igmpStaticAllDeleted);
    });
  }

  /** IGMP-10. */
  deleteAllDynamic(): void {
    this.k.write(() => {
      this.groups.clear();
      this.k.alarms.log(ALARM_WORDS.igmpDynamicAllDeleted);
    });
  }

  /** IGMP-11. */
  mvlanList(): McVlan[] {
    return [...this.mvlans.values()]
      .sort((a, b) => a.mvlan - b.mvlan)
      .map((m) => ({ mvlan: m.mvlan, router_portlist: formatPortList(m.routers), mvlan_desc: m.desc }));
  }

  /** IGMP-12: the VLAN must exist. */
  createMvlan(mvlan: number): void {
    if (!this.vlan.has(mvlan)) refuse(`VLAN ${mvlan} does not exist: create it first`);
    if (this.mvlans.has(mvlan)) refuse(`VLAN ${mvlan} is already a multicast VLAN`);
    this.k.write(() => {
      this.mvlans.set(mvlan, { mvlan, desc: '', routers: [], unknown: 0, programs: [] });
      this.changed(wordsText(ALARM_WORDS.mvlanCreated, { vlan: mvlan }));
    });
  }

  /** IGMP-13: its programs, static and dynamic groups go with it. */
  destroyMvlan(mvlan: number): void {
    this.mvlanOf(mvlan);
    this.k.write(() => {
      this.mvlans.delete(mvlan);
      for (const [key, s] of this.statics) if (s.vid === mvlan) this.statics.delete(key);
      for (const [key, g] of this.groups) if (g.vid === mvlan) this.groups.delete(key);
      this.changed(wordsText(ALARM_WORDS.mvlanDeleted, { vlan: mvlan }));
    });
  }

  /** IGMP-14. */
  setMvlanDesc(mvlan: number, desc: string): void {
    this.update(mvlan, (m) => ({ ...m, desc }), wordsText(ALARM_WORDS.mvlanDescSet, { vlan: mvlan }));
  }

  /** IGMP-15. */
  unknownPolicy(mvlan: number): { mc_unknown_policy: number } {
    return { mc_unknown_policy: this.mvlanOf(mvlan).unknown };
  }

  /** IGMP-16. */
  setUnknownPolicy(mvlan: number, policy: number): void {
    this.update(
      mvlan,
      (m) => ({ ...m, unknown: policy }),
      wordsText(ALARM_WORDS.mvlanUnknownPolicy, { vlan: mvlan, unknownPolicy: settingWord('unknownPolicy', policy) }),
    );
  }

  /** IGMP-17. */
  programs(mvlan: number): McProgram[] {
    return this.mvlanOf(mvlan).programs.map((p) => ({
      program_s: ipv4Text(p.start),
      program_e: ipv4Text(p.end),
      program_desc: p.desc,
    }));
  }

  /** IGMP-18: a new range may not overlap another of any multicast VLAN; the same range takes the new description. */
  addProgram(mvlan: number, start: string, end: string, desc: string): void {
    const s = ipv4Number(start);
    const e = ipv4Number(end);
    if (s > e) refuse(`program_s ${start} is after program_e ${end}`);
    const m = this.mvlanOf(mvlan);
    const same = m.programs.find((p) => p.start === s && p.end === e);
    if (!same)
      for (const other of this.mvlans.values())
        for (const p of other.programs)
          if (s <= p.end && p.start <= e)
            refuse(`${start}–${end} overlaps ${ipv4Text(p.start)}–${ipv4Text(p.end)} of multicast VLAN ${other.mvlan}`);
    const programs = same
      ? m.programs.map((p) => (p === same ? { ...p, desc } : p))
      : [...m.programs, { start: s, end: e, desc }].sort((a, b) => a.start - b.start);
    this.update(
      mvlan,
      (x) => ({ ...x, programs }),
      wordsText(ALARM_WORDS.mvlanProgramSet, { vlan: mvlan, start, end }),
    );
  }

  /** IGMP-19: the range's dynamic groups go. */
  deleteProgram(mvlan: number, start: string, end: string): void {
    const s = ipv4Number(start);
    const e = ipv4Number(end);
    const m = this.mvlanOf(mvlan);
    if (!m.programs.some((p) => p.start === s && p.end === e))
      refuse(`multicast VLAN ${mvlan} has no program ${start}–${end}`);
    this.update(
      mvlan,
      (x) => ({ ...x, programs: x.programs.filter((p) => p.start !== s || p.end !== e) }),
      `multicast VLAN ${mvlan} program ${start}–${end} deleted`,
    );
    for (const [key, g] of this.groups) if (g.vid === mvlan && g.ip >= s && g.ip <= e) this.groups.delete(key);
  }

  /** IGMP-20/21: uplinks only. */
  setRouterPorts(mvlan: number, ports: readonly number[], add: boolean): void {
    if (ports.length === 0) refuse('router_portlist names no port');
    for (const id of ports) if (!this.table.isUplink(id)) refuse(`port ${id} is not an uplink port`);
    const m = this.mvlanOf(mvlan);
    const routers = add ? [...new Set([...m.routers, ...ports])] : m.routers.filter((id) => !ports.includes(id));
    this.update(
      mvlan,
      (x) => ({ ...x, routers: routers.sort((a, b) => a - b) }),
      `multicast VLAN ${mvlan} router ports ${formatPortList(routers)}`,
    );
  }

  exportSection(): IgmpStored {
    return {
      settings: { ...this.settings },
      mvlans: [...this.mvlans.values()].sort((a, b) => a.mvlan - b.mvlan),
      statics: [...this.statics.values()].sort((a, b) => a.vid - b.vid || a.ip - b.ip),
    };
  }

  check(config: IgmpValues): void {
    const c = config.igmp;
    if (![0, 1, 2].includes(c.settings.mode)) refuse('IGMP mode must be 0, 1 or 2');
    for (const m of c.mvlans) {
      if (m.mvlan < 1 || m.mvlan > 4094) refuse(`multicast VLAN ${m.mvlan} out of range`);
      for (const id of m.routers) if (!this.table.isUplink(id)) refuse(`router port ${id} is not an uplink`);
      for (const p of m.programs) if (p.start > p.end) refuse('a program starts after its end');
    }
    for (const s of c.statics) if (!c.mvlans.some((m) => m.mvlan === s.vid)) refuse(`static group in VLAN ${s.vid}`);
  }

  load(config: IgmpValues): void {
    this.settings = { ...config.igmp.settings };
    this.mvlans = new Map(config.igmp.mvlans.map((m) => [m.mvlan, m]));
    this.statics = new Map(config.igmp.statics.map((s) => [keyOf(s.vid, s.ip), s]));
    this.groups.clear();
  }

  step(atMs: number, step: number): void {
    this.boxes.follow(this.onus.all());
    for (const e of this.boxes.step(this.watchList())) {
      if (e.kind === 'join') this.join(e.box, e.vid, e.ip, atMs);
      else if (e.kind === 'leave') this.leave(e.box, e.vid, e.ip, atMs);
    }
    this.refresh(atMs);
    this.age(atMs);
    if (step % 60 === 0) this.sample();
  }

  reboot(): void {
    this.groups.clear();
    this.history.clear();
  }

  /** A join as the OLT snoops it: dropped unless the mode, the programs and the port's limits allow it. */
  join(box: Pick<SetTopBox, 'onu' | 'uni'>, vid: number, ip: number, atMs: number): boolean {
    if (this.settings.mode === IGMP_MODES.disabled) return this.drop('mode');
    const m = this.mvlans.get(vid);
    if (!m || !m.programs.some((p) => ip >= p.start && ip <= p.end)) return this.drop('program');
    const limits = this.onuMc.limits(box.onu).find((l) => l.op_id === box.uni);
    if (limits && limits.mvlans.length > 0 && !limits.mvlans.includes(vid)) return this.drop('vlan');
    const key = memberKey(box.onu, box.uni);
    const group: Group = this.groups.get(keyOf(vid, ip)) ?? { ip, vid, members: new Map<string, Member>() };
    const existing = group.members.get(key);
    if (existing) {
      existing.reportMs = atMs;
      existing.leavingAtMs = null;
      return true;
    }
    const joined = [...this.groups.values()].filter((g) => g.members.has(key)).length;
    if (limits && joined >= limits.group_num_max) return this.drop('limit');
    group.members.set(key, { onu: box.onu, uni: box.uni, joinedMs: atMs, reportMs: atMs, leavingAtMs: null });
    this.groups.set(keyOf(vid, ip), group);
    return true;
  }

  /** A leave as the OLT snoops it: at once with fast leave (the OLT's or the ONU's), else after the last-member queries. */
  leave(box: Pick<SetTopBox, 'onu' | 'uni'>, vid: number, ip: number, atMs: number): void {
    const group = this.groups.get(keyOf(vid, ip));
    const key = memberKey(box.onu, box.uni);
    const member = group?.members.get(key);
    if (!group || !member) return;
    const fast = this.settings.fast_leave === 1 || this.onuMc.limits(box.onu)[0]?.fastLeave === true;
    if (fast) group.members.delete(key);
    else member.leavingAtMs = atMs + this.settings.sp_query_number * this.settings.sp_query_interval;
  }

  /** Boxes that watch answer the general queries: their membership is refreshed, or made again after a delete. */
  private refresh(atMs: number): void {
    const interval = Math.min(this.settings.gen_query_interval, Math.max(1, Math.floor(this.agingMs() / 2000))) * 1000;
    for (const box of this.boxes.all()) {
      const w = box.watching;
      if (!w) continue;
      const member = this.groups.get(keyOf(w.vid, w.ip))?.members.get(memberKey(box.onu, box.uni));
      if (!member) this.join(box, w.vid, w.ip, atMs);
      else if (atMs - member.reportMs >= interval) member.reportMs = atMs;
    }
  }

  private agingMs(): number {
    const s = this.settings;
    return s.mode === IGMP_MODES.proxy
      ? (s.robustness * s.gen_query_interval + s.gen_response_time) * 1000
      : s.group_aging_time * 1000;
  }

  private age(atMs: number): void {
    const timer = this.settings.aging_mode === IGMP_AGING.timer;
    const limit = this.agingMs();
    for (const [key, g] of this.groups) {
      for (const [mk, m] of g.members) {
        const gone = m.leavingAtMs !== null && atMs >= m.leavingAtMs;
        const silent = timer && atMs - m.reportMs > limit;
        const away = m.onu.status !== 'Online' && !timer;
        if (gone || silent || away) g.members.delete(mk);
      }
      if (g.members.size === 0) this.groups.delete(key);
    }
  }

  private sample(): void {
    const keys = new Set([...this.history.keys(), ...this.groups.keys()]);
    for (const key of keys) {
      const ring = [...(this.history.get(key) ?? []), this.groups.get(key)?.members.size ?? 0].slice(-HISTORY_MINUTES);
      if (ring.every((n) => n === 0)) this.history.delete(key);
      else this.history.set(key, ring);
    }
  }

  private drop(reason: keyof IgmpArea['dropped']): false {
    this.dropped[reason]++;
    return false;
  }

  private watchable(p: { start: number; end: number }): number[] {
    const n = Math.min(WATCHED_PER_RANGE, p.end - p.start + 1);
    return Array.from({ length: n }, (_, i) => p.start + i);
  }

  /** What the boxes may ask for: every program address, the first ranges first (the popular channels). */
  private watchList(): { ip: number; vid: number }[] {
    return [...this.mvlans.values()].flatMap((m) =>
      m.programs.flatMap((p) => this.watchable(p).map((ip) => ({ ip, vid: m.mvlan }))),
    );
  }

  private mvlanOf(mvlan: number): Mvlan {
    const m = this.mvlans.get(mvlan);
    if (!m) refuse(`VLAN ${mvlan} is not a multicast VLAN`);
    return m;
  }

  private update(mvlan: number, change: (m: Mvlan) => Mvlan, log: string): void {
    const m = this.mvlanOf(mvlan);
    this.k.write(() => {
      this.mvlans.set(mvlan, change(m));
      this.changed(log);
    });
  }

  private changed(log: string): void {
    this.k.journal.section('igmp');
    this.k.alarms.log(log);
  }

  private factory(): void {
    this.settings = { ...FACTORY_SETTINGS };
    const uplink = this.table.ids().find((id) => this.table.isUplink(id));
    this.mvlans = new Map([
      [
        IPTV_VLAN,
        {
          mvlan: IPTV_VLAN,
          desc: 'IPTV',
          routers: uplink ? [uplink] : [],
          unknown: 1,
          programs: [
            {
              start: ipv4Number(FACTORY_PROGRAMS.start),
              end: ipv4Number(FACTORY_PROGRAMS.end),
              desc: FACTORY_PROGRAMS.desc,
            },
          ],
        },
      ],
    ]);
    this.statics.clear();
  }

  private warmUp(): void {
    const now = this.k.now();
    this.boxes.follow(this.onus.all());
    for (const e of this.boxes.warmUp(this.watchList())) if (e.kind === 'join') this.join(e.box, e.vid, e.ip, now);
  }
}
