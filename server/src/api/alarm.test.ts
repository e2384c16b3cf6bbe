import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AlarmEntry } from '@olt/protocol';
import { expectRefused } from '../../test/boardHelpers.ts';
import { openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;

beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const lines = async () => z.array(z.string()).parse((await s.read('/alarm?form=info')).data);
const recent = async (query = '') => z.array(AlarmEntry).parse((await s.read(`/alarm?form=recent${query}`)).data);

/** Restarts an online ONU of PON 1 through the API: the device raises an "offline" alarm for it. */
async function rebootOne(): Promise<string> {
  const onu = s.olt.onus.list(1).find((o) => o.status === 'Online');
  if (!onu) throw new Error('the seeded PON01 has no online ONU');
  expect(
    (await s.write('/onumgmt?form=config', 'set', { port_id: 1, onu_id: onu.onu_id, flags: 0x1, fec_mode: 1 })).code,
  ).toBe(1);
  return `ONU01/${String(onu.onu_id).padStart(2, '0')}`;
}

describe('alarm list (ALM-01)', () => {
  it('answers pre-formatted lines, newest first', async () => {
    const label = await rebootOne();
    s.olt.simulation.tick(120_000);
    const all = await lines();
    expect(all.length).toBeGreaterThan(0);
    for (const line of all)
      expect(line).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \[(error|major|minor|info)\] \S/);
    expect(all.some((line) => line.includes(`${label}`) && line.includes('offline: Reboot'))).toBe(true);
    const times = all.map((line) => line.slice(0, 19));
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('latest alarms (ALM-X1)', () => {
  it('answers the newest entries with level and time, at most `limit`', async () => {
    const label = await rebootOne();
    const [latest] = await recent();
    expect(latest?.content).toMatch(new RegExp(`^${label} \\(.+\\) offline: Reboot$`));
    expect(typeof latest?.alarm_id).toBe('number');
    expect(latest?.time).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    s.olt.simulation.tick(10 * 60_000);
    const many = await recent('&limit=200');
    expect(many.length).toBeGreaterThan(3);
    expect(await recent('&limit=3')).toEqual(many.slice(0, 3));
    expect((await recent()).length).toBe(Math.min(20, many.length));
  });

  it('refuses a bad limit', async () => {
    for (const limit of ['0', '201', 'ten', '-5']) expectRefused(await s.read(`/alarm?form=recent&limit=${limit}`));
  });
});

const logText = async () => {
  const { filename } = (await s.read<{ filename: string }>('/alarm?form=logger_dw')).data as { filename: string };
  const res = await s.app.inject({ method: 'GET', url: `/${filename}` });
  return res.body;
};

describe('alarm control (ALM-02…06)', () => {
  it('writes the alarm list as a file for this session, fetched once through its link', async () => {
    const label = await rebootOne();
    s.olt.simulation.tick(120_000);
    const { filename } = (await s.read<{ filename: string }>('/alarm?form=download')).data as { filename: string };
    expect(filename).toMatch(/^olt_alarm\.txt\?ticket=[0-9a-f]{32}$/);
    const first = await s.app.inject({ method: 'GET', url: `/${filename}` });
    expect(first.body).toContain(`${label}`);
    expect(first.body.trimEnd().split('\n')).toEqual(await lines());
    expect((await s.app.inject({ method: 'GET', url: `/${filename}` })).statusCode).toBe(404);
  });

  it('with PON device logging off, ONU events are alarms but leave no log line; the switch is logged', async () => {
    expect((await s.read('/alarm?form=logger')).data).toEqual({ pondev: 1 });
    expect((await s.write('/alarm?form=logger', 'set', { pondev: 0 })).code).toBe(1);
    expect((await s.read('/alarm?form=logger')).data).toEqual({ pondev: 0 });
    const label = await rebootOne();
    s.olt.simulation.tick(120_000);
    expect((await lines()).some((l) => l.includes(`${label}`) && l.includes('offline'))).toBe(true);
    const log = await logText();
    expect(log).toContain('PON device logging turned off');
    expect(log.split('\n').some((l) => l.includes(`${label} (`) && l.includes('offline'))).toBe(false);
    expectRefused(await s.write('/alarm?form=logger', 'set', { pondev: 2 }), /pondev/);
  });

  it('clears the alarm list and keeps the log', async () => {
    await rebootOne();
    s.olt.simulation.tick(120_000);
    expect((await lines()).length).toBeGreaterThan(0);
    expect((await s.write('/alarm?form=clear', 'clear', {})).code).toBe(1);
    expect(await lines()).toEqual([]);
    expect(await logText()).toContain('alarm list cleared');
  });
});
