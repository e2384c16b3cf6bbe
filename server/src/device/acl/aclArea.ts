import { z } from 'zod';
import {
  AbsolutePeriod,
  AclRule,
  RELATIVE_DAYS,
  RULE_ID,
  aclKind,
  ruleIssues,
  type AclKind,
  type AclRow,
  type RuleParam,
  type TimeRange,
  ALARM_WORDS,
  wordsText,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import { ruleRecord, shownRule, type RuleRecord } from './aclRules.ts';
import { TimeRanges, type TimeRangeRecord } from './timeRanges.ts';

const StoredRule = z.strictObject(AclRule.omit({ hits: true, active: true }).shape);
const StoredAcl = z.strictObject({ acl_id: z.number().int(), rules: z.array(StoredRule) });
const StoredRange = z.strictObject({
  name: z.string(),
  absolute: z.array(z.strictObject(AbsolutePeriod.shape)),
  relative: z.array(z.strictObject({ stime: z.string(), etime: z.string(), day: z.enum(RELATIVE_DAYS) })),
});
type StoredAcl = z.output<typeof StoredAcl>;

/** ACLs are stored one row per ACL: a device may hold thousands, and a rule change writes its ACL's row. */
export const aclSections = sections({
  acl_time_ranges: { schema: z.array(StoredRange) },
  acl_lists: {
    schema: z.array(StoredAcl),
    keyed: { keyOf: (a: StoredAcl) => String(a.acl_id), order: (a: StoredAcl, b: StoredAcl) => a.acl_id - b.acl_id },
  },
});
type AclConfig = { acl_time_ranges: TimeRangeRecord[]; acl_lists: StoredAcl[] };

/** Whether a binding (the packet filter) holds an ACL, or one rule of it; the filter area answers. */
export type BindingCheck = (aclId: number, ruleId?: number) => string | null;

const hitKey = (aclId: number, ruleId: number) => `${aclId}/${ruleId}`;

/**
 * Time ranges and ACLs (api.md §2.13–2.14): basic, advanced and link ACLs with their rules in order, each rule
 * optionally limited to a time range, which is active by the device clock. The packet filter binds them to ports and
 * counts each rule's hits here.
 */
export class AclArea implements Area<AclConfig> {
  readonly name = 'acl';
  readonly sections = aclSections;
  private readonly ranges = new TimeRanges();
  private acls = new Map<number, RuleRecord[]>();
  private readonly hits = new Map<string, number>();
  private bound: BindingCheck = () => null;
  private readonly ruleListeners: (() => void)[] = [];

  constructor(
    private readonly k: Kernel,
    /** the device clock time ranges follow */
    private readonly clock: () => number = () => k.now(),
  ) {}

  /** The packet filter says which ACLs and rules it binds, so that they are not deleted under it. */
  bindingCheck(check: BindingCheck): void {
    this.bound = check;
  }

  /** Another area that acts on the rules (the packet filter) hears of every change to them. */
  onRulesChanged(listener: () => void): void {
    this.ruleListeners.push(listener);
  }

  /** The device clock the time ranges follow, epoch milliseconds. */
  now(): number {
    return this.clock();
  }

  // ---- time ranges

  timeRanges(name?: string): TimeRange[] {
    return this.ranges.list(this.clock(), name);
  }

  /** Whether a time range is active now, or at `atMs`. */
  isRangeActive(name: string, atMs = this.clock()): boolean {
    return this.ranges.isActive(name, atMs);
  }

  addPeriod(name: string, period: Parameters<TimeRanges['addPeriod']>[1]): void {
    this.k.write(() => {
      this.ranges.addPeriod(name, period);
      this.k.journal.section('acl_time_ranges');
      this.k.alarms.log(wordsText(ALARM_WORDS.aclTimePeriodAdded, { name }));
    });
  }

  /** TR-04: `all`, a whole range (no time given), or one period of it. */
  deleteTimeRange(name: string, time: string, day: string): void {
    this.k.write(() => {
      if (name !== 'all' && !this.ranges.has(name)) refuse(`no time range named ${name}`);
      if (name !== 'all' && time !== '') {
        this.ranges.deletePeriod(name, time, day);
      } else {
        const names = name === 'all' ? this.ranges.names() : [name];
        for (const n of names) {
          const user = this.ruleUsing(n);
          if (user) refuse(`time range ${n} is used by ${user}: change that rule first`);
        }
        this.ranges.delete(names);
      }
      this.k.journal.section('acl_time_ranges');
      this.k.alarms.log(
        time === ''
          ? wordsText(ALARM_WORDS.aclTimeRangeDeleted, { name })
          : wordsText(ALARM_WORDS.aclTimePeriodDeleted, { name, day, time }),
      );
    });
  }

  // ---- ACLs

  list(from: number, to: number): AclRow[] {
    const now = this.clock();
    return [...this.acls.entries()]
      .filter(([id]) => id >= from && id <= to)
      .sort(([a], [b]) => a - b)
      .map(([acl_id, rules]) => ({
        acl_id,
        rule: rules.map((r) => ({
          ...shownRule(aclKind(acl_id) as AclKind, r),
          hits: this.hits.get(hitKey(acl_id, r.rule_id)) ?? 0,
          active: this.ruleApplies(r, now) ? 1 : 0,
        })),
      }));
  }

  has(aclId: number): boolean {
    return this.acls.has(aclId);
  }

  /** The rules of an ACL in order (a copy), or undefined. */
  rules(aclId: number): readonly RuleRecord[] | undefined {
    return this.acls.get(aclId)?.map((r) => ({ ...r }));
  }

  /** Whether a rule applies at a moment: it has no time range, or its time range is active then. */
  ruleApplies(rule: RuleRecord, atMs = this.clock()): boolean {
    return rule.timerange === '' || this.ranges.isActive(rule.timerange, atMs);
  }

  create(aclId: number): void {
    this.k.write(() => {
      if (aclKind(aclId) === null) refuse(`ACL ${aclId} is outside 2000–5999`);
      if (this.acls.has(aclId)) refuse(`ACL ${aclId} already exists`);
      this.acls.set(aclId, []);
      this.k.journal.record('acl_lists', String(aclId));
      this.rulesChanged();
      this.k.alarms.log(wordsText(ALARM_WORDS.aclCreated, { acl: aclId }));
    });
  }

  /** ACL-03: every ACL in the range; none is deleted when one of them is bound or none exists. */
  deleteRange(from: number, to: number): number {
    return this.k.write(() => {
      const ids = [...this.acls.keys()].filter((id) => id >= from && id <= to);
      if (ids.length === 0) refuse(`no ACL in ${from}-${to}`);
      for (const id of ids) {
        const binding = this.bound(id);
        if (binding) refuse(`ACL ${id} is bound to ${binding}: remove it from the packet filter first`);
      }
      for (const id of ids) {
        for (const r of this.acls.get(id) ?? []) this.hits.delete(hitKey(id, r.rule_id));
        this.acls.delete(id);
        this.k.journal.record('acl_lists', String(id));
      }
      this.k.alarms.log(wordsText(ALARM_WORDS.aclsDeleted, { from, to, count: ids.length }));
      return ids.length;
    });
  }

  /** ACL-04…06: a new rule goes last; an existing rule id is changed where it stands. */
  setRule(p: RuleParam): void {
    this.k.write(() => {
      const issue = ruleIssues(p)[0];
      if (issue) refuse(`invalid param.${issue.path}: ${issue.message}`);
      const rules = this.aclOf(p.acl_id);
      const rule = ruleRecord(p);
      if (rule.timerange !== '' && !this.ranges.has(rule.timerange)) refuse(`no time range named ${rule.timerange}`);
      const at = rules.findIndex((r) => r.rule_id === p.rule_id);
      if (at >= 0) rules[at] = rule;
      else {
        if (rules.length >= RULE_ID.max) refuse(`an ACL holds at most ${RULE_ID.max} rules`);
        rules.push(rule);
      }
      this.k.journal.record('acl_lists', String(p.acl_id));
      this.rulesChanged();
      const template = at >= 0 ? ALARM_WORDS.aclRuleChanged : ALARM_WORDS.aclRuleAdded;
      this.k.alarms.log(wordsText(template, { acl: p.acl_id, rule: p.rule_id }));
    });
  }

  deleteRule(aclId: number, ruleId: number): void {
    this.k.write(() => {
      const rules = this.aclOf(aclId);
      if (!rules.some((r) => r.rule_id === ruleId)) refuse(`ACL ${aclId} has no rule ${ruleId}`);
      const binding = this.bound(aclId, ruleId);
      if (binding) refuse(`ACL ${aclId} rule ${ruleId} is bound to ${binding}: remove it from the packet filter first`);
      this.acls.set(
        aclId,
        rules.filter((r) => r.rule_id !== ruleId),
      );
      this.hits.delete(hitKey(aclId, ruleId));
      this.k.journal.record('acl_lists', String(aclId));
      this.rulesChanged();
      this.k.alarms.log(wordsText(ALARM_WORDS.aclRuleDeleted, { acl: aclId, rule: ruleId }));
    });
  }

  /** ACL-08: the new order names every rule of the ACL exactly once. */
  reorder(aclId: number, order: readonly number[]): void {
    this.k.write(() => {
      const rules = this.aclOf(aclId);
      const ids = rules.map((r) => r.rule_id);
      const same = order.length === ids.length && order.every((id) => ids.includes(id));
      if (!same) refuse(`new_rule_id must list every rule of ACL ${aclId} once: ${ids.join(',') || 'none'}`);
      this.acls.set(
        aclId,
        order.map((id) => rules.find((r) => r.rule_id === id) as RuleRecord),
      );
      this.k.journal.record('acl_lists', String(aclId));
      this.rulesChanged();
      this.k.alarms.log(wordsText(ALARM_WORDS.aclRulesOrdered, { acl: aclId, order: order.join(',') }));
    });
  }

  /** Counts packets a rule matched (the packet filter's evaluation). */
  countHit(aclId: number, ruleId: number, packets: number): void {
    const key = hitKey(aclId, ruleId);
    this.hits.set(key, (this.hits.get(key) ?? 0) + packets);
  }

  /** Hits begin again, with the port counters. */
  clearHits(): void {
    this.hits.clear();
  }

  exportSection(name: string): unknown {
    return name === 'acl_time_ranges' ? this.ranges.export() : this.exportAcls();
  }

  exportRecord(_name: string, key: string): unknown {
    const rules = this.acls.get(Number(key));
    return rules ? { acl_id: Number(key), rules: structuredClone(rules) } : undefined;
  }

  check(config: AclConfig): void {
    const names = new Set(config.acl_time_ranges.map((r) => r.name));
    for (const acl of config.acl_lists) {
      if (aclKind(acl.acl_id) === null) refuse(`ACL ${acl.acl_id} is outside 2000–5999`);
      const ids = acl.rules.map((r) => r.rule_id);
      if (new Set(ids).size !== ids.length || ids.length > RULE_ID.max) refuse(`ACL ${acl.acl_id}: rule ids repeat`);
      for (const r of acl.rules) {
        if (r.timerange !== '' && !names.has(r.timerange)) refuse(`ACL ${acl.acl_id}: no time range ${r.timerange}`);
      }
    }
  }

  load(config: AclConfig): void {
    this.ranges.replace(config.acl_time_ranges);
    this.acls = new Map(config.acl_lists.map((a) => [a.acl_id, structuredClone(a.rules)]));
    this.hits.clear();
    this.rulesChanged();
  }

  reboot(): void {
    this.hits.clear();
  }

  private exportAcls(): StoredAcl[] {
    return [...this.acls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([acl_id, rules]) => ({ acl_id, rules: structuredClone(rules) }));
  }

  private rulesChanged(): void {
    for (const listener of this.ruleListeners) listener();
  }

  private aclOf(aclId: number): RuleRecord[] {
    const rules = this.acls.get(aclId);
    if (!rules) refuse(`ACL ${aclId} does not exist`);
    return rules;
  }

  private ruleUsing(range: string): string | null {
    for (const [id, rules] of this.acls) {
      const rule = rules.find((r) => r.timerange === range);
      if (rule) return `ACL ${id} rule ${rule.rule_id}`;
    }
    return null;
  }
}
