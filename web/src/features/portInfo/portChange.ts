import { PORT_FLAGS, type PortInfo, type PortKind } from '@olt/protocol';

/** What the setting dialog edits; numbers are already read by their schemas. */
export interface PortValues {
  admin_status: number;
  speed: string;
  duplex: number;
  flow_ctrl: number;
  mtu: number;
  erate: number;
  irate: number;
  pvid: number;
  port_desc: string;
}

/** The speeds a port may be set to (api.md §2.4): GE down to 10M, XGE 1000M or 10000M, both `auto`. */
export const speedChoices = (kind: PortKind): string[] =>
  kind === 'xge' ? ['auto', '1000M', '10000M'] : ['auto', '10M', '100M', '1000M'];

/** The dialog's first values: an auto-negotiating port shows `auto` (screens.md §12.1). */
export function valuesOf(row: PortInfo): PortValues {
  return {
    admin_status: row.admin_status >= 1 ? 1 : 0,
    speed: row.auto_neg === 1 ? 'auto' : row.speed,
    duplex: row.duplex,
    flow_ctrl: row.flow_ctrl,
    mtu: row.mtu,
    erate: row.erate,
    irate: row.irate,
    pvid: row.pvid,
    port_desc: row.port_desc,
  };
}

/**
 * PORT-02's `flags`: the bits of the fields that changed, nothing else (the device takes only flagged fields). A PON
 * port's form edits flow control, MTU, PVID and description only, so no other bit is ever set for it.
 */
export function changedFlags(row: PortInfo, next: PortValues, kind: PortKind): number {
  const was = valuesOf(row);
  const pairs: [keyof PortValues, number][] = [
    ['flow_ctrl', PORT_FLAGS.flowCtrl],
    ['mtu', PORT_FLAGS.mtu],
    ['pvid', PORT_FLAGS.pvid],
    ['port_desc', PORT_FLAGS.portDesc],
  ];
  if (kind !== 'pon') {
    pairs.push(
      ['admin_status', PORT_FLAGS.adminStatus],
      ['speed', PORT_FLAGS.speed],
      ['duplex', PORT_FLAGS.duplex],
      ['erate', PORT_FLAGS.erate],
      ['irate', PORT_FLAGS.irate],
    );
  }
  return pairs.reduce((flags, [key, bit]) => (was[key] !== next[key] ? flags | bit : flags), 0);
}

/** The whole PORT-02 `param`, as the original console sends it: every field, the changed ones flagged. */
export function portParam(row: PortInfo, next: PortValues, flags: number) {
  return { port_id: row.port_id, flags, auto_neg: next.speed === 'auto' ? 1 : 0, ...next };
}
