import { z } from 'zod';
import { IGMP_FLAGS as F, IGMP_MODES, type IgmpConfig } from '@olt/protocol';
import { refuse } from '../kernel/errors.ts';

const int = z.number().int();
export const IgmpSettings = z.strictObject({
  mode: int,
  fast_leave: int,
  aging_mode: int,
  protocol_policy: int,
  group_aging_time: int,
  robustness: int,
  query_src_ip: z.string(),
  query_src_mac: z.string(),
  gen_response_time: int,
  gen_query_interval: int,
  sp_response_time: int,
  sp_query_interval: int,
  sp_query_number: int,
});
const Program = z.strictObject({ start: int, end: int, desc: z.string() });
export type Program = z.output<typeof Program>;
export const Mvlan = z.strictObject({
  mvlan: int,
  desc: z.string(),
  routers: z.array(int),
  unknown: int,
  programs: z.array(Program),
});
export type Mvlan = z.output<typeof Mvlan>;
export const StaticGroup = z.strictObject({ ip: int, vid: int, ports: z.array(int) });
export type StaticGroup = z.output<typeof StaticGroup>;
export const IgmpStored = z.strictObject({
  settings: IgmpSettings,
  mvlans: z.array(Mvlan),
  statics: z.array(StaticGroup),
});
export type IgmpStored = z.output<typeof IgmpStored>;

export const FACTORY_SETTINGS: IgmpConfig = {
  mode: IGMP_MODES.snooping,
  fast_leave: 0,
  aging_mode: 0,
  protocol_policy: 0,
  group_aging_time: 260,
  robustness: 2,
  query_src_ip: '192.168.100.1',
  query_src_mac: '00:00:00:00:00:11',
  gen_response_time: 10,
  gen_query_interval: 125,
  sp_response_time: 800,
  sp_query_interval: 1000,
  sp_query_number: 2,
};

type Change = Partial<IgmpConfig> & { flags: number };
const FIELD_OF: [number, keyof IgmpConfig][] = [
  [F.protocolPolicy, 'protocol_policy'],
  [F.fastLeave, 'fast_leave'],
  [F.groupAgingTime, 'group_aging_time'],
  [F.robustness, 'robustness'],
  [F.genResponseTime, 'gen_response_time'],
  [F.genQueryInterval, 'gen_query_interval'],
  [F.querySrcIp, 'query_src_ip'],
  [F.querySrcMac, 'query_src_mac'],
  [F.spQueryInterval, 'sp_query_interval'],
  [F.spResponseTime, 'sp_response_time'],
  [F.spQueryNumber, 'sp_query_number'],
  [F.agingMode, 'aging_mode'],
];

/** IGMP-03: the fields `flags` names, each required; the response time must fit in the query interval. */
export function nextSettings(cfg: IgmpConfig, c: Change): IgmpConfig {
  const mask = FIELD_OF.reduce((m, [bit]) => m | bit, 0);
  if ((c.flags & ~mask) !== 0 || c.flags === 0) refuse(`flags ${c.flags} names no known IGMP setting`);
  const next: Record<string, unknown> = { ...cfg };
  for (const [bit, key] of FIELD_OF) {
    if (!(c.flags & bit)) continue;
    if (c[key] === undefined) refuse(`${key} is missing (flags name it)`);
    next[key] = c[key];
  }
  const out = next as IgmpConfig;
  if (out.gen_response_time >= out.gen_query_interval)
    refuse('gen_response_time must be shorter than gen_query_interval');
  return out;
}
