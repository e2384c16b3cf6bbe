import { expect } from 'vitest';
import type { OnuStatus, OnuTableRow } from '@olt/protocol';
import type { ConfigRows } from '../src/device/configuration.ts';
import { buildDevice, type Device, type DeviceOptions } from '../src/device/device.ts';
import { DeviceError } from '../src/device/kernel/errors.ts';
import type { OnuChange } from '../src/device/kernel/journal.ts';
import { hardwareFor, type OnuHardware } from '../src/device/onus/onuFactory.ts';
import type { Onu } from '../src/device/onus/onuStore.ts';

/** A fixed start, 2026-03-14 09:26:53 local time, as the server tests use. */
export const START_MS = new Date(2026, 2, 14, 9, 26, 53).getTime();

/** What one committed change handed to the store: section names (whole or keyed) and the keyed records by key. */
export interface HeardWrite {
  sections: string[];
  records: Map<string, string[]>;
}

/**
 * A device on a clock that only moves when the test says so, with everything it publishes recorded: ONU changes,
 * alarms, and what each committed change would store (`sections`: the names it touched, per change).
 */
export function makeOlt(options: Partial<DeviceOptions> = {}) {
  let nowMs = START_MS;
  const olt = buildDevice({ ponPorts: 8, seed: 7, now: () => nowMs, ...options });
  const heard = { onuChanges: [] as OnuChange[], sections: [] as string[][], writes: [] as HeardWrite[], alarms: 0 };
  olt.events.on('onuChange', (c) => heard.onuChanges.push(c));
  olt.events.on('alarm', () => heard.alarms++);
  olt.config.keepIn({
    write: (rows: ConfigRows) => {
      const names = [...new Set([...rows.sections.keys(), ...rows.records.keys()])];
      heard.sections.push(names);
      heard.writes.push({
        sections: names,
        records: new Map([...rows.records].map(([name, records]) => [name, [...records.keys()]])),
      });
    },
    read: () => {
      throw new Error('the test device keeps no stored configuration');
    },
  });
  return {
    olt,
    heard,
    /** moves the real clock (simulated time follows at the simulation speed) without running the simulation */
    wait: (ms: number) => {
      nowMs += ms;
    },
  };
}

/** Everything a refused operation must leave as it was. */
export function snapshot(olt: Device): unknown {
  const pons = olt.pon.summary().map((p) => p.port_id);
  return structuredClone({
    config: olt.config.export(),
    onus: olt.onus.table(),
    deny: pons.map((id) => olt.onus.denyList(id)),
    splitters: pons.map((id) => olt.splitters.list(id)),
    vlans: olt.vlan.table(),
    portVlans: olt.vlan.portVlans(),
    ports: olt.ports.list(),
    translations: olt.vlan.translations(),
    qinq: olt.vlan.qinqs(),
  });
}

/** The operation is refused with a DeviceError whose message starts with `error:`, and nothing changes. */
export function expectRefused(olt: Device, operation: () => unknown, message?: RegExp): void {
  const before = snapshot(olt);
  let caught: unknown;
  try {
    operation();
  } catch (error) {
    caught = error;
  }
  expect(caught, 'the operation was not refused').toBeInstanceOf(DeviceError);
  const text = (caught as Error).message;
  expect(text).toMatch(/^error: /);
  if (message) expect(text).toMatch(message);
  expect(snapshot(olt)).toEqual(before);
}

/** The first ONU (PON by PON) in one of these statuses. */
export function findOnu(olt: Device, statuses: OnuStatus[], portId?: number): OnuTableRow {
  const row = olt.onus
    .table()
    .find((r) => statuses.includes(r.status) && (portId === undefined || r.port_id === portId));
  if (!row) throw new Error(`no ONU in status ${statuses.join('/')}`);
  return row;
}

export function onuRow(olt: Device, portId: number, onuId: number): OnuTableRow | undefined {
  return olt.onus.table().find((r) => r.port_id === portId && r.onu_id === onuId);
}

/**
 * Puts ONUs of a PON into the given statuses, one each in list order, as if the device had moved them there: for tests
 * that need every status at once (the device reaches some of them only briefly, `Auth Limit` only on real hardware).
 * Reaches into the ONU store on purpose; nothing but tests may.
 */
export function forceStatuses(olt: Device, portId: number, statuses: readonly OnuStatus[]): void {
  const store = (olt.onus as unknown as { store: OnuStoreForTests }).store;
  const onus = store.onPon(portId);
  statuses.forEach((status, i) => {
    const onu = onus[i];
    if (!onu) throw new Error(`PON ${portId} has fewer than ${statuses.length} ONUs`);
    onu.status = status;
    store.touch(onu, false);
  });
}
interface OnuStoreForTests {
  onPon(portId: number): { status: OnuStatus }[];
  touch(onu: unknown, identity: boolean): void;
}

/** The first ONU (PON by PON) that is online and passes `test`, as the device holds it. */
export function onlineOnu(olt: Device, test: (onu: Onu) => boolean = () => true, portId?: number): Onu {
  const onu = olt.onus
    .all()
    .find((o) => o.status === 'Online' && test(o) && (portId === undefined || o.portId === portId));
  if (!onu) throw new Error('no online ONU passes the test');
  return onu;
}

/** A MAC whose simulated hardware passes `test` (a model, a rogue laser…), with the given OUI. */
export function macWhere(test: (hw: OnuHardware) => boolean, oui = '38:3a:21'): string {
  for (let n = 0; n < 1_000_000; n++) {
    const mac = `${oui}:${[n >> 16, (n >> 8) & 0xff, n & 0xff].map((b) => b.toString(16).padStart(2, '0')).join(':')}`;
    if (test(hardwareFor(mac))) return mac;
  }
  throw new Error('no MAC gives such hardware');
}

/** Moves simulated time until `done` holds (checked every simulated second), at most `maxMs`. */
export function tickUntil(olt: Device, done: () => boolean, maxMs = 10 * 60_000): void {
  for (let t = 0; t < maxMs && !done(); t += 1_000) olt.simulation.tick(1_000);
  if (!done()) throw new Error(`not done after ${maxMs} ms of simulated time`);
}
