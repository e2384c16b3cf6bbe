import {
  loidAdd,
  loidDelete,
  loidList,
  ponSettings,
  setPonAuth,
  setPonLoopOnu,
  setPonOptState,
  setPonOpticalRange,
  setPonP2p,
  setPonRogue,
} from '@olt/protocol';
import { route, type RouteDef } from '../../http/dispatch.ts';
import type { Services } from '../../services.ts';

/** Who may register on each PON (PON-01…11): authorisation, P2P, rogue and looping ONUs, light, and the LOID list. */
export function ponAuthRoutes(svc: Services): RouteDef[] {
  const { pon, loid, ponGuard } = svc.device;
  return [
    route(ponSettings, () => pon.list()),
    route(setPonAuth, ({ param }) => {
      pon.setAuth(param.port_id, param.auth_type, param.auth_mode);
    }),
    route(setPonP2p, ({ param }) => {
      pon.setP2p(param.port_id, param.p2p_flag);
    }),
    // PON-05 is this request without add_deny_flag on a PON already in manual mode: a detection now
    route(setPonRogue, ({ param }) => {
      const detectNow = param.add_deny_flag === undefined && param.rogue_mode === 2;
      if (detectNow && pon.setting(param.port_id).rogue_mode === 2) ponGuard.detectNow(param.port_id);
      else pon.setRogue(param.port_id, param.rogue_mode, param.add_deny_flag);
    }),
    route(setPonLoopOnu, ({ param }) => {
      pon.setLoopOnu(param.port_id, param.lb_onu_mode);
    }),
    route(setPonOpticalRange, ({ param }) => {
      pon.setOpticalRange(param.port_id, param.opt_min, param.opt_min_action);
    }),
    route(setPonOptState, ({ param }) => {
      pon.setOptState(param.port_id, param.optstate);
    }),

    route(loidList, ({ query }) => loid.list(query.port_id)),
    route(loidAdd, ({ param }) => {
      loid.add(param.port_id, param.loid, param.password, param.count);
    }),
    route(loidDelete, ({ param }) => {
      loid.remove(param.port_id, param.loid);
    }),
  ];
}
