import { z } from 'zod';
import {
  ACL_ACTION,
  BINDINGS_PER_PORT_MAX,
  FILTER_STATE,
  PACKET_VERDICT,
  WHOLE_ACL,
  aclKind,
  formatPortList,
  type AclKind,
  type FilterBinding,
  type Packet,
  type PacketVerdict,
  type TriedRule,
  ALARM_WORDS,
  wordsText,
  type WordArgs,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import { formatDeviceTime } from '../kernel/simClock.ts';
import type { AclArea } from '../acl/aclArea.ts';
import type { RuleRecord } from '../acl/aclRules.ts';
import type { PortTable } from '../ports/portTable.ts';
import type { PortsArea } from '../ports/portsArea.ts';
import type { OnusArea } from '../onus/onusArea.ts';
import type { PonArea } from '../pon/ponArea.ts';
import type { VlanArea } from '../vlan/vlanArea.ts';
import { macsUpstream } from '../mac/macLearning.ts';
import { downstreamFlows, upstreamFlows, type Flow } from './flows.ts';
import { meetRule } from './ruleMatch.ts';

const StoredBinding = z.strictObject({
  acl_id: z.number().int(),
  rule_id: z.number().int(),
  ports: z.array(z.number().int()),
});
type StoredBinding = z.output<typeof StoredBinding>;
const filterSections = sections({ packet_filter: { schema: z.array(StoredBinding) } });
type FilterConfig = {
  packet_filter: StoredBinding[];
  acl_lists: { acl_id: number; rules: { rule_id: number }[] }[];
};

/** How often the verdicts on the flows are worked out again (ONUs come and go, time ranges turn). */
const VERDICTS_EVERY_STEPS = 5;

/** A rule bound to a port, in the order the port tries it. */
interface BoundRule {
  aclId: number;
  kind: AclKind;
  rule: RuleRecord;
}

/** What the bound rules make of a port's inbound flows: the share let through, and each rule's share matched. */
interface PortVerdict {
  passShare: number;
  hits: { aclId: number; ruleId: number; share: number }[];
}

const sameBinding = (b: StoredBinding, aclId: number, ruleId: number) => b.acl_id === aclId && b.rule_id === ruleId;

/**
 * The packet filter (PF-01…03, our PF-X1): ACLs or single rules bound inbound to ports. A port tries its bound rules
 * ACL by ACL in id order, each ACL's rules in its own order; the first rule that applies (its time range, if any, is
 * active) and matches a packet decides: deny stops it, permit lets it through; a packet no rule matches passes. The
 * simulated traffic is a set of flows per port; what a denied flow carried is counted discarded on the port, and
 * every rule counts the packets it matched (its hits, on the ACL screen).
 */
export class FilterArea implements Area<FilterConfig> {
  readonly name = 'filter';
  readonly sections = filterSections;
  private bindings: StoredBinding[] = [];
  private readonly verdicts = new Map<number, PortVerdict>();
  private dirty = true;

  constructor(
    private readonly k: Kernel,
    private readonly table: PortTable,
    ports: PortsArea,
    private readonly acl: AclArea,
    private readonly onus: OnusArea,
    private readonly pon: PonArea,
    private readonly vlan: VlanArea,
  ) {
    ports.addFlowFilter((portId, direction, frames) => (direction === 'rx' ? this.pass(portId, frames) : 1));
    ports.onCountersCleared((portId) => {
      if (portId === 0) acl.clearHits();
    });
    acl.bindingCheck((aclId, ruleId) => this.boundPorts(aclId, ruleId));
    acl.onRulesChanged(() => (this.dirty = true));
  }

  /** PF-01, by ACL id then rule id. */
  list(): FilterBinding[] {
    const now = this.acl.now();
    return [...this.bindings]
      .sort((a, b) => a.acl_id - b.acl_id || a.rule_id - b.rule_id)
      .map((b) => ({
        acl_id: b.acl_id,
        rule_id: b.rule_id,
        port_list: formatPortList(b.ports),
        state: this.rulesOf(b).some((r) => this.acl.ruleApplies(r, now))
          ? FILTER_STATE.running
          : FILTER_STATE.notRunning,
      }));
  }

  /** PF-02: the binding is made or widened to these ports. */
  bind(aclId: number, ruleId: number, ports: readonly number[]): void {
    this.k.write(() => {
      this.requireRule(aclId, ruleId);
      for (const id of ports) if (!this.table.has(id)) refuse(`no port ${id}`);
      const existing = this.bindings.find((b) => sameBinding(b, aclId, ruleId));
      const adding = ports.filter((id) => !existing?.ports.includes(id));
      for (const id of adding) {
        const held = this.bindings.filter((b) => b.ports.includes(id)).length;
        if (held >= BINDINGS_PER_PORT_MAX)
          refuse(`${this.table.name(id)} holds ${BINDINGS_PER_PORT_MAX} bindings already: take one off first`);
      }
      if (existing) existing.ports = [...new Set([...existing.ports, ...ports])].sort((a, b) => a - b);
      else this.bindings.push({ acl_id: aclId, rule_id: ruleId, ports: [...new Set(ports)].sort((a, b) => a - b) });
      this.changed(ruleId === WHOLE_ACL ? ALARM_WORDS.filterAclBound : ALARM_WORDS.filterRuleBound, {
        acl: aclId,
        rule: ruleId,
        ports: formatPortList(ports),
      });
    });
  }

  /** PF-03: off these ports; a binding on no port is gone. */
  unbind(aclId: number, ruleId: number, ports: readonly number[]): void {
    this.k.write(() => {
      const existing = this.bindings.find((b) => sameBinding(b, aclId, ruleId));
      if (!existing) refuse(`${this.what(aclId, ruleId)} is not bound`);
      const off = ports.filter((id) => existing.ports.includes(id));
      if (off.length === 0) refuse(`${this.what(aclId, ruleId)} is not bound to ${formatPortList(ports)}`);
      existing.ports = existing.ports.filter((id) => !off.includes(id));
      if (existing.ports.length === 0) this.bindings = this.bindings.filter((b) => b !== existing);
      this.changed(ruleId === WHOLE_ACL ? ALARM_WORDS.filterAclOff : ALARM_WORDS.filterRuleOff, {
        acl: aclId,
        rule: ruleId,
        ports: formatPortList(off),
      });
    });
  }

  /** PF-X1: the port's bound rules tried on a packet at a moment (device time), in order, up to the deciding one. */
  wouldPass(portId: number, packet: Packet, atMs = this.acl.now()): PacketVerdict {
    if (!this.table.has(portId)) refuse(`no port ${portId}`);
    const tried: TriedRule[] = [];
    let decided: TriedRule | null = null;
    for (const { aclId, kind, rule } of this.rulesOn(portId)) {
      const active = this.acl.ruleApplies(rule, atMs);
      const meeting = active ? meetRule(kind, rule, packet) : { matched: false, missing: [] };
      const entry: TriedRule = {
        acl_id: aclId,
        rule_id: rule.rule_id,
        action: rule.action,
        timerange: rule.timerange,
        active: active ? 1 : 0,
        matched: meeting.matched ? 1 : 0,
        missing: meeting.missing,
      };
      tried.push(entry);
      if (meeting.matched) {
        decided = entry;
        break;
      }
    }
    const verdict = decided
      ? decided.action === ACL_ACTION.deny
        ? PACKET_VERDICT.stopped
        : PACKET_VERDICT.passes
      : PACKET_VERDICT.unmatched;
    return {
      port_id: portId,
      time: formatDeviceTime(atMs),
      verdict,
      passes: verdict === PACKET_VERDICT.stopped ? 0 : 1,
      decided_by: decided,
      tried,
    };
  }

  /** The rules a port tries, in order: ACL by ACL by id, each ACL's rules (or its one bound rule) in its order. */
  rulesOn(portId: number): BoundRule[] {
    const held = this.bindings
      .filter((b) => b.ports.includes(portId))
      .sort((a, b) => a.acl_id - b.acl_id || a.rule_id - b.rule_id);
    return held.flatMap((b) =>
      this.rulesOf(b).map((rule) => ({ aclId: b.acl_id, kind: aclKind(b.acl_id) as AclKind, rule })),
    );
  }

  step(_atMs: number, step: number): void {
    if (this.dirty || step % VERDICTS_EVERY_STEPS === 0) this.judgeFlows();
  }

  exportSection(): unknown {
    return structuredClone(this.bindings);
  }

  check(config: FilterConfig): void {
    const acls = new Map(config.acl_lists.map((a) => [a.acl_id, a.rules.map((r) => r.rule_id)]));
    for (const b of config.packet_filter) {
      const rules = acls.get(b.acl_id);
      if (!rules) refuse(`packet filter: ACL ${b.acl_id} does not exist`);
      if (b.rule_id !== WHOLE_ACL && !rules.includes(b.rule_id))
        refuse(`packet filter: ACL ${b.acl_id} has no rule ${b.rule_id}`);
      if (b.ports.length === 0 || b.ports.some((id) => !this.table.has(id)))
        refuse(`packet filter: ${this.what(b.acl_id, b.rule_id)} names a port the device does not have`);
    }
  }

  load(config: FilterConfig): void {
    this.bindings = structuredClone(config.packet_filter);
    this.dirty = true;
  }

  private changed(template: string, args: WordArgs): void {
    this.k.journal.section('packet_filter');
    this.k.alarms.log(wordsText(template, args));
    this.dirty = true;
  }

  private what(aclId: number, ruleId: number): string {
    return ruleId === WHOLE_ACL ? `ACL ${aclId}` : `ACL ${aclId} rule ${ruleId}`;
  }

  private requireRule(aclId: number, ruleId: number): void {
    const rules = this.acl.rules(aclId);
    if (!rules) refuse(`ACL ${aclId} does not exist`);
    if (ruleId !== WHOLE_ACL && !rules.some((r) => r.rule_id === ruleId)) refuse(`ACL ${aclId} has no rule ${ruleId}`);
  }

  private rulesOf(b: StoredBinding): RuleRecord[] {
    const rules = this.acl.rules(b.acl_id) ?? [];
    return b.rule_id === WHOLE_ACL ? [...rules] : rules.filter((r) => r.rule_id === b.rule_id);
  }

  /** The ports a binding of an ACL (or of one of its rules) holds, for the ACL area's refusal; null when none. */
  private boundPorts(aclId: number, ruleId?: number): string | null {
    const held = this.bindings.filter(
      (b) => b.acl_id === aclId && (ruleId === undefined || b.rule_id === ruleId || b.rule_id === WHOLE_ACL),
    );
    if (held.length === 0) return null;
    // a rule of a whole-ACL binding may go: the ACL stays bound with its other rules
    if (ruleId !== undefined && held.every((b) => b.rule_id === WHOLE_ACL)) return null;
    return formatPortList(held.flatMap((b) => b.ports));
  }

  /** A port's share of inbound traffic let through, counting the frames each rule matched as its hits. */
  private pass(portId: number, frames: number): number {
    const v = this.verdicts.get(portId);
    if (!v) return 1;
    for (const h of v.hits) this.acl.countHit(h.aclId, h.ruleId, frames * h.share);
    return v.passShare;
  }

  private judgeFlows(): void {
    this.dirty = false;
    this.verdicts.clear();
    const bound = new Set(this.bindings.flatMap((b) => b.ports));
    if (bound.size === 0) return;
    const now = this.acl.now();
    let downstream: Flow[] | undefined;
    for (const portId of bound) {
      const rules = this.rulesOn(portId).filter((r) => this.acl.ruleApplies(r.rule, now));
      const flows = this.pon.has(portId)
        ? this.flowsUp(portId)
        : (downstream ??= downstreamFlows(this.senders(), this.gatewayMac()));
      const hits = new Map<string, { aclId: number; ruleId: number; share: number }>();
      let passShare = 0;
      for (const flow of flows) {
        const rule = rules.find((r) => meetRule(r.kind, r.rule, flow.packet).matched);
        if (!rule || rule.rule.action !== ACL_ACTION.deny) passShare += flow.share;
        if (!rule) continue;
        const key = `${rule.aclId}/${rule.rule.rule_id}`;
        const hit = hits.get(key) ?? { aclId: rule.aclId, ruleId: rule.rule.rule_id, share: 0 };
        hit.share += flow.share;
        hits.set(key, hit);
      }
      // a port without flows (no ONU online) lets everything through: there is nothing to judge
      this.verdicts.set(portId, {
        passShare: flows.length === 0 ? 1 : Math.min(1, passShare),
        hits: [...hits.values()],
      });
    }
  }

  /** Every online ONU's flows, upstream as they leave the uplinks and downstream as they arrive (trunks hash them). */
  allFlows(): { up: Flow[]; down: Flow[] } {
    const senders = this.senders();
    return { up: upstreamFlows(senders, this.gatewayMac()), down: downstreamFlows(senders, this.gatewayMac()) };
  }

  private senders(portId?: number) {
    const onus = portId === undefined ? this.onus.all() : this.onus.onPon(portId);
    return onus.filter((o) => o.status === 'Online').map((onu) => ({ onu, vlanId: this.vlan.pvidOf(onu.portId) }));
  }

  private flowsUp(portId: number): Flow[] {
    return upstreamFlows(this.senders(portId), this.gatewayMac());
  }

  private gatewayMac(): string {
    const uplink = this.table.ids().find((id) => this.table.isUplink(id)) ?? 0;
    return macsUpstream(uplink, this.k.options.seed)[0] as string;
  }
}
