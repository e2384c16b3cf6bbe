import { z } from 'zod';
import {
  ALARM_WORDS,
  wordsText,
  UPGRADE_TYPES_MAX,
  UPGRADE_TYPE_PATTERN,
  onuLabel,
  type OnuBase,
  type OnuImageHeader,
  type OnuImageInfo,
  type OnuVersion,
  type UpgradeRow,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { ALARM_ID, LEVEL } from '../kernel/alarmLog.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import { subjectOf } from '../onus/onuLife.ts';
import type { OnusArea } from '../onus/onusArea.ts';
import { OnuRecords, onuKeyed } from '../onus/onuRecords.ts';
import { softwareOf, type Onu } from '../onus/onuStore.ts';
import type { PonArea } from '../pon/ponArea.ts';
import { UpgradeJob, type JobEffects, type OnuImage } from './upgradeJob.ts';

const int = z.number().int();
const Binding = z.strictObject({ port_id: int, onu_id: int, upgrade_type: z.string() });
type Binding = z.output<typeof Binding>;
const firmwareSections = sections({
  upgradeTypes: { schema: z.array(z.string()) },
  upgradeBindings: { schema: z.array(Binding), keyed: onuKeyed<Binding>() },
});
type FirmwareConfig = {
  upgradeTypes: string[];
  upgradeBindings: Binding[];
  onus: readonly { port_id: number; onu_id: number }[];
};

/**
 * ONU firmware (OUP-01…11): upgrade types (image families) and the ONUs bound to them, the images uploaded (held in
 * memory until the device restarts, as the OLT holds them in RAM), and the upgrades themselves: one image at a time
 * per PON, each ONU going through transfer, flash write and restart (upgradeJob.ts), reported over the alarm list.
 */
export class FirmwareArea implements Area<FirmwareConfig> {
  readonly name = 'firmware';
  readonly sections = firmwareSections;
  private types: string[] = [];
  private readonly bindings: OnuRecords<Binding>;
  private readonly images = new Map<string, OnuImage>();
  private readonly jobs = new Map<number, UpgradeJob>();
  private readonly effects: JobEffects;

  constructor(
    private readonly k: Kernel,
    private readonly pon: PonArea,
    private readonly onus: OnusArea,
  ) {
    this.bindings = new OnuRecords(k, 'upgradeBindings', onus);
    this.effects = {
      restart: (onu, version, atMs) => onus.control.restart(onu, version, atMs),
      installed: (onu, version) => onus.control.setSoftwareVersion(onu, version),
      report: (onu, failed, word, args, atMs) =>
        k.alarms.raise(
          ALARM_ID.onuUpgrade,
          failed ? LEVEL.minor : LEVEL.info,
          wordsText(ALARM_WORDS[word], { onu: onuLabel(onu.portId, onu.onuId), mac: onu.mac, ...args }),
          atMs,
          subjectOf(onu),
        ),
    };
  }

  /** OUP-01. */
  typeList(): string[] {
    return [...this.types];
  }

  /** OUP-02. */
  addType(name: string): void {
    if (!UPGRADE_TYPE_PATTERN.test(name)) refuse('upgrade_type must be 4–32 letters, digits or -');
    if (this.types.includes(name)) refuse(`upgrade type ${name} exists`);
    if (this.types.length >= UPGRADE_TYPES_MAX) refuse(`the device holds at most ${UPGRADE_TYPES_MAX} upgrade types`);
    this.k.write(() => {
      this.types = [...this.types, name];
      this.k.journal.section('upgradeTypes');
      this.k.alarms.log(wordsText(ALARM_WORDS.upgradeTypeAdded, { name }));
    });
  }

  /** OUP-03: its image and its bindings go too. */
  deleteType(name: string): void {
    if (!this.types.includes(name)) refuse(`there is no upgrade type ${name}`);
    const busy = [...this.jobs].find(([, job]) => job.isRunning && job.image.upgradeType === name);
    if (busy) refuse(`PON${String(busy[0]).padStart(2, '0')} is upgrading ONUs with ${name}; wait until it ends`);
    const bound = this.onus.all().filter((onu) => this.typeOf(onu) === name);
    this.k.write(() => {
      this.types = this.types.filter((t) => t !== name);
      this.k.journal.section('upgradeTypes');
      this.images.delete(name);
      for (const onu of bound) this.bindings.drop(onu);
      this.k.alarms.log(wordsText(ALARM_WORDS.upgradeTypeDeleted, { name }));
    });
  }

  /** OUP-04: all listed ONUs or none. */
  bind(portId: number, onuIds: readonly number[], type: string): void {
    if (!this.types.includes(type)) refuse(`there is no upgrade type ${type}`);
    if (new Set(onuIds).size !== onuIds.length) refuse('onu_list names an ONU twice');
    const onus = onuIds.map((id) => this.onus.onu(portId, id));
    this.k.write(() => {
      for (const onu of onus) this.bindings.put(onu, { port_id: portId, onu_id: onu.onuId, upgrade_type: type });
      const names = onus.map((o) => onuLabel(o.portId, o.onuId)).join(', ');
      this.k.alarms.log(wordsText(ALARM_WORDS.upgradeTypeBound, { onus: names, type }));
    });
  }

  /** The upgrade type of an ONU ("" when unbound). */
  typeOf(onu: Onu): string {
    return this.bindings.get(onu)?.upgrade_type ?? '';
  }

  /** OUP-05/06: an uploaded image whose header the caller checked; it replaces the type's previous image. */
  keepImage(type: string, header: OnuImageHeader): OnuImageInfo {
    if (type !== '' && !this.types.includes(type)) refuse(`there is no upgrade type ${type}`);
    const busy = [...this.jobs.values()].some((job) => job.isRunning && job.image.upgradeType === type);
    if (busy) refuse(`an upgrade with the ${type || 'single-ONU'} image is running; wait until it ends`);
    const image = { upgradeType: type, model: header.model, version: header.version, bytes: header.payloadBytes };
    this.k.write(() => {
      this.images.set(type, image);
      const { model, version, payloadBytes: bytes } = header;
      this.k.alarms.log(wordsText(ALARM_WORDS.onuImageUploaded, { model, version, bytes }));
    });
    return this.info(image);
  }

  /** OUP-X1. */
  imageList(): OnuImageInfo[] {
    return [...this.images.values()].map((image) => this.info(image));
  }

  /**
   * OUP-07 (`onuId` > 0: that ONU, online, of the image's model) and OUP-08 (`onuId` 0: every ONU of the PON bound to
   * `type`; those that cannot take it are listed as failed). Refused while the PON is upgrading with another image.
   */
  start(portId: number, onuId: number, type: string): void {
    this.pon.setting(portId);
    const image = this.images.get(type);
    if (onuId === 0 && type === '') refuse('an upgrade of a whole PON needs an upgrade type');
    if (type !== '' && !this.types.includes(type)) refuse(`there is no upgrade type ${type}`);
    if (!image) refuse(type === '' ? 'no ONU image has been uploaded' : `no image has been uploaded for ${type}`);
    const running = this.jobs.get(portId);
    if (running?.isRunning && running.image !== image)
      refuse(`PON${String(portId).padStart(2, '0')} is upgrading ONUs with another image; one image at a time per PON`);
    const targets = onuId === 0 ? this.bound(portId, type) : [this.single(portId, onuId, type, image)];
    if (targets.length === 0) refuse(`no ONU of PON${String(portId).padStart(2, '0')} is bound to ${type}`);
    const fresh = targets.filter((onu) => !running?.has(onu));
    if (fresh.length === 0) refuse('those ONUs are being upgraded already');
    this.k.write(() => {
      const job = running?.isRunning ? running : new UpgradeJob(image, this.effects);
      this.jobs.set(portId, job);
      for (const onu of fresh) job.add(onu, this.k.now());
      const what = { version: image.version, count: fresh.length, pon: `PON${portId}` };
      this.k.alarms.log(wordsText(ALARM_WORDS.onuUpgradeRequested, what));
    });
  }

  /** OUP-10: the PON's current or last upgrade. */
  status(portId: number): UpgradeRow[] {
    this.pon.setting(portId);
    return this.jobs.get(portId)?.rows() ?? [];
  }

  /** OUP-09. */
  baseList(): OnuBase[] {
    return this.onus.all().map((onu) => {
      const known = onu.registerMs !== null;
      const text = (value: string): string => (known ? value : '');
      return {
        port_id: onu.portId,
        onu_id: onu.onuId,
        onu_name: onu.name,
        vendor: text(onu.hw.vendor),
        sn_model: text(onu.hw.sn_model),
        chip_model: text(onu.hw.chip_model),
        onu_chip: text(onu.hw.onu_chip),
        software_ver: text(softwareOf(onu)),
        geports: known ? onu.hw.geports : 0,
        feports: 0,
        upgrade_type: this.typeOf(onu),
      };
    });
  }

  /** OUP-11: one PON, or every PON with 0. */
  versions(portId: number): OnuVersion[] {
    const onus = portId === 0 ? this.onus.all() : (this.pon.setting(portId), this.onus.onPon(portId));
    return onus.map((onu) => {
      const known = onu.registerMs !== null;
      return {
        port_id: onu.portId,
        onu_id: onu.onuId,
        onu_name: onu.name,
        macaddr: onu.mac,
        onu_type: known ? onu.hw.onu_type : '',
        dev_type: onu.hw.dev_type,
        upgrade_type: this.typeOf(onu),
        vendor: known ? onu.hw.vendor : '',
        sn_model: known ? onu.hw.sn_model : '',
        software_ver: known ? softwareOf(onu) : '',
        onu_desc: onu.desc,
      };
    });
  }

  exportSection(name: string): unknown {
    return name === 'upgradeTypes' ? [...this.types] : this.bindings.all();
  }

  exportRecord(_name: string, key: string): unknown {
    return this.bindings.record(key);
  }

  check(config: FirmwareConfig): void {
    if (config.upgradeTypes.length > UPGRADE_TYPES_MAX) refuse(`more than ${UPGRADE_TYPES_MAX} upgrade types`);
    if (new Set(config.upgradeTypes).size !== config.upgradeTypes.length) refuse('an upgrade type appears twice');
    for (const t of config.upgradeTypes) if (!UPGRADE_TYPE_PATTERN.test(t)) refuse(`upgrade type ${t} is malformed`);
    this.bindings.check(config.upgradeBindings, config.onus);
    for (const b of config.upgradeBindings)
      if (!config.upgradeTypes.includes(b.upgrade_type)) refuse(`${b.port_id}/${b.onu_id} is bound to no known type`);
  }

  load(config: FirmwareConfig): void {
    this.types = [...config.upgradeTypes];
    this.bindings.load(config.upgradeBindings);
  }

  step(atMs: number): void {
    for (const job of this.jobs.values()) if (job.isRunning) job.step(atMs, 1_000);
  }

  /** RAM is lost: the images go, and the upgrades under way fail. */
  reboot(atMs: number): void {
    for (const job of this.jobs.values()) job.abort(atMs);
    this.images.clear();
  }

  private bound(portId: number, type: string): Onu[] {
    return this.onus.onPon(portId).filter((onu) => this.typeOf(onu) === type);
  }

  private single(portId: number, onuId: number, type: string, image: OnuImage): Onu {
    const onu = this.onus.control.requireOnline(portId, onuId);
    if (type !== '' && this.typeOf(onu) !== type) refuse(`${onuLabel(portId, onuId)} is not bound to ${type}`);
    if (onu.hw.sn_model !== image.model)
      refuse(`the image is for ${image.model}; ${onuLabel(portId, onuId)} is a ${onu.hw.sn_model}`);
    return onu;
  }

  private info(image: OnuImage): OnuImageInfo {
    return { upgrade_type: image.upgradeType, model: image.model, version: image.version, size: image.bytes };
  }
}
