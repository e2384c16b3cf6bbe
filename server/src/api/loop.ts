import {
  ponLoopConfig,
  ponLoopInfo,
  ponLoopRecover,
  setPonLoopAdmin,
  setPonLoopInterval,
  setPonLoopMode,
  setPonLoopTime,
  setUplinkLoopAdmin,
  setUplinkLoopInterval,
  setUplinkLoopMode,
  setUplinkLoopTime,
  uplinkLoopConfig,
  uplinkLoopInfo,
  uplinkLoopRecover,
} from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** Loop detection on the PON side and the uplink side (LOOP-01…14): the same settings under two paths. */
export function loopDetectRoutes(svc: Services): RouteDef[] {
  const { loopDetect } = svc.device;
  return [
    route(ponLoopConfig, () => loopDetect.config('pon')),
    route(uplinkLoopConfig, () => loopDetect.config('uplink')),
    route(ponLoopInfo, () => loopDetect.ponRows()),
    route(uplinkLoopInfo, () => loopDetect.uplinkRows()),
    route(setPonLoopAdmin, ({ param }) => loopDetect.set('pon', param)),
    route(setUplinkLoopAdmin, ({ param }) => loopDetect.set('uplink', param)),
    route(setPonLoopInterval, ({ param }) => loopDetect.set('pon', param)),
    route(setUplinkLoopInterval, ({ param }) => loopDetect.set('uplink', param)),
    route(setPonLoopMode, ({ param }) => loopDetect.set('pon', param)),
    route(setUplinkLoopMode, ({ param }) => loopDetect.set('uplink', param)),
    route(setPonLoopTime, ({ param }) => loopDetect.set('pon', param)),
    route(setUplinkLoopTime, ({ param }) => loopDetect.set('uplink', param)),
    route(ponLoopRecover, () => loopDetect.recover('pon')),
    route(uplinkLoopRecover, () => loopDetect.recover('uplink')),
  ];
}
