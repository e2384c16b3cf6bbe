import { z } from 'zod';
import {
  WANS_PER_ONU_MAX,
  WAN_IPMODES as IPMODE,
  onuLabel,
  type BatchOutcome,
  type OnuWan,
  type OnuWlan,
  type WanInput,
  type WanSummary,
  type WlanRow,
  ALARM_WORDS,
  wordsText,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { DeviceError, refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import { hash32 } from '../kernel/random.ts';
import type { OnusArea } from '../onus/onusArea.ts';
import { OnuRecords, onuKeyed } from '../onus/onuRecords.ts';
import type { Onu } from '../onus/onuStore.ts';
import type { PonArea } from '../pon/ponArea.ts';
import { StoredWan, newWan } from './wanRules.ts';
import { Radio, checkRadio, newRadio, wlanOf, type RadioInput } from './wlanRules.ts';

const int = z.number().int();
const WlanRecord = z.strictObject({ port_id: int, onu_id: int, radios: z.array(Radio) });
type WlanRecord = z.output<typeof WlanRecord>;
const WanRecord = z.strictObject({ port_id: int, onu_id: int, wans: z.array(StoredWan) });
type WanRecord = z.output<typeof WanRecord>;
const hguSections = sections({
  onuWlan: { schema: z.array(WlanRecord), keyed: onuKeyed<WlanRecord>() },
  onuWan: { schema: z.array(WanRecord), keyed: onuKeyed<WanRecord>() },
});
type HguConfig = { onuWlan: WlanRecord[]; onuWan: WanRecord[]; onus: readonly { port_id: number; onu_id: number }[] };

/** WAN connections are managed on the OLT vendor's own HGUs: firmware ids starting 4853 (api.md §4 item 17). */
const isVendorHgu = (onu: Onu): boolean => onu.hw.dev_type === 'HGU' && onu.hw.fw_ver.startsWith('4853');
const requireWan = (onu: Onu): void => {
  if (!isVendorHgu(onu))
    refuse(`${onuLabel(onu.portId, onu.onuId)} is not a vendor HGU (fw_ver 4853…): no WAN management`);
};

/**
 * What home gateways (HGUs) add: their WLAN radios (ONU-25…27) and WAN connections (ONU-28…32), one ONU at a time or
 * for a whole PON (BAT-04…07). Settings go to the ONU, which must be online; a batch applies to every ONU that can
 * take it and reports the others.
 */
export class HguArea implements Area<HguConfig> {
  readonly name = 'hgu';
  readonly sections = hguSections;
  private readonly wlan: OnuRecords<WlanRecord>;
  private readonly wan: OnuRecords<WanRecord>;

  constructor(
    private readonly k: Kernel,
    private readonly pon: PonArea,
    private readonly onus: OnusArea,
  ) {
    this.wlan = new OnuRecords(k, 'onuWlan', onus);
    this.wan = new OnuRecords(k, 'onuWan', onus);
  }

  /** ONU-25. */
  wlanOf(portId: number, onuId: number): OnuWlan {
    const onu = this.onus.onu(portId, onuId);
    checkRadio(onu, 1);
    return wlanOf(onu, this.wlan.get(onu)?.radios ?? []);
  }

  /** BAT-04: every ONU of the PON with radios. */
  wlanTable(portId: number): WlanRow[] {
    this.pon.setting(portId);
    return this.onus
      .onPon(portId)
      .filter((onu) => onu.hw.dev_type === 'HGU' && onu.hw.wlan > 0)
      .map((onu) => ({ ...wlanOf(onu, this.wlan.get(onu)?.radios ?? []), onu_name: onu.name }));
  }

  /** ONU-26 (`clear` false) and ONU-27 (`clear` true). */
  setRadio(portId: number, onuId: number, input: RadioInput, clear = false): void {
    this.k.write(() => this.applyRadio(this.onus.control.requireOnline(portId, onuId), input, clear));
  }

  /** BAT-05: one radio of every online HGU of the PON that has it (`onuId` 0), or of one ONU. */
  setPonRadio(portId: number, onuId: number, input: RadioInput): BatchOutcome {
    newRadio(input);
    return this.batch(portId, onuId, (onu) => this.applyRadio(this.online(onu), input, false));
  }

  /** ONU-28. */
  wans(portId: number, onuId: number): OnuWan[] {
    const onu = this.onus.onu(portId, onuId);
    requireWan(onu);
    return (this.wan.get(onu)?.wans ?? []).map((w) => this.wanRow(onu, w));
  }

  /** ONU-32: every vendor HGU of the PON. */
  wanSummary(portId: number): WanSummary[] {
    this.pon.setting(portId);
    return this.onus
      .onPon(portId)
      .filter(isVendorHgu)
      .map((onu) => {
        const wans = this.wan.get(onu)?.wans ?? [];
        const first = wans[0];
        return {
          port_id: onu.portId,
          onu_id: onu.onuId,
          onu_name: onu.name,
          macaddr: onu.mac,
          status: onu.status === 'Online' ? 1 : 0,
          count: wans.length,
          wanmax: WANS_PER_ONU_MAX,
          lanports: onu.hw.geports,
          wlan: onu.hw.wlan,
          voip: onu.hw.voip,
          wan0: first
            ? { vlan_id: first.vlan_id, ipmode: first.ipmode, ctype: first.ctype, desc: first.name }
            : { vlan_id: 0, ipmode: 0, ctype: 0, desc: '' },
        };
      });
  }

  /** ONU-29. */
  addWan(portId: number, onuId: number, input: WanInput): void {
    this.k.write(() => this.applyWan(this.onus.control.requireOnline(portId, onuId), input));
  }

  /** ONU-30: by index; `name`, when given, must be that connection's. */
  deleteWan(portId: number, onuId: number, index: number, name?: string): void {
    const onu = this.onus.control.requireOnline(portId, onuId);
    requireWan(onu);
    const wans = this.wan.get(onu)?.wans ?? [];
    const found = wans.find((w) => w.index === index);
    if (!found) refuse(`${onuLabel(portId, onuId)} has no WAN connection ${index}`);
    if (name !== undefined && name !== '' && name !== found.name) refuse(`WAN ${index} is ${found.name}, not ${name}`);
    this.k.write(() => {
      this.putWans(
        onu,
        wans.filter((w) => w !== found),
      );
      this.k.alarms.log(wordsText(ALARM_WORDS.hguWanRemoved, { onu: onuLabel(portId, onuId), name: found.name }));
    });
  }

  /** ONU-31. */
  clearWans(portId: number, onuId: number): void {
    this.k.write(() => this.applyClearWans(this.onus.control.requireOnline(portId, onuId)));
  }

  /** BAT-06. */
  addPonWan(portId: number, onuId: number, input: WanInput): BatchOutcome {
    return this.batch(portId, onuId, (onu) => this.applyWan(this.online(onu), input));
  }

  /** BAT-07. */
  clearPonWans(portId: number, onuId: number): BatchOutcome {
    return this.batch(portId, onuId, (onu) => this.applyClearWans(this.online(onu)));
  }

  exportSection(name: string): unknown {
    return name === 'onuWan' ? this.wan.all() : this.wlan.all();
  }

  exportRecord(name: string, key: string): unknown {
    return name === 'onuWan' ? this.wan.record(key) : this.wlan.record(key);
  }

  check(config: HguConfig): void {
    this.wlan.check(config.onuWlan, config.onus);
    this.wan.check(config.onuWan, config.onus);
    for (const r of config.onuWan)
      if (r.wans.length > WANS_PER_ONU_MAX || new Set(r.wans.map((w) => w.index)).size !== r.wans.length)
        refuse(`${onuLabel(r.port_id, r.onu_id)}: WAN connections malformed`);
  }

  load(config: HguConfig): void {
    this.wlan.load(config.onuWlan);
    this.wan.load(config.onuWan);
  }

  private applyRadio(onu: Onu, input: RadioInput, clear: boolean): void {
    checkRadio(onu, input.mode);
    const radio = clear ? { mode: input.mode, encrypt: 0, ssid: '', password: '' } : newRadio(input);
    const radios = (this.wlan.get(onu)?.radios ?? []).filter((r) => r.mode !== radio.mode);
    this.wlan.put(onu, { port_id: onu.portId, onu_id: onu.onuId, radios: [...radios, radio] });
    const band = radio.mode === 2 ? '5 GHz' : '2.4 GHz';
    const who = { onu: onuLabel(onu.portId, onu.onuId), band };
    this.k.alarms.log(
      clear
        ? wordsText(ALARM_WORDS.hguWlanCleared, who)
        : wordsText(ALARM_WORDS.hguWlanSet, { ...who, ssid: radio.ssid }),
    );
  }

  private applyWan(onu: Onu, input: WanInput): void {
    requireWan(onu);
    const wans = this.wan.get(onu)?.wans ?? [];
    const wan = newWan(input, onu.hw, wans);
    this.putWans(
      onu,
      [...wans, wan].sort((a, b) => a.index - b.index),
    );
    this.k.alarms.log(wordsText(ALARM_WORDS.hguWanAdded, { onu: onuLabel(onu.portId, onu.onuId), name: wan.name }));
  }

  private applyClearWans(onu: Onu): void {
    requireWan(onu);
    this.putWans(onu, []);
    this.k.alarms.log(wordsText(ALARM_WORDS.hguWanCleared, { onu: onuLabel(onu.portId, onu.onuId) }));
  }

  private putWans(onu: Onu, wans: StoredWan[]): void {
    if (wans.length === 0) this.wan.drop(onu);
    else this.wan.put(onu, { port_id: onu.portId, onu_id: onu.onuId, wans });
  }

  private online(onu: Onu): Onu {
    return this.onus.control.requireOnline(onu.portId, onu.onuId);
  }

  /**
   * Applies `apply` to one ONU (`onuId` > 0) or to every ONU of the PON, in one change. Each ONU is checked before it
   * changes, so a refused one leaves nothing behind and is reported; when none took it, the whole request is refused.
   */
  private batch(portId: number, onuId: number, apply: (onu: Onu) => void): BatchOutcome {
    this.pon.setting(portId);
    const targets = onuId === 0 ? [...this.onus.onPon(portId)] : [this.onus.onu(portId, onuId)];
    return this.k.write(() => {
      const outcome: BatchOutcome = { applied: [], skipped: [] };
      for (const onu of targets) {
        try {
          apply(onu);
          outcome.applied.push(onu.onuId);
        } catch (err) {
          if (!(err instanceof DeviceError)) throw err;
          outcome.skipped.push({ onu_id: onu.onuId, reason: err.message.replace(/^error:\s*/, '') });
        }
      }
      if (outcome.applied.length === 0)
        refuse(`no ONU took it${outcome.skipped[0] ? ` (${outcome.skipped[0].reason}…)` : ''}`);
      return outcome;
    });
  }

  /** ONU-28 row; a DHCP or PPPoE connection that is up shows the address it was given. */
  private wanRow(onu: Onu, wan: StoredWan): OnuWan {
    const up = onu.status === 'Online';
    const leased = up && (wan.ipmode === IPMODE.dhcp || wan.ipmode === IPMODE.pppoe);
    const h = hash32(`${onu.mac}/wan${wan.index}`);
    return {
      ...wan,
      ipaddr: leased ? `100.${64 + ((h >>> 24) & 0x3f)}.${(h >>> 8) & 0xff}.${1 + (h % 253)}` : wan.ipaddr,
      ipmask: leased ? '255.192.0.0' : wan.ipmask,
      gateway: leased ? '100.64.0.1' : wan.gateway,
      portmap: wan.portmap ? [...wan.portmap] : null,
      status: up ? 1 : 0,
    };
  }
}
