import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AlarmPage } from '@olt/protocol';
import { expectRefused } from '../../test/boardHelpers.ts';
import { openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;

beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

/** The seeded device's uplink with a cable. */
const GE01 = 9;
const page = async (query = '') => AlarmPage.parse((await s.read(`/alarm?form=page${query}`)).data);

/** An ONU of PON 1 restarts (minor and info alarms about it) and the operator takes GE01 down (a major one). */
async function raiseSome(): Promise<number> {
  const onu = s.olt.onus.list(1).find((o) => o.status === 'Online');
  if (!onu) throw new Error('the seeded PON01 has no online ONU');
  const restart = { port_id: 1, onu_id: onu.onu_id, flags: 0x1, fec_mode: 1 };
  expect((await s.write('/onumgmt?form=config', 'set', restart)).code).toBe(1);
  s.olt.simulation.tick(120_000);
  const down = { port_id: GE01, flags: 0x1, admin_status: 0 };
  expect((await s.write('/switch_port?form=port_info', 'set', down)).code).toBe(1);
  return onu.onu_id;
}

const savedText = async () => {
  const answer = await s.read<{ filename: string }>('/alarm?form=download_save');
  const { filename } = answer.data as { filename: string };
  expect(filename).toMatch(/^olt_alarm_saved\.txt\?ticket=[0-9a-f]{32}$/);
  return (await s.app.inject({ method: 'GET', url: `/${filename}` })).body;
};

describe('the alarm list, filtered and paged (ALM-X2)', () => {
  it('files each alarm under what it is about and filters by source, port and ONU', async () => {
    const onuId = await raiseSome();
    const all = await page('&page_size=200');
    expect(all.total).toBe(all.rows.length);
    expect(all.rows.map((r) => r.seq)).toEqual([...all.rows.map((r) => r.seq)].sort((a, b) => b - a));

    const ports = await page('&source=port');
    expect(ports.rows[0]).toMatchObject({ source: 'port', port_id: GE01, level: 1 });
    expect(ports.rows.every((r) => r.source === 'port')).toBe(true);

    const theOnu = await page(`&source=onu&port_id=1&onu_id=${onuId}`);
    expect(theOnu.total).toBeGreaterThan(0);
    expect(theOnu.rows.every((r) => r.source === 'onu' && r.port_id === 1 && r.onu_id === onuId)).toBe(true);
    expect(theOnu.rows.some((r) => r.content.includes('offline: Reboot'))).toBe(true);

    const system = await page('&source=system');
    expect(system.rows.every((r) => r.port_id === undefined)).toBe(true);
    expect(system.total + ports.total + (await page('&source=onu')).total + (await page('&source=pon')).total).toBe(
      all.total,
    );
  });

  it('keeps a level and the more severe ones, and counts every level under the other filters', async () => {
    await raiseSome();
    const all = await page('&page_size=200');
    expect(all.levels.reduce((a, b) => a + b, 0)).toBe(all.total);
    const major = await page('&level=1&page_size=200');
    expect(major.rows.every((r) => r.level <= 1)).toBe(true);
    expect(major.total).toBe((all.levels[0] ?? 0) + (all.levels[1] ?? 0));
    expect(major.levels).toEqual(all.levels);
  });

  it('pages, and filters by words and device time', async () => {
    await raiseSome();
    const all = await page('&page_size=200');
    expect(all.total).toBeGreaterThanOrEqual(4);
    const second = await page('&page=2&page_size=2');
    expect(second).toMatchObject({ total: all.total, page: 2, page_size: 2 });
    expect(second.rows).toEqual(all.rows.slice(2, 4));

    const words = await page('&search=GE01');
    expect(words.total).toBeGreaterThan(0);
    expect(words.rows.every((r) => r.content.toLowerCase().includes('ge01'))).toBe(true);

    const newest = all.rows[0];
    if (!newest) throw new Error('no alarm');
    const since = Math.floor(newest.time_ms / 1000);
    const late = await page(`&since=${since}&page_size=200`);
    expect(late.rows.every((r) => r.time_ms >= since * 1000)).toBe(true);
    const early = await page(`&until=${since}&page_size=200`);
    expect(late.total + early.total).toBe(all.total);
  });

  it('refuses bad filters', async () => {
    for (const q of [
      '&level=4',
      '&source=fan',
      '&onu_id=3',
      '&port_id=0',
      '&since=200&until=100',
      '&page=0',
      '&page_size=201',
      `&search=${'x'.repeat(65)}`,
    ])
      expectRefused(await s.read(`/alarm?form=page${q}`));
  });
});

describe('the saved alarms (ALM-07)', () => {
  it('writes the errors and major alarms the device kept, which clearing the list leaves', async () => {
    await raiseSome();
    expect((await s.write('/alarm?form=clear', 'clear', {})).code).toBe(1);
    const lines = (await savedText()).trimEnd().split('\n');
    expect(lines.some((l) => /\[major\] GE01\b/.test(l))).toBe(true);
    expect(lines.every((l) => /^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d \[(error|major)\] /.test(l))).toBe(true);
    expect(lines.some((l) => l.includes('offline: Reboot'))).toBe(false);
  });
});
