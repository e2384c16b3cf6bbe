import { formatRangeList, parsePortList } from '@olt/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PortInfo, portName } from '@olt/protocol';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { expectRefused, get } from '../../test/boardHelpers.ts';

let t: TestApp;
let app: FastifyInstance;
let token: string;

beforeEach(async () => {
  t = await buildTestApp();
  app = t.app;
  token = await t.signIn();
});
afterEach(() => t.close());

describe('port list', () => {
  it('lists every port in global order: PON, then GE, then XGE', async () => {
    const ports = PortInfo.array().parse((await get(app, '/switch_port?form=portlist_info', token)).data);
    const counts = app.services.device.counts;
    expect(ports.map((p) => p.port_id)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(ports.map((p) => portName(p.port_id, counts)).slice(7, 10)).toEqual(['PON08', 'GE01', 'GE02']);
    expect(ports.filter((p) => p.media === 'fiber').map((p) => p.port_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 13, 14]);
  });

  it('needs a session and refuses an unknown form', async () => {
    expect(await get(app, '/switch_port?form=portlist_info')).toMatchObject({ code: 0 });
    expectRefused(await get(app, '/switch_port?form=bogus', token));
  });
});

describe('ONU resource of a PON', () => {
  it('answers the registered ONU ids as a range string', async () => {
    const ids = app.services.device.onus.ids(3);
    expect(ids.length).toBeGreaterThan(0);
    const { data } = await get(app, '/onu_allow_list?form=resource&port_id=3', token);
    expect(data).toEqual({ port_id: 3, resource: formatRangeList(ids) });
    expect(parsePortList((data as { resource: string }).resource)).toEqual(ids);
  });

  it('refuses ports that are not PON ports of this device, and malformed ids', async () => {
    for (const portId of ['9', '14', '0', '-1', '2.5', 'abc', '257', '']) {
      expectRefused(await get(app, `/onu_allow_list?form=resource&port_id=${portId}`, token));
    }
    expectRefused(await get(app, '/onu_allow_list?form=resource', token));
    expectRefused(await get(app, '/onu_allow_list?form=nonsense&port_id=1', token));
  });

  it('follows the PON count of the device', async () => {
    const small = await buildTestApp({ ponPorts: 4 });
    const smallToken = await small.signIn();
    expect((await get(small.app, '/onu_allow_list?form=resource&port_id=4', smallToken)).code).toBe(1);
    expectRefused(await get(small.app, '/onu_allow_list?form=resource&port_id=5', smallToken), /not a PON port/);
    await small.close();
  });
});

describe('traffic monitor', () => {
  it('answers one port the last hour, every port the last half hour; an unknown port is refused', async () => {
    const sim = t.services.device.simulation;
    for (let i = 0; i < 70; i++) sim.tick(60_000);
    const one = (
      await get<{ port_id: number; samples: { time_ms: number; inbound_bps: number }[] }>(
        app,
        '/switch_port?form=statistic_monitor&port_id=9',
        token,
      )
    ).data!;
    expect(one.port_id).toBe(9);
    expect(one.samples).toHaveLength(721);
    expect(one.samples.some((s) => s.inbound_bps > 0)).toBe(true);
    const all = (
      await get<{ port_id: number; samples: unknown[] }[]>(app, '/switch_port?form=statistic_monitor_all', token)
    ).data!;
    expect(all).toHaveLength(14);
    expect(all[0]!.samples).toHaveLength(361);
    expectRefused(await get(app, '/switch_port?form=statistic_monitor&port_id=99', token));
    expectRefused(await get(app, '/switch_port?form=statistic_monitor&port_id=x', token));
  });
});
