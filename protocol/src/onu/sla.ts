import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { ONU_ID } from '../core/limits.ts';
import { blankOr, wireInt } from '../core/wireValues.ts';

/** The five upstream bandwidth (DBA) profiles of api.md §2.6. */
export const SLA_TYPES = ['type1', 'type2', 'type3', 'type4', 'type5'] as const;
export const SlaType = z.enum(SLA_TYPES);
export type SlaType = z.infer<typeof SlaType>;
export type SlaField = 'fix' | 'assure' | 'max';
/** Which of `fix`, `assure` and `max` each profile uses: fixed, assured, assured + max, max, all three. */
export const SLA_FIELDS: Readonly<Record<SlaType, readonly SlaField[]>> = {
  type1: ['fix'],
  type2: ['assure'],
  type3: ['assure', 'max'],
  type4: ['max'],
  type5: ['fix', 'assure', 'max'],
};
/** A used SLA field is 1–1,000,000 kbps (api.md §3.3). */
export const SLA_KBPS = { min: 1, max: 1_000_000 } as const;
/**
 * What one EPON PON can guarantee upstream: the fixed and assured bandwidth of all its ONUs together must fit (a DBA
 * cannot promise more than the line carries).
 */
export const PON_GUARANTEED_KBPS_MAX = 1_000_000;

/** ONU-16/17 row: unused fields are 0. */
export const Bandwidth = z.object({
  port_id: z.number().int(),
  onu_id: z.number().int(),
  sla_type: SlaType,
  fix: z.number().int(),
  assure: z.number().int(),
  max: z.number().int(),
});
export type Bandwidth = z.infer<typeof Bandwidth>;

/**
 * The rules of one profile (api.md §3.3), shared by the device and the console's form: every field the type uses is
 * 1–1,000,000 kbps, and fixed ≤ assured ≤ maximum among the fields it uses. Answers the broken rule, or null.
 */
export function slaRuleBroken(type: SlaType, values: Partial<Record<SlaField, number>>): string | null {
  const used = SLA_FIELDS[type];
  for (const field of used) {
    const value = values[field];
    if (value === undefined || !Number.isInteger(value) || value < SLA_KBPS.min || value > SLA_KBPS.max)
      return `${field} must be ${SLA_KBPS.min}–${SLA_KBPS.max} kbps for ${type}`;
  }
  const { fix = 0, assure = 0, max = 0 } = values;
  if (used.includes('fix') && used.includes('assure') && fix > assure) return 'fix must not exceed assure';
  if (used.includes('fix') && used.includes('max') && fix > max) return 'fix must not exceed max';
  if (used.includes('assure') && used.includes('max') && assure > max) return 'assure must not exceed max';
  return null;
}

const PortId = wireInt(1, 256);
const OnuId = wireInt(ONU_ID.min, ONU_ID.max);
/** kbps, or `" - "` / `""` where the type does not use the field (api.md §6 quirk 2) */
const SlaValue = blankOr(wireInt(0, SLA_KBPS.max));

export const onuBandwidthList = endpoint({
  id: 'ONU-16',
  description: 'The upstream bandwidth profile of every ONU of one PON.',
  method: 'GET',
  path: '/onu_bandwidth',
  query: z.object({ port_id: PortId }),
  data: z.array(Bandwidth),
});
export const onuBandwidth = endpoint({
  id: 'ONU-17',
  description: 'The upstream bandwidth profile of one ONU.',
  method: 'GET',
  path: '/onu_bandwidth',
  query: z.object({ port_id: PortId, onu_id: OnuId }),
  data: Bandwidth,
});
export const setOnuBandwidth = endpoint({
  id: 'ONU-18',
  description: "Sets one ONU's SLA type and its fix/assure/max kbps (fix ≤ assure ≤ max); unused fields may be ' - '.",
  method: 'POST',
  path: '/onu_bandwidth',
  param: z.object({
    port_id: PortId,
    onu_id: OnuId,
    sla_type: SlaType,
    fix: SlaValue,
    assure: SlaValue,
    max: SlaValue,
  }),
});
