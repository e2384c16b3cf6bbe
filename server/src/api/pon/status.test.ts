import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CpuUsage, PonSummary } from '@olt/protocol';
import { expectRefused } from '../../../test/boardHelpers.ts';
import { openDeviceSession, type DeviceSession } from '../../../test/deviceApi.ts';

let s: DeviceSession;

beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const pons = async () => z.array(PonSummary).parse((await s.read('/board?info=pon')).data);

describe('CPU and memory (SYS-12)', () => {
  it('answers whole percentages that move as the simulation runs', async () => {
    const first = CpuUsage.parse((await s.read('/board?info=cpu')).data);
    expect(Number.isInteger(first.cpu_usage) && Number.isInteger(first.memory_usage)).toBe(true);
    const seen = new Set<number>();
    for (let i = 0; i < 10; i++) {
      s.olt.simulation.tick(5_000);
      seen.add(CpuUsage.parse((await s.read('/board?info=cpu')).data).cpu_usage);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('needs a session', async () => {
    expect(
      await s.app.inject({ method: 'GET', url: '/board?info=cpu' }).then((r) => r.json<{ code: number }>()),
    ).toMatchObject({ code: 0 });
  });
});

describe('PON summary (SYS-13)', () => {
  it('answers every PON with its online and offline ONU counts', async () => {
    const rows = await pons();
    expect(rows.map((r) => r.port_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const row of rows) {
      const onus = s.olt.onus.list(row.port_id);
      expect(row.online).toBe(onus.filter((o) => o.status === 'Online').length);
      expect(row.online + row.offline).toBe(onus.length);
      expect(row.status).toBe(1);
    }
  });

  it('follows an ONU going down, and a PON whose transmitter is switched off', async () => {
    const onu = s.olt.onus.list(3).find((o) => o.status === 'Online');
    const before = (await pons())[2] as PonSummary;
    expect(
      (await s.write('/onumgmt?form=config', 'set', { port_id: 3, onu_id: onu?.onu_id, flags: 0x1, fec_mode: 1 })).code,
    ).toBe(1);
    expect((await pons())[2]).toMatchObject({ online: before.online - 1, offline: before.offline + 1 });
    s.olt.pon.setOptState(4, 0);
    expect((await pons())[3]).toMatchObject({ status: 0, online: 0 });
  });

  it('refuses an unknown info value', async () => {
    expectRefused(await s.read('/board?info=power'));
  });
});
