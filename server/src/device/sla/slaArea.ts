import { z } from 'zod';
import {
  PON_GUARANTEED_KBPS_MAX,
  SLA_FIELDS,
  SlaType,
  onuLabel,
  slaRuleBroken,
  type Bandwidth,
  type SlaField,
  ALARM_WORDS,
  wordsText,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { OnusArea } from '../onus/onusArea.ts';
import { OnuRecords, onuKeyed } from '../onus/onuRecords.ts';
import type { Onu } from '../onus/onuStore.ts';
import type { PonArea } from '../pon/ponArea.ts';

const int = z.number().int();
const SlaConfig = z.strictObject({ port_id: int, onu_id: int, sla_type: SlaType, fix: int, assure: int, max: int });
type SlaConfig = z.output<typeof SlaConfig>;
const slaSections = sections({ sla: { schema: z.array(SlaConfig), keyed: onuKeyed<SlaConfig>() } });
type SlaAreaConfig = { sla: SlaConfig[]; onus: readonly { port_id: number; onu_id: number }[] };

/** The profile of an ONU nobody configured: 10 Mbit/s assured, up to the line rate. */
const DEFAULT_SLA = { sla_type: 'type3', fix: 0, assure: 10_000, max: 1_000_000 } as const;

/** What an ONU's profile guarantees on the PON: its fixed plus its assured bandwidth, kbps. */
const guaranteed = (r: Pick<Bandwidth, 'sla_type' | 'fix' | 'assure'>): number => {
  const used = SLA_FIELDS[r.sla_type];
  return (used.includes('fix') ? r.fix : 0) + (used.includes('assure') ? r.assure : 0);
};

/** ONU-18 as the device reads it: the fields the type uses; the others were " - " and are ignored. */
interface SlaInput {
  sla_type: SlaType;
  fix?: number | undefined;
  assure?: number | undefined;
  max?: number | undefined;
}

/**
 * Upstream bandwidth per ONU (ONU-16…18): the DBA profile the OLT grants it. A profile obeys api.md §3.3 (the used
 * fields 1–1,000,000 kbps, fixed ≤ assured ≤ maximum), and the fixed and assured bandwidth of a PON's ONUs together
 * must fit the PON. The upstream traffic of an ONU never exceeds what its profile allows (onuStats).
 */
export class SlaArea implements Area<SlaAreaConfig> {
  readonly name = 'sla';
  readonly sections = slaSections;
  private readonly records: OnuRecords<SlaConfig>;

  constructor(
    private readonly k: Kernel,
    private readonly pon: PonArea,
    private readonly onus: OnusArea,
  ) {
    this.records = new OnuRecords(k, 'sla', onus);
  }

  /** ONU-16: every ONU of the PON, in display order. */
  list(portId: number): Bandwidth[] {
    this.pon.setting(portId);
    return this.onus.onPon(portId).map((onu) => this.of(onu));
  }

  /** ONU-17. */
  get(portId: number, onuId: number): Bandwidth {
    return this.of(this.onus.onu(portId, onuId));
  }

  /** ONU-18: the DBA is the OLT's, so an offline ONU can be given a profile too. */
  set(portId: number, onuId: number, input: SlaInput): void {
    const onu = this.onus.onu(portId, onuId);
    const used = SLA_FIELDS[input.sla_type];
    const pick = (field: SlaField): number => (used.includes(field) ? (input[field] ?? Number.NaN) : 0);
    const next = { sla_type: input.sla_type, fix: pick('fix'), assure: pick('assure'), max: pick('max') };
    const broken = slaRuleBroken(next.sla_type, next);
    if (broken) refuse(broken);
    const others = this.onus
      .onPon(portId)
      .filter((o) => o !== onu)
      .reduce((sum, o) => sum + guaranteed(this.of(o)), 0);
    if (others + guaranteed(next) > PON_GUARANTEED_KBPS_MAX)
      refuse(
        `the fixed and assured bandwidth of the ONUs of PON${String(portId).padStart(2, '0')} would reach ` +
          `${others + guaranteed(next)} kbps, more than the ${PON_GUARANTEED_KBPS_MAX} kbps it carries`,
      );
    this.k.write(() => {
      this.records.put(onu, { port_id: portId, onu_id: onuId, ...next });
      const { sla_type, fix, assure, max } = next;
      this.k.alarms.log(
        wordsText(ALARM_WORDS.onuSla, { onu: onuLabel(portId, onuId), slaType: sla_type, fix, assure, max }),
      );
    });
  }

  /** The most an ONU may send upstream, kbps: its fixed bandwidth for type1, assured for type2, else its maximum. */
  upstreamCapKbps(onu: Onu): number {
    const sla = this.of(onu);
    if (sla.sla_type === 'type1') return sla.fix;
    if (sla.sla_type === 'type2') return sla.assure;
    return sla.max;
  }

  exportSection(): SlaConfig[] {
    return this.records.all();
  }

  exportRecord(_name: string, key: string): SlaConfig | undefined {
    return this.records.record(key);
  }

  check(config: SlaAreaConfig): void {
    this.records.check(config.sla, config.onus);
    for (const r of config.sla) {
      const broken = slaRuleBroken(r.sla_type, r);
      if (broken) refuse(`sla of ${onuLabel(r.port_id, r.onu_id)}: ${broken}`);
    }
  }

  load(config: SlaAreaConfig): void {
    this.records.load(config.sla);
  }

  private of(onu: Onu): Bandwidth {
    const r = this.records.get(onu);
    return { port_id: onu.portId, onu_id: onu.onuId, ...(r ?? DEFAULT_SLA) };
  }
}
