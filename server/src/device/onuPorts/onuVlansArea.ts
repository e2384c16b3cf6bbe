import { z } from 'zod';
import {
  ONU_UNI_PORTS_MAX,
  ONU_VLAN_MODES as MODE,
  VLAN_ID,
  onuLabel,
  type OnuPortVlan,
  type PonVlanProfile,
  ALARM_WORDS,
  settingWord,
  wordsText,
  type WordArgs,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { OnusArea } from '../onus/onusArea.ts';
import { OnuRecords, onuKeyed } from '../onus/onuRecords.ts';
import type { Onu } from '../onus/onuStore.ts';
import type { PonArea } from '../pon/ponArea.ts';
import {
  PortVlan,
  addEntry,
  checkPortVlan,
  deleteEntry,
  setMode,
  transparent,
  vlanRow,
  type VlanEntry,
} from './portVlanRules.ts';

const int = z.number().int();
const VlanRecord = z.strictObject({ port_id: int, onu_id: int, ports: z.array(PortVlan) });
type VlanRecord = z.output<typeof VlanRecord>;
const Profile = z.strictObject({ port_id: int, pid: int, mode: int, vlan_id: int });
const profileKey = (portId: number, pid: number): string => `${portId}/${pid}`;

/** Port VLANs set on single ONUs (one row per ONU), and the per-PON profiles (one row per PON and port number). */
const onuVlanSections = sections({
  onuPortVlans: { schema: z.array(VlanRecord), keyed: onuKeyed<VlanRecord>() },
  ponVlanProfiles: {
    schema: z.array(Profile),
    keyed: {
      keyOf: (p: PonVlanProfile) => profileKey(p.port_id, p.pid),
      order: (a: PonVlanProfile, b: PonVlanProfile) => a.port_id - b.port_id || a.pid - b.pid,
    },
  },
});
type VlansConfig = {
  onuPortVlans: VlanRecord[];
  ponVlanProfiles: PonVlanProfile[];
  onus: readonly { port_id: number; onu_id: number }[];
};

const two = (portId: number): string => String(portId).padStart(2, '0');

/**
 * The VLAN handling of ONU UNI ports (ONU-35…40) and the per-PON profiles of batch configuration (BAT-01…03). A port's
 * VLAN is what was set on that ONU, else its PON's profile for that port number, else transparent. Setting a profile
 * replaces what single ONUs of the PON had on that port; setting a port afterwards overrides the profile for it.
 */
export class OnuVlansArea implements Area<VlansConfig> {
  readonly name = 'onuVlans';
  readonly sections = onuVlanSections;
  private readonly records: OnuRecords<VlanRecord>;
  private readonly profiles = new Map<string, PonVlanProfile>();

  constructor(
    private readonly k: Kernel,
    private readonly pon: PonArea,
    private readonly onus: OnusArea,
  ) {
    this.records = new OnuRecords(k, 'onuPortVlans', onus);
  }

  /** ONU-35. */
  list(portId: number, onuId: number): OnuPortVlan[] {
    const onu = this.onus.onu(portId, onuId);
    return Array.from({ length: onu.hw.geports }, (_, i) => vlanRow(this.portOf(onu, i + 1)));
  }

  /** ONU-36: the ONU must be online. */
  setMode(portId: number, onuId: number, opId: number, mode: number, vlanId?: number, pri?: number): void {
    const onu = this.onus.control.requireOnline(portId, onuId);
    this.replace(
      onu,
      setMode(this.portOf(onu, this.checked(onu, opId)), mode, vlanId, pri),
      ALARM_WORDS.onuPortVlanMode,
      { onuVlanMode: settingWord('onuVlanMode', mode) },
    );
  }

  /** ONU-37/39. */
  addEntry(portId: number, onuId: number, opId: number, entry: VlanEntry): void {
    const onu = this.onus.control.requireOnline(portId, onuId);
    this.replace(onu, addEntry(this.portOf(onu, this.checked(onu, opId)), entry), ALARM_WORDS.onuPortVlanEntryAdded);
  }

  /** ONU-38/40. */
  deleteEntry(portId: number, onuId: number, opId: number, entry: VlanEntry): void {
    const onu = this.onus.control.requireOnline(portId, onuId);
    this.replace(
      onu,
      deleteEntry(this.portOf(onu, this.checked(onu, opId)), entry),
      ALARM_WORDS.onuPortVlanEntryRemoved,
    );
  }

  /** BAT-01. */
  profileList(portId: number): PonVlanProfile[] {
    this.pon.setting(portId);
    return [...this.profiles.values()].filter((p) => p.port_id === portId).sort((a, b) => a.pid - b.pid);
  }

  /** BAT-02: every ONU of the PON, online or not, takes it; ONU-36 settings of that port on the PON go. */
  setProfile(portId: number, pid: number, mode: number, vlanId?: number): void {
    this.pon.setting(portId);
    if (!Number.isInteger(pid) || pid < 1 || pid > ONU_UNI_PORTS_MAX) refuse(`pid must be 1–${ONU_UNI_PORTS_MAX}`);
    if (mode !== MODE.transparent && mode !== MODE.tag) refuse('mode must be 0 transparent or 1 tag');
    if (mode === MODE.tag && (vlanId === undefined || vlanId < VLAN_ID.min || vlanId > VLAN_ID.max))
      refuse(`vlan_id must be ${VLAN_ID.min}–${VLAN_ID.max} for a tagged port`);
    const profile = { port_id: portId, pid, mode, vlan_id: mode === MODE.tag ? (vlanId ?? 0) : 0 };
    this.k.write(() => {
      this.profiles.set(profileKey(portId, pid), profile);
      this.k.journal.record('ponVlanProfiles', profileKey(portId, pid));
      for (const onu of this.onus.onPon(portId)) this.forget(onu, pid);
      this.k.alarms.log(
        mode === MODE.tag
          ? wordsText(ALARM_WORDS.onuPortVlanTag, { pon: `PON${two(portId)}`, port: pid, vlan: profile.vlan_id })
          : wordsText(ALARM_WORDS.onuPortVlanTransparent, { pon: `PON${two(portId)}`, port: pid }),
      );
    });
  }

  /** BAT-03: `mode` and `vlan_id`, when sent, must be the profile's (the console copies them from the row). */
  clearProfile(portId: number, pid: number, mode?: number, vlanId?: number): void {
    this.pon.setting(portId);
    const profile = this.profiles.get(profileKey(portId, pid));
    if (!profile) refuse(`PON${two(portId)} has no VLAN profile for ONU port ${pid}`);
    if ((mode !== undefined && mode !== profile.mode) || (vlanId !== undefined && vlanId !== profile.vlan_id))
      refuse(`the VLAN profile of ONU port ${pid} is not mode ${String(mode)} VLAN ${String(vlanId)}`);
    this.k.write(() => {
      this.profiles.delete(profileKey(portId, pid));
      this.k.journal.record('ponVlanProfiles', profileKey(portId, pid));
      this.k.alarms.log(wordsText(ALARM_WORDS.onuPortVlanRemoved, { pon: `PON${two(portId)}`, port: pid }));
    });
  }

  exportSection(name: string): unknown {
    if (name === 'ponVlanProfiles')
      return [...this.profiles.values()].sort((a, b) => a.port_id - b.port_id || a.pid - b.pid);
    return this.records.all();
  }

  exportRecord(name: string, key: string): unknown {
    if (name === 'ponVlanProfiles') return this.profiles.get(key);
    return this.records.record(key);
  }

  check(config: VlansConfig): void {
    this.records.check(config.onuPortVlans, config.onus);
    for (const r of config.onuPortVlans) for (const p of r.ports) checkPortVlan(p);
    const seen = new Set<string>();
    for (const p of config.ponVlanProfiles) {
      if (!this.pon.has(p.port_id)) refuse(`VLAN profile on port ${p.port_id}, which is not a PON port`);
      if (seen.has(profileKey(p.port_id, p.pid))) refuse(`VLAN profile ${p.port_id}/${p.pid} appears twice`);
      seen.add(profileKey(p.port_id, p.pid));
      if (p.pid < 1 || p.pid > ONU_UNI_PORTS_MAX || (p.mode !== 0 && p.mode !== 1))
        refuse('a VLAN profile is malformed');
    }
  }

  load(config: VlansConfig): void {
    this.records.load(config.onuPortVlans);
    this.profiles.clear();
    for (const p of config.ponVlanProfiles) this.profiles.set(profileKey(p.port_id, p.pid), { ...p });
  }

  private portOf(onu: Onu, opId: number): PortVlan {
    const own = this.records.get(onu)?.ports.find((p) => p.op_id === opId);
    if (own) return own;
    const profile = this.profiles.get(profileKey(onu.portId, opId));
    if (profile?.mode === MODE.tag)
      return { ...transparent(opId), mode: MODE.tag, def_vlan_id: profile.vlan_id, def_vlan_pri: 0 };
    return transparent(opId);
  }

  private checked(onu: Onu, opId: number): number {
    if (!Number.isInteger(opId) || opId < 1 || opId > onu.hw.geports)
      refuse(`${onuLabel(onu.portId, onu.onuId)} has ${onu.hw.geports} UNI port${onu.hw.geports > 1 ? 's' : ''}`);
    return opId;
  }

  private replace(onu: Onu, port: PortVlan, template: string, args: WordArgs = {}): void {
    this.k.write(() => {
      const ports = (this.records.get(onu)?.ports ?? []).filter((p) => p.op_id !== port.op_id);
      ports.push(port);
      ports.sort((a, b) => a.op_id - b.op_id);
      this.records.put(onu, { port_id: onu.portId, onu_id: onu.onuId, ports });
      this.k.alarms.log(wordsText(template, { onu: onuLabel(onu.portId, onu.onuId), port: port.op_id, ...args }));
    });
  }

  /** The ONU's own setting of port `pid` gives way to its PON's profile. */
  private forget(onu: Onu, pid: number): void {
    const record = this.records.get(onu);
    if (!record?.ports.some((p) => p.op_id === pid)) return;
    const ports = record.ports.filter((p) => p.op_id !== pid);
    if (ports.length === 0) this.records.drop(onu);
    else this.records.put(onu, { ...record, ports });
  }
}
