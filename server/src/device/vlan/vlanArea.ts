import { z } from 'zod';
import type { PortVlan, QinqEntry, VlanRow, VlanTranslation } from '@olt/protocol';
import { ALARM_WORDS, settingWord, wordsText } from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { PortTable } from '../ports/portTable.ts';
import { factoryVlans } from './factoryVlans.ts';
import { VlanActions } from './vlanActions.ts';
import { Vlans } from './vlans.ts';

const int = z.number().int();
const VlanConfig = z.strictObject({
  vlan_id: int,
  vlan_name: z.string(),
  vlan_desc: z.string(),
  tagged: z.array(int),
  untagged: z.array(int),
});
const PortVlanConfig = z.strictObject({ port_id: int, port_type: int, pvid: int, priority: int });
const Translation = z.strictObject({ port_id: int, old_vlan: int, new_vlan: int, new_vlan_pri: int });
type VlanRecord = z.output<typeof VlanConfig>;
const Qinq = z.strictObject({ port_id: int, cvlan: int, cvlan_s: int, cvlan_e: int, svlan: int, svlan_pri: int });

/** VLANs are stored one row per VLAN: a device may hold thousands, and a rename writes one. */
const vlanSections = sections({
  vlans: {
    schema: z.array(VlanConfig),
    keyed: {
      keyOf: (v: VlanRecord) => String(v.vlan_id),
      order: (a: VlanRecord, b: VlanRecord) => a.vlan_id - b.vlan_id,
    },
  },
  portVlans: { schema: z.array(PortVlanConfig) },
  translations: { schema: z.array(Translation) },
  qinq: { schema: z.array(Qinq) },
});
type VlanConfigValues = { [K in keyof typeof vlanSections]: z.output<(typeof vlanSections)[K]['schema']> };

const span = (start: number, end: number): string => (start === end ? String(start) : `${start}-${end}`);

/** VLANs and the ports' VLAN settings (VLAN-01…15), VLAN translation (VLAN-16…18) and QinQ (VLAN-19…21). */
export class VlanArea implements Area<VlanConfigValues> {
  readonly name = 'vlan';
  readonly sections = vlanSections;
  private readonly vlans: Vlans;
  private readonly actions: VlanActions;

  constructor(
    private readonly k: Kernel,
    private readonly ports: PortTable,
  ) {
    this.vlans = new Vlans(ports);
    this.actions = new VlanActions((id) => ports.has(id));
    const factory = factoryVlans(ports);
    this.vlans.replace(factory.vlans, factory.portVlans);
    this.actions.replace(factory.translations, factory.qinq);
  }

  /** VLAN-02: every VLAN, ascending; cached until the next change. */
  table(): VlanRow[] {
    return this.vlans.table();
  }

  has(vlanId: number): boolean {
    return this.vlans.has(vlanId);
  }

  pvidOf(portId: number): number {
    return this.vlans.pvidOf(portId);
  }

  /** VLAN-03: creates the VLANs of the range not there yet (one VLAN when `end` = `start`); answers how many. */
  create(start: number, end: number): number {
    return this.change(
      'vlans',
      () => this.vlans.create(start, end),
      wordsText(ALARM_WORDS.vlanCreated, { vlans: span(start, end) }),
    );
  }

  /** VLAN-05/07: VLAN 1 never goes, nor a VLAN that is a port's default VLAN; answers how many went. */
  destroy(start: number, end: number): number {
    return this.change(
      'vlans',
      () => this.vlans.destroy(start, end),
      wordsText(ALARM_WORDS.vlanDeleted, { vlans: span(start, end) }),
    );
  }

  /**
   * VLAN-04/06: the whole member lists of each VLAN of the range. A port tagged and untagged at once is refused
   * (not answered with a warning): a refusal changes nothing, which a partial success could not promise.
   */
  setMembers(start: number, end: number, tagged: readonly number[], untagged: readonly number[]): void {
    this.change(
      'vlans',
      () => this.vlans.setMembers(start, end, tagged, untagged),
      wordsText(ALARM_WORDS.vlanMembersSet, { vlans: span(start, end) }),
    );
  }

  /** VLAN-08. */
  setName(vlanId: number, name: string): void {
    this.change('vlans', () => this.vlans.setName(vlanId, name), wordsText(ALARM_WORDS.vlanRenamed, { vlan: vlanId }));
  }

  /** VLAN-09. */
  setDesc(vlanId: number, desc: string): void {
    this.change(
      'vlans',
      () => this.vlans.setDesc(vlanId, desc),
      wordsText(ALARM_WORDS.vlanDescChanged, { vlan: vlanId }),
    );
  }

  /** VLAN-10: the listed ports take this VLAN as their default VLAN. */
  setDefaultPorts(vlanId: number, portIds: readonly number[]): void {
    this.change(
      'both',
      () => this.vlans.setDefaultPorts(vlanId, portIds),
      wordsText(ALARM_WORDS.vlanDefaultOf, { vlan: vlanId, ports: portIds.join(',') }),
    );
  }

  /** VLAN-11. */
  portVlans(): PortVlan[] {
    return this.vlans.portVlans();
  }

  /** VLAN-12: 1 access, 2 trunk, 3 hybrid; setting the type a port has changes nothing. */
  setPortType(portId: number, portType: number): void {
    this.k.write(() => {
      if (!this.vlans.setType(portId, portType)) return;
      this.k.journal.section('vlans', 'portVlans');
      this.k.alarms.log(
        wordsText(ALARM_WORDS.portVlanType, {
          port: this.ports.name(portId),
          portType: settingWord('portType', portType),
        }),
      );
    });
  }

  /** VLAN-13: `flags` 0x1 takes `pvid`, 0x2 takes `priority`. */
  setPortDefault(portId: number, flags: number, pvid?: number, priority?: number): void {
    this.change(
      'both',
      () => this.vlans.prepareDefault(portId, flags, pvid, priority)(),
      wordsText(ALARM_WORDS.portDefaultVlanChanged, { port: this.ports.name(portId) }),
    );
  }

  /**
   * Checks a default-VLAN change of a port (the ports area's PORT-02 with the PVID flag) and answers the function
   * that applies it, so both sides are checked before either changes.
   */
  preparePvid(portId: number, pvid: number | undefined): () => void {
    const apply = this.vlans.prepareDefault(portId, 1, pvid);
    return () => {
      apply();
      this.k.journal.section('vlans', 'portVlans');
    };
  }

  /** VLAN-14: `mode` 1 tagged, 2 untagged (hybrid only; a trunk is always tagged); `portType`, when given, must match. */
  addPortVlans(portId: number, vlanIds: readonly number[], mode: number, portType?: number): void {
    this.change(
      'both',
      () => this.vlans.addPortVlans(portId, vlanIds, mode, portType),
      wordsText(ALARM_WORDS.portJoinedVlans, { port: this.ports.name(portId) }),
    );
  }

  /** VLAN-15. */
  removePortVlans(portId: number, vlanIds: readonly number[], mode: number, portType?: number): void {
    this.change(
      'both',
      () => this.vlans.removePortVlans(portId, vlanIds, mode, portType),
      wordsText(ALARM_WORDS.portLeftVlans, { port: this.ports.name(portId) }),
    );
  }

  /** VLAN-16. */
  translations(): VlanTranslation[] {
    return this.actions.translations();
  }

  /** VLAN-17. */
  setTranslation(entry: VlanTranslation): void {
    this.change(
      'translations',
      () => this.actions.setTranslation(entry),
      wordsText(ALARM_WORDS.vlanTranslationSet, {
        port: this.ports.name(entry.port_id),
        from: entry.old_vlan,
        to: entry.new_vlan,
      }),
    );
  }

  /** VLAN-18. */
  deleteTranslation(portId: number, oldVlan: number): void {
    this.change(
      'translations',
      () => this.actions.deleteTranslation(portId, oldVlan),
      wordsText(ALARM_WORDS.vlanTranslationDeleted, { vlan: oldVlan, port: portId }),
    );
  }

  /** VLAN-19. */
  qinqs(): QinqEntry[] {
    return this.actions.qinqs();
  }

  /** VLAN-20: `cvlan` or `cvlan_s`–`cvlan_e` (the unused ones 0). */
  setQinq(entry: QinqEntry): void {
    this.change('qinq', () => this.actions.setQinq(entry), wordsText(ALARM_WORDS.qinqSet, { port: entry.port_id }));
  }

  /** VLAN-21. */
  deleteQinq(key: Pick<QinqEntry, 'port_id' | 'cvlan' | 'cvlan_s' | 'cvlan_e'>): void {
    this.change('qinq', () => this.actions.deleteQinq(key), wordsText(ALARM_WORDS.qinqDeleted, { port: key.port_id }));
  }

  exportSection(name: string): unknown {
    switch (name) {
      case 'vlans':
        return this.vlans.exportVlans();
      case 'portVlans':
        return this.vlans.exportPorts();
      case 'translations':
        return this.actions.translations();
      default:
        return this.actions.qinqs();
    }
  }

  /** Ports joining a trunk take the VLAN settings of `leader` (the lag area calls it once the table lists them). */
  adoptLagSettings(leader: number, joining: readonly number[]): void {
    this.vlans.adoptSettings(leader, joining);
    this.k.journal.section('vlans', 'portVlans');
  }

  /** The trunks of a candidate configuration decide which ports must share their VLAN settings. */
  check(config: VlanConfigValues & { trunks?: readonly { trunk_id: number; members: number[] }[] }): void {
    const view = config.trunks
      ? this.ports.withLags(new Map(config.trunks.map((t) => [t.trunk_id, t.members])))
      : this.ports;
    new Vlans(view).replace(config.vlans, config.portVlans);
    new VlanActions((id) => this.ports.has(id)).replace(config.translations, config.qinq);
  }

  load(config: VlanConfigValues): void {
    this.vlans.replace(config.vlans, config.portVlans);
    this.actions.replace(config.translations, config.qinq);
  }

  /** Runs a VLAN change and marks what it touched: memberships and default VLANs are seen from both sides. */
  private change<T>(touches: 'vlans' | 'both' | 'translations' | 'qinq', apply: () => T, what: string): T {
    return this.k.write(() => {
      const result = apply();
      if (touches === 'both') this.k.journal.section('vlans', 'portVlans');
      else this.k.journal.section(touches);
      this.k.alarms.log(what);
      return result;
    });
  }
}
