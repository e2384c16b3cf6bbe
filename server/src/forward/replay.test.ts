import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildReplayApp } from './replayDevice.ts';
import { buildForwardApp } from './forwardApp.ts';
import { loginBody } from '../../test/helpers.ts';

/** The shared reference sits beside the repository (`../shared`), here and in CI. */
const SAMPLES = resolve(import.meta.dirname, '../../../../shared/reference/sample-data');
const sample = (file: string) => readFileSync(join(SAMPLES, file));

interface Env<T = unknown> {
  code: number;
  message?: string;
  data: T;
}

let device: FastifyInstance;
let forward: FastifyInstance;
let token: string;

describe.runIf(existsSync(SAMPLES))("the console's server over a real device's recorded answers", () => {
  beforeAll(async () => {
    device = await buildReplayApp({ dir: SAMPLES });
    await device.listen({ port: 0, host: '127.0.0.1' });
    const olt = `http://127.0.0.1:${(device.server.address() as AddressInfo).port}`;
    forward = await buildForwardApp({ olt, dataDir: ':memory:' });
    const login = await forward.inject({
      method: 'POST',
      url: '/userlogin?form=login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(loginBody('root', 'admin')),
    });
    token = String(login.headers['x-token']);
  });
  afterAll(async () => {
    await forward?.close();
    await device?.close();
  });
  const read = (url: string) => forward.inject({ url, headers: { 'x-token': token } });

  it('answers each recorded endpoint with the recording, byte for byte, through the forwarding server', async () => {
    for (const [url, file] of [
      ['/board?info=system', 'systemInfo.json'],
      ['/board?info=pon', 'ponInfo.json'],
      ['/onutable', 'onuAllowAll.json'],
      ['/onumgmt?form=base-info&port_id=1&onu_id=1', 'onu_basic_info.json'],
      ['/onumgmt?form=base-info', 'onu_base_info.json'],
      ['/vlantable', 'vlan_list.json'],
    ] as const) {
      expect((await read(url)).rawPayload.equals(sample(file)), url).toBe(true);
    }
    expect((await read('/alarm?form=info')).json<Env>().code).toBe(2);
  });

  it("computes the status summary and the ONU search from the recordings' own rows", async () => {
    const all = JSON.parse(sample('onuAllowAll.json').toString()) as Env<{ status: string; port_id: number }[]>;
    const summary = (await read('/board?info=summary')).json<Env<{ onus: { registered: number; online: number } }>>();
    expect(summary.code).toBe(1);
    expect(summary.data.onus.registered).toBe(all.data.length);
    expect(summary.data.onus.online).toBe(all.data.filter((o) => o.status === 'Online').length);
    const search = (await read('/onutable?form=search&port_id=2&status=online&limit=3')).json<
      Env<{ total: number; rows: { port_id: number }[] }>
    >();
    expect(search.data.total).toBe(all.data.filter((o) => o.port_id === 2 && o.status === 'Online').length);
    expect(search.data.rows.length).toBeLessThanOrEqual(3);
    expect(search.data.rows.every((r) => r.port_id === 2)).toBe(true);
  });

  it('changes nothing: a write is refused in the envelope', async () => {
    const res = await forward.inject({
      method: 'POST',
      url: '/system?form=hostname',
      headers: { 'content-type': 'application/json', 'x-token': token },
      payload: JSON.stringify({ method: 'set', param: { hostname: 'x' } }),
    });
    expect(res.json<Env>()).toMatchObject({ code: 2, message: 'error: the recorded device changes nothing' });
  });
});
