import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { wireInt } from '../core/wireValues.ts';
import { LOOP_PATHS, LoopConfig, LoopSeconds, PonLoopRow, UplinkLoopRow } from './records.ts';

const SIDE = { pon: 'PON (ONU) side', uplink: 'uplink side' } as const;

/** The five writes of one side (LOOP-05…14): the odd ids are the PON side's, the even ones the uplink side's. */
function writes(side: keyof typeof LOOP_PATHS, first: number) {
  const id = (n: number) => `LOOP-${String(first + 2 * n).padStart(2, '0')}`;
  const path = LOOP_PATHS[side];
  return {
    admin: endpoint({
      id: id(0),
      method: 'POST',
      path,
      select: { form: 'admin' },
      verb: 'set',
      description: `Turns loop detection on the ${SIDE[side]} on or off.`,
      param: z.object({ ld_status: wireInt(0, 1) }),
    }),
    interval: endpoint({
      id: id(1),
      method: 'POST',
      path,
      select: { form: 'detect_interval' },
      verb: 'set',
      description: `How often the ${SIDE[side]} sends its loop probes, seconds.`,
      param: z.object({ detect_interval: LoopSeconds }),
    }),
    mode: endpoint({
      id: id(2),
      method: 'POST',
      path,
      select: { form: 'recover_mode' },
      verb: 'set',
      description: `Whether what the ${SIDE[side]} blocked recovers by itself (0) or by the operator (1).`,
      param: z.object({ recover_mode: wireInt(0, 1) }),
    }),
    time: endpoint({
      id: id(3),
      method: 'POST',
      path,
      select: { form: 'recover_time' },
      verb: 'set',
      description: `How long the ${SIDE[side]} keeps a looped port blocked before it tries again, seconds.`,
      param: z.object({ recover_time: LoopSeconds }),
    }),
    manual: endpoint({
      id: id(4),
      method: 'POST',
      path,
      select: { form: 'recover_manual' },
      verb: 'set',
      description: `Recovers everything the ${SIDE[side]} blocked, now.`,
      param: z.object({ manual: wireInt(0, 0) }),
    }),
  };
}

export const ponLoopConfig = endpoint({
  id: 'LOOP-01',
  method: 'GET',
  path: LOOP_PATHS.pon,
  select: { form: 'loop_detect_config' },
  description: 'Loop detection settings of the PON (ONU) side.',
  data: LoopConfig,
});

export const uplinkLoopConfig = endpoint({
  id: 'LOOP-02',
  method: 'GET',
  path: LOOP_PATHS.uplink,
  select: { form: 'loop_detect_config' },
  description: 'Loop detection settings of the uplink side.',
  data: LoopConfig,
});

export const ponLoopInfo = endpoint({
  id: 'LOOP-03',
  method: 'GET',
  path: LOOP_PATHS.pon,
  select: { form: 'loop_detect_info' },
  description: 'The ONUs found in a loop, and whether each is blocked.',
  data: z.array(PonLoopRow),
});

export const uplinkLoopInfo = endpoint({
  id: 'LOOP-04',
  method: 'GET',
  path: LOOP_PATHS.uplink,
  select: { form: 'loop_detect_info' },
  description: 'The uplink ports found in a loop, and whether each is blocked.',
  data: z.array(UplinkLoopRow),
});

const pon = writes('pon', 5);
const uplink = writes('uplink', 6);
export const setPonLoopAdmin = pon.admin;
export const setPonLoopInterval = pon.interval;
export const setPonLoopMode = pon.mode;
export const setPonLoopTime = pon.time;
export const ponLoopRecover = pon.manual;
export const setUplinkLoopAdmin = uplink.admin;
export const setUplinkLoopInterval = uplink.interval;
export const setUplinkLoopMode = uplink.mode;
export const setUplinkLoopTime = uplink.time;
export const uplinkLoopRecover = uplink.manual;
