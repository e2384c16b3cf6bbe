import { z } from 'zod';
import {
  FAST_LEAVE,
  MC_GROUPS,
  MC_TAG_MODES as TAG,
  MC_TRANSLATIONS_PER_PORT_MAX,
  MC_VLANS_PER_PORT_MAX,
  onuLabel,
  type OnuMcPort,
  ALARM_WORDS,
  settingWord,
  wordsText,
  type WordArgs,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import { hash32 } from '../kernel/random.ts';
import type { OnusArea } from '../onus/onusArea.ts';
import { OnuRecords, onuKeyed } from '../onus/onuRecords.ts';
import type { Onu } from '../onus/onuStore.ts';

const int = z.number().int();
const McPort = z.strictObject({
  op_id: int,
  group_num_max: int,
  tag_mode: int,
  mvlans: z.array(int),
  translations: z.array(z.strictObject({ svlan: int, cvlan: int })),
});
type McPort = z.output<typeof McPort>;
const McRecord = z.strictObject({ port_id: int, onu_id: int, mc_mode: int, fast_leave: int, ports: z.array(McPort) });
type McRecord = z.output<typeof McRecord>;
const onuMulticastSections = sections({
  onuMulticast: { schema: z.array(McRecord), keyed: onuKeyed<McRecord>() },
});
type McConfig = { onuMulticast: McRecord[]; onus: readonly { port_id: number; onu_id: number }[] };

/** What a UNI port allows out of the box: 64 groups, untagged to the subscriber, no multicast VLAN. */
const DEFAULT_GROUPS = 64;
const defaultPort = (opId: number): McPort => ({
  op_id: opId,
  group_num_max: DEFAULT_GROUPS,
  tag_mode: TAG.untag,
  mvlans: [],
  translations: [],
});

/** ONU-46/47 as the device reads them. */
interface McTagChange {
  tag_mode?: number | undefined;
  svlan?: number | undefined;
  cvlan?: number | undefined;
}

/**
 * ONU multicast (ONU-41…53): the ONU's mode and fast leave, and per UNI port the group limit, the multicast VLANs and
 * how they reach the subscriber (tagged, untagged, or translated svlan → cvlan, where svlan is one of the port's
 * multicast VLANs). Settings travel to the ONU, which must be online; they are read from the device's copy.
 */
export class OnuMulticastArea implements Area<McConfig> {
  readonly name = 'onuMulticast';
  readonly sections = onuMulticastSections;
  private readonly records: OnuRecords<McRecord>;

  constructor(
    private readonly k: Kernel,
    private readonly onus: OnusArea,
  ) {
    this.records = new OnuRecords(k, 'onuMulticast', onus);
  }

  /** ONU-41. */
  config(portId: number, onuId: number): { mc_mode: number; fast_leave: number } {
    const r = this.of(this.onus.onu(portId, onuId));
    return { mc_mode: r.mc_mode, fast_leave: r.fast_leave };
  }

  /** ONU-42. */
  setMode(portId: number, onuId: number, mode: number): void {
    if (mode !== 0 && mode !== 1) refuse('mc_mode must be 0 (IGMP snooping) or 1 (CTC)');
    const said = { mcMode: settingWord('mcMode', mode) };
    this.change(portId, onuId, ALARM_WORDS.onuMcMode, said, (r) => ({ ...r, mc_mode: mode }));
  }

  /** ONU-43. */
  setFastLeave(portId: number, onuId: number, fastLeave: number): void {
    if (fastLeave !== FAST_LEAVE.enabled && fastLeave !== FAST_LEAVE.disabled)
      refuse('fast_leave must be 2 (enabled) or 1 (disabled)');
    const said = { fastLeave: settingWord('fastLeave', fastLeave) };
    this.change(portId, onuId, ALARM_WORDS.onuMcFastLeave, said, (r) => ({ ...r, fast_leave: fastLeave }));
  }

  /** ONU-44. */
  ports(portId: number, onuId: number): OnuMcPort[] {
    return this.of(this.onus.onu(portId, onuId)).ports.map(({ op_id, group_num_max, tag_mode }) => ({
      op_id,
      group_num_max,
      tag_mode,
    }));
  }

  /** ONU-45. */
  setGroupMax(portId: number, onuId: number, opId: number, max: number): void {
    if (!Number.isInteger(max) || max < MC_GROUPS.min || max > MC_GROUPS.max) refuse('group_num_max must be 0–255');
    this.changePort(portId, onuId, opId, ALARM_WORDS.onuMcGroupsMax, { max }, (p) => ({ ...p, group_num_max: max }));
  }

  /** ONU-46: leaving translate mode drops the pairs; in translate mode svlan → cvlan is added. */
  setTagMode(portId: number, onuId: number, opId: number, change: McTagChange): void {
    const mode = change.tag_mode;
    if (mode !== TAG.tag && mode !== TAG.untag && mode !== TAG.translate) refuse('tag_mode must be 0, 1 or 2');
    const said = { mcTagMode: settingWord('mcTagMode', mode) };
    this.changePort(portId, onuId, opId, ALARM_WORDS.onuMcTagMode, said, (p) => {
      if (mode !== TAG.translate) return { ...p, tag_mode: mode, translations: [] };
      const { svlan, cvlan } = change;
      if (svlan === undefined || cvlan === undefined) refuse('translate mode needs svlan and cvlan (1–4094)');
      if (!p.mvlans.includes(svlan)) refuse(`svlan ${svlan} is not a multicast VLAN of port ${p.op_id}; add it first`);
      if (p.translations.some((t) => t.svlan === svlan)) refuse(`multicast VLAN ${svlan} is already translated`);
      if (p.translations.length >= MC_TRANSLATIONS_PER_PORT_MAX)
        refuse(`a port holds at most ${MC_TRANSLATIONS_PER_PORT_MAX} translations`);
      return { ...p, tag_mode: mode, translations: [...p.translations, { svlan, cvlan }] };
    });
  }

  /** ONU-47. */
  deleteTranslation(portId: number, onuId: number, opId: number, svlan?: number, cvlan?: number): void {
    this.changePort(portId, onuId, opId, ALARM_WORDS.onuMcTranslationRemoved, { svlan: String(svlan) }, (p) => {
      const found = p.translations.find((t) => t.svlan === svlan && (cvlan === undefined || t.cvlan === cvlan));
      if (!found) refuse(`port ${p.op_id} has no multicast translation ${String(svlan)} → ${String(cvlan)}`);
      return { ...p, translations: p.translations.filter((t) => t !== found) };
    });
  }

  /** ONU-48. */
  translations(portId: number, onuId: number, opId: number): { svlan: number; cvlan: number }[] {
    return this.portOf(this.onus.onu(portId, onuId), opId).translations.map((t) => ({ ...t }));
  }

  /** ONU-49. */
  vlans(portId: number, onuId: number): { op_id: number; mvlan: number }[] {
    return this.of(this.onus.onu(portId, onuId)).ports.flatMap((p) =>
      p.mvlans.map((mvlan) => ({ op_id: p.op_id, mvlan })),
    );
  }

  /** ONU-50. */
  addVlan(portId: number, onuId: number, opId: number, mvlan: number): void {
    this.changePort(portId, onuId, opId, ALARM_WORDS.onuMcVlanAdded, { vlan: mvlan }, (p) => {
      if (p.mvlans.includes(mvlan)) refuse(`VLAN ${mvlan} is already a multicast VLAN of port ${p.op_id}`);
      if (p.mvlans.length >= MC_VLANS_PER_PORT_MAX)
        refuse(`a port holds at most ${MC_VLANS_PER_PORT_MAX} multicast VLANs`);
      return { ...p, mvlans: [...p.mvlans, mvlan].sort((a, b) => a - b) };
    });
  }

  /** ONU-51. */
  deleteVlan(portId: number, onuId: number, opId: number, mvlan: number): void {
    this.changePort(portId, onuId, opId, ALARM_WORDS.onuMcVlanRemoved, { vlan: mvlan }, (p) => {
      if (!p.mvlans.includes(mvlan)) refuse(`VLAN ${mvlan} is not a multicast VLAN of port ${p.op_id}`);
      if (p.translations.some((t) => t.svlan === mvlan))
        refuse(`multicast VLAN ${mvlan} is translated; remove that first`);
      return { ...p, mvlans: p.mvlans.filter((v) => v !== mvlan) };
    });
  }

  /** ONU-52: the port's multicast VLANs and translations go. */
  clearVlans(portId: number, onuId: number, opId: number): void {
    this.changePort(portId, onuId, opId, ALARM_WORDS.onuMcVlansCleared, {}, (p) => ({
      ...p,
      mvlans: [],
      translations: [],
    }));
  }

  /** What the OLT's IGMP snooping enforces per UNI port: its group limit and multicast VLANs (none set = any). */
  limits(onu: Onu): { op_id: number; group_num_max: number; mvlans: readonly number[]; fastLeave: boolean }[] {
    const r = this.of(onu);
    return r.ports.map((p) => ({
      op_id: p.op_id,
      group_num_max: p.group_num_max,
      mvlans: p.mvlans,
      fastLeave: r.fast_leave === FAST_LEAVE.enabled,
    }));
  }

  /** ONU-53: while the ONU is online, the subscribers behind each port watch a few groups of each multicast VLAN. */
  groups(portId: number, onuId: number): { op_id: number; mvlan: number; group_ip: string }[] {
    const onu = this.onus.onu(portId, onuId);
    if (onu.status !== 'Online') return [];
    return this.of(onu).ports.flatMap((p) =>
      p.mvlans.flatMap((mvlan) => {
        const h = hash32(`${onu.mac}/${p.op_id}/${mvlan}`);
        const count = Math.min(p.group_num_max, h % 4);
        return Array.from({ length: count }, (_, i) => ({
          op_id: p.op_id,
          mvlan,
          group_ip: `239.${(h >>> 8) & 0xff}.${(h >>> 16) & 0xff}.${1 + ((h + i * 37) % 254)}`,
        }));
      }),
    );
  }

  exportSection(): McRecord[] {
    return this.records.all();
  }

  exportRecord(_name: string, key: string): McRecord | undefined {
    return this.records.record(key);
  }

  check(config: McConfig): void {
    this.records.check(config.onuMulticast, config.onus);
    for (const r of config.onuMulticast) {
      const what = onuLabel(r.port_id, r.onu_id);
      if (![0, 1].includes(r.mc_mode) || ![1, 2].includes(r.fast_leave)) refuse(`${what}: multicast mode malformed`);
      for (const p of r.ports) {
        const broken =
          p.group_num_max < MC_GROUPS.min ||
          p.group_num_max > MC_GROUPS.max ||
          ![0, 1, 2].includes(p.tag_mode) ||
          p.mvlans.length > MC_VLANS_PER_PORT_MAX ||
          p.translations.some((t) => !p.mvlans.includes(t.svlan));
        if (broken) refuse(`${what} port ${p.op_id}: multicast settings malformed`);
      }
    }
  }

  load(config: McConfig): void {
    this.records.load(config.onuMulticast);
  }

  private of(onu: Onu): McRecord {
    const stored = this.records.get(onu);
    const ports = Array.from(
      { length: onu.hw.geports },
      (_, i) => stored?.ports.find((p) => p.op_id === i + 1) ?? defaultPort(i + 1),
    );
    return {
      port_id: onu.portId,
      onu_id: onu.onuId,
      mc_mode: stored?.mc_mode ?? 0,
      fast_leave: stored?.fast_leave ?? FAST_LEAVE.disabled,
      ports,
    };
  }

  private portOf(onu: Onu, opId: number): McPort {
    const port = this.of(onu).ports.find((p) => p.op_id === opId);
    if (!port)
      refuse(`${onuLabel(onu.portId, onu.onuId)} has ${onu.hw.geports} UNI port${onu.hw.geports > 1 ? 's' : ''}`);
    return port;
  }

  private change(
    portId: number,
    onuId: number,
    template: string,
    args: WordArgs,
    edit: (r: McRecord) => McRecord,
  ): void {
    const onu = this.onus.control.requireOnline(portId, onuId);
    const next = edit(this.of(onu));
    this.k.write(() => {
      this.records.put(onu, next);
      this.k.alarms.log(wordsText(template, { onu: onuLabel(portId, onuId), ...args }));
    });
  }

  private changePort(
    portId: number,
    onuId: number,
    opId: number,
    template: string,
    args: WordArgs,
    edit: (p: McPort) => McPort,
  ): void {
    const onu = this.onus.control.requireOnline(portId, onuId);
    const port = this.portOf(onu, opId);
    this.change(portId, onuId, template, { port: opId, ...args }, (r) => ({
      ...r,
      ports: r.ports.map((p) => (p.op_id === port.op_id ? edit(p) : p)),
    }));
  }
}
