import { z } from 'zod';
import { ONU_PORT_FLAGS as FLAG, UNI_RATE_KBPS } from '@olt/protocol';
import { refuse } from '../kernel/errors.ts';

const int = z.number().int();
/** One UNI port's settings as stored. */
export const UniSettings = z.strictObject({
  op_id: int,
  auto_neg: int,
  flow_ctrl: int,
  loopdetect: int,
  enable: int,
  rlds_opt: int,
  rl_cir: int,
  rl_pir: int,
  rlus_opt: int,
  bandwidth: int,
});
export type UniSettings = z.output<typeof UniSettings>;

/** A port nobody configured: enabled, negotiating, no flow control, no loop detection, no rate limits. */
export const defaultUni = (opId: number): UniSettings => ({
  op_id: opId,
  auto_neg: 1,
  flow_ctrl: 0,
  loopdetect: 0,
  enable: 1,
  rlds_opt: 0,
  rl_cir: 0,
  rl_pir: 0,
  rlus_opt: 0,
  bandwidth: 0,
});

/** ONU-34 as the device reads it: `flags` names the groups to change; the other fields are ignored. */
export interface UniChange {
  flags: number;
  auto_neg?: number | undefined;
  flow_ctrl?: number | undefined;
  loopdetect?: number | undefined;
  enable?: number | undefined;
  rlds_opt?: number | undefined;
  rl_cir?: number | undefined;
  rl_pir?: number | undefined;
  rlus_opt?: number | undefined;
  bandwidth?: number | undefined;
}

const KNOWN = Object.values(FLAG).reduce((a, b) => a | b, 0);

const bit = (value: number | undefined, what: string): number => {
  if (value !== 0 && value !== 1) refuse(`${what} must be 0 or 1`);
  return value;
};
const rate = (value: number | undefined, what: string): number => {
  if (value === undefined || !Number.isInteger(value) || value < UNI_RATE_KBPS.min || value > UNI_RATE_KBPS.max)
    refuse(`${what} must be ${UNI_RATE_KBPS.min}–${UNI_RATE_KBPS.max} kbps while its limit is on`);
  return value;
};

/**
 * The port's settings after ONU-34, or a refusal (api.md §3.3): the flags must name something; the rate-limit group
 * needs CIR and PIR (CIR ≤ PIR) when the downstream limit is on and a bandwidth when the upstream limit is on.
 */
export function changeUni(current: UniSettings, change: UniChange): UniSettings {
  const { flags } = change;
  if (!Number.isInteger(flags) || flags <= 0 || (flags & ~KNOWN) !== 0) refuse('flags names no port setting');
  const next = { ...current };
  if (flags & FLAG.autoNeg) next.auto_neg = bit(change.auto_neg, 'auto_neg');
  if (flags & FLAG.flowCtrl) next.flow_ctrl = bit(change.flow_ctrl, 'flow_ctrl');
  if (flags & FLAG.loopDetect) next.loopdetect = bit(change.loopdetect, 'loopdetect');
  if (flags & FLAG.enable) next.enable = bit(change.enable, 'enable');
  if (flags & FLAG.rateLimit) {
    next.rlds_opt = bit(change.rlds_opt, 'rlds_opt');
    next.rlus_opt = bit(change.rlus_opt, 'rlus_opt');
    if (next.rlds_opt === 1) {
      next.rl_cir = rate(change.rl_cir, 'rl_cir');
      next.rl_pir = rate(change.rl_pir, 'rl_pir');
      if (next.rl_cir > next.rl_pir) refuse('rl_cir must not exceed rl_pir');
    } else [next.rl_cir, next.rl_pir] = [0, 0];
    next.bandwidth = next.rlus_opt === 1 ? rate(change.bandwidth, 'bandwidth') : 0;
  }
  return next;
}

/** Refuses a stored port that could not have been set (a hand-edited configuration). */
export function checkUni(port: UniSettings, what: string): void {
  for (const key of ['auto_neg', 'flow_ctrl', 'loopdetect', 'enable', 'rlds_opt', 'rlus_opt'] as const)
    if (port[key] !== 0 && port[key] !== 1) refuse(`${what}: ${key} must be 0 or 1`);
  changeUni(defaultUni(port.op_id), { ...port, flags: FLAG.rateLimit });
}
