import { clearMirror, mirrorAll, mirrorOne, setMirror } from '@olt/protocol';
import { route, type RouteDef } from '../http/dispatch.ts';
import type { Services } from '../services.ts';

/** Port mirroring (MIR-01…04). */
export function mirrorRoutes(svc: Services): RouteDef[] {
  const { mirror } = svc.device;
  return [
    route(mirrorAll, () => mirror.all()),
    route(mirrorOne, ({ query }) => mirror.one(query.port_id)),
    route(setMirror, ({ param }) => {
      if (param.dst_port !== 0) mirror.set(param.src_port, param.dst_port, param.type);
      else if (mirror.isMirrored(param.src_port)) mirror.clear(param.src_port);
    }),
    route(clearMirror, ({ param }) => {
      mirror.clear(param.src_port);
    }),
  ];
}
