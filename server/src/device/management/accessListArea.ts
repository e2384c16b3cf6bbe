import { z } from 'zod';
import { ACCESS_RULES_MAX, type AccessRule, REFUSAL_WORDS, wordsText } from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import { isWebEnforced, webPermits } from './accessList.ts';
import { plainAddress } from './addresses.ts';
import { ALARM_WORDS } from '@olt/protocol';

const Rule = z.strictObject({
  name: z.string(),
  afi: z.number().int(),
  type: z.number().int(),
  hostip: z.string(),
  macaddr: z.string(),
  access: z.number().int(),
});
const accessListSections = sections({ access_list: { schema: z.array(Rule) } });
type AccessListConfig = { access_list: AccessRule[] };

/**
 * The management access list (api.md §2.31): who may reach the device's services. The web service enforces it
 * (http/accessGate.ts); a change that would refuse the address making it is refused, so nobody locks themselves out
 * through the console (the start option --ignore-access-list recovers from anything else).
 */
export class AccessListArea implements Area<AccessListConfig> {
  readonly name = 'accessList';
  readonly sections = accessListSections;
  private rules: AccessRule[] = [];

  constructor(private readonly k: Kernel) {}

  list(): AccessRule[] {
    return this.rules.map((r) => ({ ...r }));
  }

  /** Whether the list decides who reaches the web service (a Web or All permit rule). */
  isEnforced(): boolean {
    return isWebEnforced(this.rules);
  }

  /** Whether the web service answers `address`. */
  permitsWeb(address: string): boolean {
    return webPermits(this.rules, address);
  }

  /** SACL-02: refused when the new list would refuse `client`, the address making the change. */
  add(rule: AccessRule, client: string): void {
    this.change(() => {
      if (this.rules.some((r) => r.name === rule.name))
        refuse(wordsText(REFUSAL_WORDS.ruleExists, { name: rule.name }));
      if (this.rules.length >= ACCESS_RULES_MAX) refuse(`at most ${ACCESS_RULES_MAX} access rules`);
      return {
        next: [...this.rules, { ...rule, macaddr: rule.macaddr.toLowerCase() }],
        what: wordsText(ALARM_WORDS.accessRuleAdded, { name: rule.name }),
      };
    }, client);
  }

  /** SACL-03: refused when the remaining list would refuse `client`. */
  delete(name: string, client: string): void {
    this.change(() => {
      if (!this.rules.some((r) => r.name === name)) refuse(`no access rule named ${name}`);
      return {
        next: this.rules.filter((r) => r.name !== name),
        what: wordsText(ALARM_WORDS.accessRuleDeleted, { name }),
      };
    }, client);
  }

  exportSection(): AccessRule[] {
    return this.list();
  }

  load(config: AccessListConfig): void {
    this.rules = structuredClone(config.access_list);
  }

  private change(plan: () => { next: AccessRule[]; what: string }, client: string): void {
    this.k.write(() => {
      const { next, what } = plan();
      if (!webPermits(next, client)) {
        refuse(`this change would refuse your own address ${plainAddress(client)}: add a rule that permits it first`);
      }
      this.rules = next;
      this.k.journal.section('access_list');
      this.k.alarms.log(what);
    });
  }
}
