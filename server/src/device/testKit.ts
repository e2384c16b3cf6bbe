import { expect } from 'vitest';
import type { OnuChange } from './changes.ts';
import { DeviceRuleError } from './errors.ts';
import { Olt, type OltOptions } from './Olt.ts';
import type { ConfigSection } from './oltConfig.ts';
import type { OnuStatus, OnuTableRow } from '@olt/protocol';

/** A fixed start, 2026-03-14 09:26:53 local time, as the server tests use. */
export const START_MS = new Date(2026, 2, 14, 9, 26, 53).getTime();

/** A device on a clock that only moves when the test says so, with everything it emits recorded. */
export function makeOlt(options: Partial<OltOptions> = {}) {
  let nowMs = START_MS;
  const olt = new Olt({ ponPorts: 8, seed: 7, now: () => nowMs, ...options });
  const heard = { onuChanges: [] as OnuChange[], sections: [] as ConfigSection[][], alarms: 0 };
  olt.events.on('onuChange', (c) => heard.onuChanges.push(c));
  olt.events.on('configChange', (s) => heard.sections.push(s));
  olt.events.on('alarm', () => heard.alarms++);
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
export function snapshot(olt: Olt): unknown {
  const pons = olt.ponSummary().map((p) => p.port_id);
  return structuredClone({
    config: olt.exportConfig(),
    onus: olt.allOnus(),
    deny: pons.map((id) => olt.denyList(id)),
    splitters: pons.map((id) => olt.splitters(id)),
    vlans: olt.vlanTable(),
    portVlans: olt.portVlans(),
    ports: olt.ports(),
    translations: olt.translations(),
    qinq: olt.qinqs(),
  });
}

/** The operation is refused with a DeviceRuleError whose message starts with `error:`, and nothing changes. */
export function expectRefused(olt: Olt, operation: () => unknown, message?: RegExp): void {
  const before = snapshot(olt);
  let caught: unknown;
  try {
    operation();
  } catch (error) {
    caught = error;
  }
  expect(caught, 'the operation was not refused').toBeInstanceOf(DeviceRuleError);
  const text = (caught as Error).message;
  expect(text).toMatch(/^error: /);
  if (message) expect(text).toMatch(message);
  expect(snapshot(olt)).toEqual(before);
}

/** The first ONU (PON by PON) in one of these statuses. */
export function findOnu(olt: Olt, statuses: OnuStatus[], portId?: number): OnuTableRow {
  const row = olt.allOnus().find((r) => statuses.includes(r.status) && (portId === undefined || r.port_id === portId));
  if (!row) throw new Error(`no ONU in status ${statuses.join('/')}`);
  return row;
}

export function onuRow(olt: Olt, portId: number, onuId: number): OnuTableRow | undefined {
  return olt.allOnus().find((r) => r.port_id === portId && r.onu_id === onuId);
}
