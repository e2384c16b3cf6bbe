import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connect as tlsConnect } from 'node:tls';
import { TOKEN_CHECK_FAILED } from '@olt/protocol';
import {
  LOGIN_BODY,
  PYTHON_REQUESTS_HEADERS,
  api,
  rawHeader,
  scriptSignIn,
  send,
  startFieldServer,
  type FieldServer,
} from './fieldClient.ts';

/** api.md §8, "What they read": the exact bytes scripts depend on, and the device over HTTPS. */
let server: FieldServer;
beforeAll(async () => {
  server = await startFieldServer();
}, 30_000);
afterAll(() => server.stop());

describe('§8.8 the login answer, byte for byte', () => {
  it('writes the header as X-Token in exactly that case, and the body starts with code 1 and "success"', async () => {
    const answer = await send(`${server.http}/userlogin?form=login`, {
      method: 'POST',
      headers: PYTHON_REQUESTS_HEADERS,
      body: LOGIN_BODY,
    });
    // PHP-style: the raw header lines, matched case-sensitively
    expect(rawHeader(answer, 'X-Token')).toMatch(/^[0-9a-f]{32}$/);
    const names = answer.rawHeaders.filter((_, i) => i % 2 === 0);
    expect(names.filter((name) => /^x-token$/i.test(name))).toEqual(['X-Token']);
    expect(rawHeader(answer, 'Access-Control-Expose-Headers')).toBe('X-Token');
    expect(answer.text.startsWith('{"code":1,"message":"success"')).toBe(true);
  });

  it('answers a refused login without a token header', async () => {
    const body = JSON.stringify({ method: 'set', param: { name: 'root', key: '0'.repeat(32) } });
    const answer = await send(`${server.http}/userlogin?form=login`, { method: 'POST', body });
    expect(rawHeader(answer, 'X-Token')).toBeUndefined();
    expect(answer.json()).toMatchObject({ code: expect.any(Number) as number, message: expect.any(String) as string });
    expect((answer.json() as { code: number }).code).not.toBe(1);
  });
});

describe('§8.10 HTTPS beside HTTP, one session', () => {
  it('serves the self-signed certificate kept in the data directory, valid for 127.0.0.1', async () => {
    const peer = await new Promise<{ subjectaltname?: string; valid_to: string }>((resolve, reject) => {
      const socket = tlsConnect({ host: '127.0.0.1', port: Number(new URL(server.https).port), ca: server.ca }, () => {
        resolve(socket.getPeerCertificate());
        socket.end();
      });
      socket.on('error', reject);
    });
    expect(peer.subjectaltname).toContain('IP Address:127.0.0.1');
    expect(peer.subjectaltname).toContain('DNS:localhost');
  });

  it('takes a token from an HTTPS login over HTTP, and one from HTTP over HTTPS', async () => {
    const secureToken = await scriptSignIn(server.https, server.ca);
    const plainToken = await scriptSignIn(server.http);
    const overHttp = await api(server.http, secureToken, '/system?form=hostname');
    const overHttps = await api(server.https, plainToken, '/system?form=hostname', undefined, { ca: server.ca });
    expect(overHttp).toEqual({ code: 1, message: 'success', data: { hostname: 'EPON-OLT' } });
    expect(overHttps).toEqual(overHttp);
    expect(await api(server.https, 'f'.repeat(32), '/system?form=hostname', undefined, { ca: server.ca })).toEqual({
      code: 0,
      message: TOKEN_CHECK_FAILED,
    });
  });

  it('registers on wss:// /ws with a token from HTTP, as the original console does over HTTPS', async () => {
    const token = await scriptSignIn(server.http);
    // with a cache-buster, as a browser-side client may add one
    const socket = new WebSocket(`${server.https.replace('https', 'wss')}/ws?t=1732000000000`, { ca: server.ca });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const reply = new Promise<unknown>((resolve) =>
      socket.once('message', (data: Buffer) => resolve(JSON.parse(String(data)))),
    );
    socket.send(JSON.stringify({ type: 2, action: 1, xtoken: token, username: 'root' }));
    expect(await reply).toEqual({ type: 2, action: 1 });
    socket.close(1000);
  });
});

/** The device-model items of §8, over real HTTP as a script calls them (the device-side details: api/fieldDetails.test.ts). */
describe('§8.4, §8.7, §8.9 and quirk 12 over the wire', () => {
  let token: string;
  beforeAll(async () => {
    token = await scriptSignIn(server.http);
  });
  const read = async <T>(path: string) => {
    const answer = await api(server.http, token, path);
    expect(answer.code, `${path}: ${answer.message}`).toBe(1);
    return answer.data as T;
  };
  type Row = { port_id: number; onu_id: number; macaddr: string; status: string; rtt: string; distance: string };

  it('takes port_id=256 on the allow list as every PON (api.md §6 quirk 12)', async () => {
    const all = await read<Row[]>('/onu_allow_list?port_id=256&t=1732000000000');
    const first = await read<Row[]>('/onu_allow_list?port_id=1');
    expect(new Set(all.map((r) => r.port_id)).size).toBeGreaterThan(1);
    expect(all.slice(0, first.length).map((r) => r.macaddr)).toEqual(first.map((r) => r.macaddr));
  });

  it('restarts the listed online ONUs with POST /onu_allow_list?form=batch and method "reboot" (api.md §8.4)', async () => {
    const pon = (await read<Row[]>('/onu_allow_list?port_id=2')).filter((r) => r.status === 'Online');
    const [a, b] = pon;
    if (!a || !b) throw new Error('PON02 needs two online ONUs');
    const answer = await api(server.http, token, '/onu_allow_list?form=batch', {
      method: 'reboot',
      param: { port_id: '2', onu_id: [a.onu_id, String(b.onu_id)] },
    });
    expect(answer).toEqual({ code: 1, message: 'success' });
    const after = await read<Row[]>('/onu_allow_list?port_id=2');
    for (const onu of [a, b]) expect(after.find((r) => r.onu_id === onu.onu_id)?.status).not.toBe('Online');
  });

  it('changes only what flags names in POST /onumgmt?form=config sent with every field (api.md §8.7)', async () => {
    const onu = (await read<Row[]>('/onu_allow_list?port_id=3')).find((r) => r.status === 'Online');
    if (!onu) throw new Error('PON03 needs an online ONU');
    const where = `port_id=${onu.port_id}&onu_id=${onu.onu_id}`;
    const named = (await read<{ onu_name: string }>(`/onumgmt?form=base-info&${where}`)).onu_name;
    const every = { port_id: onu.port_id, onu_id: onu.onu_id, onu_name: '', onu_desc: '', txsupply_time: 0 };
    const answer = await api(server.http, token, '/onumgmt?form=config', {
      method: 'set',
      param: { ...every, flags: '4', fec_mode: 1 },
    });
    expect(answer.code, answer.message).toBe(1);
    const detail = await read<{ onu_name: string; fec_mode?: number }>(`/onumgmt?form=base-info&${where}`);
    expect(detail.onu_name).toBe(named);
  });

  it('answers the fields of api.md §8.9: rtt and distance in ONU rows, extmodel and distance in ONU details', async () => {
    const rows = await read<Row[]>('/onutable');
    const online = rows.find((r) => r.status === 'Online');
    if (!online) throw new Error('no ONU online');
    expect(online.rtt).toMatch(/^[1-9]\d*$/);
    expect(online.distance).toMatch(/^[1-9]\d*$/);
    const detail = await read<Record<string, unknown>>(
      `/onumgmt?form=base-info&port_id=${online.port_id}&onu_id=${online.onu_id}`,
    );
    expect(detail).toMatchObject({ distance: online.distance, extmodel: expect.any(String) as string });
  });

  it('answers admin_status and status in /board?info=pon rows and every port field of api.md §8.9', async () => {
    const pons = await read<Record<string, unknown>[]>('/board?info=pon');
    for (const pon of pons) expect(Object.keys(pon)).toEqual(expect.arrayContaining(['admin_status', 'status']));
    const ports = await read<Record<string, unknown>[]>('/switch_port?form=portlist_info');
    const fields = ['admin_status', 'auto_neg', 'duplex', 'speed', 'flow_ctrl', 'mtu', 'pvid', 'erate', 'irate'];
    for (const port of ports) expect(Object.keys(port)).toEqual(expect.arrayContaining([...fields, 'link_status']));
  });
});
