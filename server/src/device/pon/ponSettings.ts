import { REFUSAL_WORDS, wordsText } from '@olt/protocol';
import { refuse } from '../kernel/errors.ts';
import type { PonSetting } from '@olt/protocol';

/** `auth_mode` values as ONU-19 names them in `auth_mode`. */
export { AUTH_MODE_NAMES } from '@olt/protocol';

const oneOf = (value: number, allowed: readonly number[], what: string): void => {
  if (!allowed.includes(value)) refuse(`${what} must be one of ${allowed.join(', ')}`);
};

/**
 * The factory settings of a PON. Every fourth PON starting with PON02 authorises by hand, so a default device has
 * ONUs waiting for authorisation; PON03 authenticates by LOID.
 */
function defaultPonSetting(portId: number): PonSetting {
  return {
    port_id: portId,
    auth_type: portId % 4 === 2 ? 1 : 0,
    auth_mode: portId === 3 ? 1 : 0,
    p2p_flag: 0,
    rogue_mode: portId === 1 ? 1 : 0,
    add_deny_flag: 0,
    lb_onu_mode: 0,
    opt_min: 0,
    opt_min_action: 0,
    opt_max: 0,
    opt_max_action: 0,
    optstate: 1,
  };
}

/** PON settings (PON-01…08), one row per PON port. */
export class PonSettings {
  private readonly rows = new Map<number, PonSetting>();

  constructor(ponIds: readonly number[]) {
    for (const id of ponIds) this.rows.set(id, defaultPonSetting(id));
  }

  list(): PonSetting[] {
    return [...this.rows.values()].map((r) => ({ ...r }));
  }

  get(portId: number): PonSetting {
    const row = this.rows.get(portId);
    if (!row) refuse(wordsText(REFUSAL_WORDS.notPonPort, { port: portId }));
    return row;
  }

  isManual(portId: number): boolean {
    return this.get(portId).auth_type === 1;
  }

  /** The PON's optical module is transmitting (PON-08). */
  isTransmitting(portId: number): boolean {
    return this.get(portId).optstate === 1;
  }

  /** PON-02. */
  setAuth(portId: number, authType: number, authMode: number): void {
    const row = this.get(portId);
    oneOf(authType, [0, 1], 'auth_type');
    oneOf(authMode, [0, 1, 2, 3], 'auth_mode');
    row.auth_type = authType;
    row.auth_mode = authMode;
  }

  /** PON-03. */
  setP2p(portId: number, p2pFlag: number): void {
    const row = this.get(portId);
    oneOf(p2pFlag, [0, 1], 'p2p_flag');
    row.p2p_flag = p2pFlag;
  }

  /** PON-04; `addDenyFlag` is kept when left out, as PON-05 "detect now" sends only the mode. */
  setRogue(portId: number, rogueMode: number, addDenyFlag?: number): void {
    const row = this.get(portId);
    oneOf(rogueMode, [0, 1, 2], 'rogue_mode');
    if (addDenyFlag !== undefined) oneOf(addDenyFlag, [0, 1], 'add_deny_flag');
    row.rogue_mode = rogueMode;
    if (addDenyFlag !== undefined) row.add_deny_flag = addDenyFlag;
  }

  /** PON-06. */
  setLoopOnu(portId: number, lbOnuMode: number): void {
    const row = this.get(portId);
    oneOf(lbOnuMode, [0, 1], 'lb_onu_mode');
    row.lb_onu_mode = lbOnuMode;
  }

  /** PON-07: the lower receive-power limit is 0 (unset) or at most −20 dBm; the upper limit is not editable. */
  setOpticalRange(portId: number, optMin: number, optMinAction: number): void {
    const row = this.get(portId);
    if (!Number.isFinite(optMin) || (optMin !== 0 && (optMin > -20 || optMin < -40))) {
      refuse('opt_min must be 0 (unset) or between -40 and -20 dBm');
    }
    oneOf(optMinAction, [0, 1], 'opt_min_action');
    row.opt_min = optMin;
    row.opt_min_action = optMinAction;
  }

  /** PON-08. */
  setOptState(portId: number, optstate: number): void {
    const row = this.get(portId);
    oneOf(optstate, [0, 1], 'optstate');
    row.optstate = optstate;
  }

  /** Back to the factory settings (a configuration without a PON section). */
  reset(): void {
    for (const id of this.rows.keys()) this.rows.set(id, defaultPonSetting(id));
  }

  /** Replaces every row (configuration import); the caller has validated them. */
  replace(rows: readonly PonSetting[]): void {
    for (const row of rows) if (this.rows.has(row.port_id)) this.rows.set(row.port_id, { ...row });
  }
}
