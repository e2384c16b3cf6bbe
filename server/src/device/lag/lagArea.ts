import { z } from 'zod';
import {
  LACP_ACTIVITY,
  LACP_PRIORITY,
  LACP_PRIORITY_DEFAULT,
  LACP_TIMEOUT,
  PSC,
  PSC_DEFAULT,
  REFUSAL_WORDS,
  TRUNK_ID,
  TRUNK_MEMBERS_MAX,
  TRUNK_MODE,
  formatRangeList,
  settingWord,
  wordsText,
  type LacpStatus,
  type LacpTrunk,
  type TrunkRow,
  ALARM_WORDS,
  type MemberState,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { PortTable } from '../ports/portTable.ts';
import type { VlanArea } from '../vlan/vlanArea.ts';
import { selectLacp, type MemberFacts, type Selection } from './lacpSelection.ts';
import { lacpPartnerOn, type LacpPartnerPort } from './lacpPartners.ts';
import { spreadOver, type HashedFlow } from './loadBalance.ts';

const int = z.number().int();
const StoredTrunk = z.strictObject({ trunk_id: int, psc: int, mode: int, max_active: int, members: z.array(int) });
const StoredLacpPort = z.strictObject({ port_id: int, lacp_mode: int, timeout: int, port_priority: int });
const StoredLacp = z.strictObject({ system_priority: int, ports: z.array(StoredLacpPort) });
export const lagSections = sections({ trunks: { schema: z.array(StoredTrunk) }, lacp: { schema: StoredLacp } });
type Trunk = z.output<typeof StoredTrunk>;
type LacpPort = z.output<typeof StoredLacpPort>;
type LagConfig = { trunks: Trunk[]; lacp: z.output<typeof StoredLacp> };

const DEFAULT_PORT = {
  lacp_mode: LACP_ACTIVITY.active,
  timeout: LACP_TIMEOUT.long,
  port_priority: LACP_PRIORITY_DEFAULT,
};
/** A partner is lost after three of the LACPDU periods our timeout asks it for (802.1AX): 3 s short, 90 s long. */
const PARTNER_LOST_MS = { [LACP_TIMEOUT.short]: 3_000, [LACP_TIMEOUT.long]: 90_000 } as const;

/** A member's new state in the device's words (logged when it changes). */
const MEMBER_STATE_WORDS: Readonly<Record<MemberState, string>> = {
  selected: ALARM_WORDS.lagMemberSelected,
  unselected: ALARM_WORDS.lagMemberUnselected,
  standby: ALARM_WORDS.lagMemberStandby,
};

/** How often the flows the trunks hash are read again (ONUs come and go); a PSC or member change counts at once. */
const FLOWS_EVERY_MS = 10_000;

/** The simulated flows an uplink trunk carries: upstream it sends them (tx), downstream it receives them (rx). */
export interface TrunkFlows {
  up: readonly HashedFlow[];
  down: readonly HashedFlow[];
}

/** Each member's share of its trunk's traffic, each way. */
export type MemberShares = Map<number, { rx: number; tx: number }>;

/** What the device knows of a member's partner: the last LACPDU heard on its cable. */
interface Heard {
  partner: LacpPartnerPort;
  atMs: number;
}

/**
 * Link aggregation (LAG-01…04) and LACP (LACP-X1…X4): trunks of GE/XGE ports that act as one port (one VLAN
 * setting, one port to the spanning tree, their names marked `(LAGn)`), manual or negotiated with the simulated
 * partner on their cables. Only selected members carry traffic; a manual member carries it while its link is up.
 */
export class LagArea implements Area<LagConfig> {
  readonly name = 'lag';
  readonly sections = lagSections;
  private trunkMap = new Map<number, Trunk>();
  private ports = new Map<number, LacpPort>();
  private systemPriority = LACP_PRIORITY_DEFAULT;
  private readonly heard = new Map<number, Heard>();
  private selections = new Map<number, Selection>();
  private partners = new Map<number, { mac: string; priority: number; key: number }>();
  private readonly factory: LagConfig;
  private flowSource: () => TrunkFlows = () => ({ up: [], down: [] });
  private flows?: { atMs: number; flows: TrunkFlows };
  private readonly spreads = new Map<string, MemberShares>();

  constructor(
    private readonly k: Kernel,
    private readonly table: PortTable,
    private readonly vlan: VlanArea,
    private readonly systemMac: () => string,
  ) {
    const trunks = [...table.lags()].map(([trunk_id, members]) => ({
      trunk_id,
      psc: PSC_DEFAULT,
      mode: TRUNK_MODE.manual,
      max_active: TRUNK_MEMBERS_MAX,
      members,
    }));
    this.factory = { trunks, lacp: { system_priority: LACP_PRIORITY_DEFAULT, ports: [] } };
    this.load(this.factory);
  }

  /** LAG-01. */
  trunks(): TrunkRow[] {
    return this.sorted().map((t) => ({
      trunk_id: t.trunk_id,
      psc: t.psc,
      member_portlist: formatRangeList(t.members),
    }));
  }

  /** LAG-02: new members take the trunk's VLAN settings; members already in it are left as they are. */
  addMembers(trunkId: number, portIds: readonly number[]): void {
    this.k.write(() => {
      this.checkTrunkId(trunkId);
      const trunk = this.trunkMap.get(trunkId);
      const had = trunk?.members ?? [];
      const joining = [...new Set(portIds)].filter((id) => !had.includes(id));
      if (portIds.length === 0) refuse('member_portlist must name at least one port');
      for (const id of joining) this.checkJoin(id, trunkId);
      const members = [...had, ...joining].sort((a, b) => a - b);
      if (members.length > TRUNK_MEMBERS_MAX) refuse(`a trunk holds at most ${TRUNK_MEMBERS_MAX} ports`);
      const kinds = new Set(members.map((id) => this.table.kind(id)));
      if (kinds.size > 1) refuse('the members of a trunk must all be GE ports or all XGE ports');
      if (joining.length === 0) return;
      const next = trunk ?? {
        trunk_id: trunkId,
        psc: PSC_DEFAULT,
        mode: TRUNK_MODE.manual,
        max_active: TRUNK_MEMBERS_MAX,
        members: [],
      };
      next.members = members;
      this.trunkMap.set(trunkId, next);
      this.table.setLags(this.groups());
      this.vlan.adoptLagSettings(had[0] ?? (members[0] as number), joining);
      this.k.journal.section('trunks');
      this.k.alarms.log(wordsText(ALARM_WORDS.lagJoined, { lag: trunkId, ports: this.names(joining) }));
      this.reselect();
    });
  }

  /** LAG-03: the ports leave; a trunk left without members is gone. */
  removeMembers(trunkId: number, portIds: readonly number[]): void {
    this.k.write(() => {
      const trunk = this.trunk(trunkId);
      if (portIds.length === 0) refuse('member_portlist must name at least one port');
      for (const id of portIds) {
        if (!this.table.has(id)) refuse(wordsText(REFUSAL_WORDS.portMissing, { port: id }));
        if (!trunk.members.includes(id)) refuse(`${this.table.name(id)} is not a member of LAG${trunkId}`);
      }
      trunk.members = trunk.members.filter((id) => !portIds.includes(id));
      if (trunk.members.length === 0) this.trunkMap.delete(trunkId);
      this.table.setLags(this.groups());
      this.k.journal.section('trunks');
      this.k.alarms.log(
        wordsText(trunk.members.length === 0 ? ALARM_WORDS.lagLeftGone : ALARM_WORDS.lagLeft, {
          lag: trunkId,
          ports: this.names(portIds),
        }),
      );
      this.reselect();
    });
  }

  /** LAG-04. */
  setPsc(trunkId: number, psc: number): void {
    this.k.write(() => {
      const trunk = this.trunk(trunkId);
      if (!Number.isInteger(psc) || psc < PSC.srcMac || psc > PSC.srcDstIp) refuse('psc must be 1–6');
      trunk.psc = psc;
      this.k.journal.section('trunks');
      this.k.alarms.log(wordsText(ALARM_WORDS.lagBalance, { lag: trunkId, psc: settingWord('psc', psc) }));
    });
  }

  /** LACP-X1. */
  lacp(): LacpStatus {
    return {
      system_priority: this.systemPriority,
      system_mac: this.systemMac(),
      trunks: this.sorted().map((t) => this.lacpTrunk(t)),
    };
  }

  /** LACP-X2. */
  setSystemPriority(priority: number): void {
    this.k.write(() => {
      checkPriority(priority, 'system_priority');
      this.systemPriority = priority;
      this.k.journal.section('lacp');
      this.k.alarms.log(wordsText(ALARM_WORDS.lacpPriority, { priority }));
      this.reselect();
    });
  }

  /** LACP-X3. */
  setTrunkMode(trunkId: number, mode: number, maxActive: number): void {
    this.k.write(() => {
      const trunk = this.trunk(trunkId);
      if (mode !== TRUNK_MODE.manual && mode !== TRUNK_MODE.lacp) refuse('mode must be 0 (manual) or 1 (LACP)');
      if (!Number.isInteger(maxActive) || maxActive < 1 || maxActive > TRUNK_MEMBERS_MAX)
        refuse(`max_active must be 1–${TRUNK_MEMBERS_MAX}`);
      trunk.mode = mode;
      trunk.max_active = maxActive;
      this.k.journal.section('trunks');
      const template = mode === TRUNK_MODE.lacp ? ALARM_WORDS.lagModeLacp : ALARM_WORDS.lagModeManual;
      this.k.alarms.log(wordsText(template, { lag: trunkId, max: maxActive }));
      this.reselect();
    });
  }

  /** LACP-X4: kept for any uplink, used while it is a member of an LACP trunk. */
  setPort(portId: number, settings: Omit<LacpPort, 'port_id'>): void {
    this.k.write(() => {
      this.checkUplink(portId);
      checkPort({ port_id: portId, ...settings });
      this.ports.set(portId, { port_id: portId, ...settings });
      this.k.journal.section('lacp');
      this.k.alarms.log(wordsText(ALARM_WORDS.lacpPortChanged, { port: this.table.name(portId) }));
      this.reselect();
    });
  }

  /** Whether an uplink carries traffic as far as its trunk is concerned (a port in no trunk always does). */
  carries(portId: number): boolean {
    return this.table.lagOf(portId) === 0 || this.selections.get(portId)?.state === 'selected';
  }

  /** Where the trunks read the flows they hash from (the ONUs' hosts and their services, filter/flows.ts). */
  hashFlowsOf(source: () => TrunkFlows): void {
    this.flowSource = source;
    this.flows = undefined;
  }

  /**
   * How a trunk's traffic is spread over `members`, the ones carrying it now: each flow hashed onto one member by
   * the trunk's PSC, as a switch does. Upstream the device hashes what it sends; downstream the partner switch
   * hashes what it sends us, read here as hashing by the same criterion.
   */
  memberShares(trunkId: number, members: readonly number[]): MemberShares {
    const psc = this.trunkMap.get(trunkId)?.psc ?? PSC_DEFAULT;
    const now = this.k.now();
    if (!this.flows || now - this.flows.atMs >= FLOWS_EVERY_MS || now < this.flows.atMs) {
      this.flows = { atMs: now, flows: this.flowSource() };
      this.spreads.clear();
    }
    const key = `${psc}/${members.join(',')}`;
    let shares = this.spreads.get(key);
    if (!shares) {
      const tx = spreadOver(members, this.flows.flows.up, psc);
      const rx = spreadOver(members, this.flows.flows.down, psc);
      shares = new Map(members.map((id) => [id, { rx: rx.get(id) ?? 0, tx: tx.get(id) ?? 0 }]));
      this.spreads.set(key, shares);
    }
    return shares;
  }

  exportSection(name: string): unknown {
    if (name === 'trunks') return this.sorted().map((t) => ({ ...t, members: [...t.members] }));
    return {
      system_priority: this.systemPriority,
      ports: [...this.ports.values()].sort((a, b) => a.port_id - b.port_id),
    };
  }

  check(config: LagConfig): void {
    checkPriority(config.lacp.system_priority, 'system_priority');
    const owner = new Map<number, number>();
    for (const t of config.trunks) {
      this.checkTrunkId(t.trunk_id);
      if (config.trunks.filter((o) => o.trunk_id === t.trunk_id).length > 1) refuse(`LAG${t.trunk_id} appears twice`);
      if (t.members.length === 0 || t.members.length > TRUNK_MEMBERS_MAX)
        refuse(`LAG${t.trunk_id} must hold 1–${TRUNK_MEMBERS_MAX} ports`);
      if (t.psc < PSC.srcMac || t.psc > PSC.srcDstIp) refuse(`psc of LAG${t.trunk_id} must be 1–6`);
      if (t.mode !== TRUNK_MODE.manual && t.mode !== TRUNK_MODE.lacp) refuse(`mode of LAG${t.trunk_id} must be 0 or 1`);
      if (t.max_active < 1 || t.max_active > TRUNK_MEMBERS_MAX)
        refuse(`max_active of LAG${t.trunk_id} is out of range`);
      for (const id of t.members) {
        this.checkUplink(id);
        const other = owner.get(id);
        if (other !== undefined) refuse(`${this.table.name(id)} is a member of LAG${other} and LAG${t.trunk_id}`);
        owner.set(id, t.trunk_id);
      }
      if (new Set(t.members.map((id) => this.table.kind(id))).size > 1)
        refuse(`LAG${t.trunk_id} mixes GE and XGE ports`);
    }
    for (const p of config.lacp.ports) {
      this.checkUplink(p.port_id);
      checkPort(p);
    }
  }

  load(config: LagConfig): void {
    this.trunkMap = new Map(
      config.trunks.map((t) => [t.trunk_id, { ...t, members: [...t.members].sort((a, b) => a - b) }]),
    );
    this.systemPriority = config.lacp.system_priority;
    this.ports = new Map(config.lacp.ports.map((p) => [p.port_id, { ...p }]));
    this.table.setLags(this.groups());
    this.reselect();
  }

  step(atMs: number): void {
    this.reselect(atMs);
  }

  reboot(): void {
    this.heard.clear();
    this.reselect();
  }

  /** Every trunk's member states from what is heard on their cables now; a change is logged. */
  private reselect(atMs = this.k.now()): void {
    const next = new Map<number, Selection>();
    const partners = new Map<number, { mac: string; priority: number; key: number }>();
    for (const t of this.trunkMap.values()) {
      if (t.mode === TRUNK_MODE.manual) {
        for (const id of t.members)
          next.set(
            id,
            this.table.isLinkUp(id) ? { state: 'selected', reason: '' } : { state: 'unselected', reason: 'link_down' },
          );
        continue;
      }
      const facts: MemberFacts[] = t.members.map((id) => ({
        portId: id,
        linkUp: this.table.isLinkUp(id),
        partner: this.partnerHeard(id, atMs),
        lineRateBps: this.table.lineRateBps(id),
        portPriority: this.portSettings(id).port_priority,
      }));
      const choice = selectLacp(facts, t.max_active, { priority: this.systemPriority, mac: this.systemMac() });
      for (const [id, s] of choice.members) next.set(id, s);
      if (choice.partner) partners.set(t.trunk_id, choice.partner);
    }
    for (const [id, s] of next) {
      const was = this.selections.get(id)?.state;
      if (was !== undefined && was !== s.state)
        this.k.alarms.log(
          wordsText(MEMBER_STATE_WORDS[s.state], { lag: this.table.lagOf(id), port: this.table.name(id) }),
          undefined,
          atMs,
        );
    }
    this.selections = next;
    this.partners = partners;
  }

  /** The partner whose LACPDUs reached the member within its timeout: LACPDUs flow while either end is active. */
  private partnerHeard(portId: number, atMs: number): LacpPartnerPort | undefined {
    if (!this.table.isLinkUp(portId)) {
      this.heard.delete(portId);
      return undefined;
    }
    const partner = lacpPartnerOn(this.table, portId);
    const settings = this.portSettings(portId);
    if (partner && (settings.lacp_mode === LACP_ACTIVITY.active || partner.active)) {
      this.heard.set(portId, { partner, atMs });
      return partner;
    }
    const last = this.heard.get(portId);
    if (last && atMs - last.atMs <= PARTNER_LOST_MS[settings.timeout === LACP_TIMEOUT.short ? 1 : 0])
      return last.partner;
    this.heard.delete(portId);
    return undefined;
  }

  private lacpTrunk(t: Trunk): LacpTrunk {
    const partner = this.partners.get(t.trunk_id);
    return {
      trunk_id: t.trunk_id,
      mode: t.mode,
      max_active: t.max_active,
      actor_key: t.trunk_id,
      partner_system_mac: partner?.mac ?? '',
      partner_system_priority: partner?.priority ?? 0,
      partner_key: partner?.key ?? 0,
      members: t.members.map((id) => {
        const s = this.portSettings(id);
        const sel = this.selections.get(id) ?? { state: 'unselected', reason: 'link_down' };
        const heard = t.mode === TRUNK_MODE.lacp ? this.heard.get(id)?.partner : undefined;
        return {
          port_id: id,
          lacp_mode: s.lacp_mode,
          timeout: s.timeout,
          port_priority: s.port_priority,
          link_status: this.table.isLinkUp(id) ? 1 : 0,
          state: sel.state,
          reason: sel.reason,
          partner_system_mac: heard?.mac ?? '',
          partner_port: heard?.port ?? 0,
        };
      }),
    };
  }

  private portSettings(portId: number): LacpPort {
    return this.ports.get(portId) ?? { port_id: portId, ...DEFAULT_PORT };
  }

  private groups(): Map<number, number[]> {
    return new Map(this.sorted().map((t) => [t.trunk_id, t.members]));
  }

  private sorted(): Trunk[] {
    return [...this.trunkMap.values()].sort((a, b) => a.trunk_id - b.trunk_id);
  }

  private names(ids: readonly number[]): string {
    return ids.map((id) => this.table.name(id)).join(', ');
  }

  private trunk(trunkId: number): Trunk {
    this.checkTrunkId(trunkId);
    const t = this.trunkMap.get(trunkId);
    if (!t) refuse(`LAG${trunkId} does not exist`);
    return t;
  }

  private checkTrunkId(trunkId: number): void {
    if (!Number.isInteger(trunkId) || trunkId < TRUNK_ID.min || trunkId > TRUNK_ID.max)
      refuse(`trunk_id must be ${TRUNK_ID.min}–${TRUNK_ID.max}`);
  }

  private checkUplink(portId: number): void {
    if (!this.table.has(portId)) refuse(wordsText(REFUSAL_WORDS.portMissing, { port: portId }));
    if (!this.table.isUplink(portId))
      refuse(`${this.table.name(portId)} is a PON port: trunks bundle GE and XGE ports`);
  }

  private checkJoin(portId: number, trunkId: number): void {
    this.checkUplink(portId);
    const other = this.table.lagOf(portId);
    if (other !== 0 && other !== trunkId) refuse(`${this.table.name(portId)} is a member of LAG${other} already`);
  }
}

function checkPriority(value: number, field: string): void {
  if (!Number.isInteger(value) || value < LACP_PRIORITY.min || value > LACP_PRIORITY.max)
    refuse(`${field} must be ${LACP_PRIORITY.min}–${LACP_PRIORITY.max}`);
}

function checkPort(p: LacpPort): void {
  if (p.lacp_mode !== LACP_ACTIVITY.active && p.lacp_mode !== LACP_ACTIVITY.passive)
    refuse('lacp_mode must be 1 (active) or 2 (passive)');
  if (p.timeout !== LACP_TIMEOUT.long && p.timeout !== LACP_TIMEOUT.short)
    refuse('timeout must be 0 (long) or 1 (short)');
  checkPriority(p.port_priority, 'port_priority');
}
