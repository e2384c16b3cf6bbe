import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { endpointBody, endpointUrl, type Endpoint } from '@olt/protocol';
import { ENDPOINTS } from '@olt/protocol/reference';
import { forwardRig, type ForwardRig } from '../../test/forwardRig.ts';
import { buildForwardApp } from './forwardApp.ts';
import { namesAddition } from '../http/vendorMode.ts';

let rig: ForwardRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

const json = { 'content-type': 'application/json' };
interface Env<T = unknown> {
  code: number;
  message: string;
  data: T;
}
interface Caps {
  device: string;
  additions: Record<string, string>;
}
interface Summary {
  onus: unknown;
  pons: unknown;
}
/** Ends the session or the device's run: walked last. */
const ENDS_SESSION = new Set(['AUTH-01', 'AUTH-02', 'BAK-04', 'BAK-04-POST']);
/** A query most GETs of one PON or one ONU take; the others ignore it. */
const SAMPLE_QUERY = { port_id: 1, onu_id: 1 };

const requestOf = (ep: Endpoint) => ({
  method: ep.method,
  url: ep.method === 'GET' ? endpointUrl(ep, SAMPLE_QUERY) : endpointUrl(ep),
  payload: ep.method === 'POST' ? JSON.stringify(endpointBody(ep, {})) : undefined,
});

describe('the forwarding server passes the family API to the device', () => {
  it('sends every family endpoint to the device as it came and answers what the device answered, byte for byte', async () => {
    rig = await forwardRig();
    const token = await rig.signIn();
    const family = ENDPOINTS.filter((ep) => !ep.isAddition && !ENDS_SESSION.has(ep.id));
    expect(family.length).toBeGreaterThan(150);
    for (const ep of family) {
      const sent = requestOf(ep);
      const before = rig.heard.length;
      const res = await rig.forward.inject({ ...sent, headers: { ...json, 'x-token': token } });
      // besides it, the device may be asked whose session a change comes from (USER-02, for the audit)
      const heard = rig.heard.slice(before).filter((h) => h.url === sent.url);
      expect(heard, ep.id).toHaveLength(1);
      const [device] = heard;
      expect(device!.method, ep.id).toBe(ep.method);
      expect(device!.url, ep.id).toBe(sent.url);
      expect(device!.body.toString(), ep.id).toBe(sent.payload ?? '');
      expect(device!.headers['x-token'], ep.id).toBe(token);
      expect(res.statusCode, ep.id).toBe(200);
      expect(res.rawPayload.equals(device!.answer), ep.id).toBe(true);
    }
  });

  it('passes the token the device answers at sign-in, and the device ending the session', async () => {
    rig = await forwardRig();
    const token = await rig.signIn();
    expect(rig.heard.at(-1)!.url).toBe('/userlogin?form=login');
    const out = await rig.forward.inject({
      method: 'POST',
      url: '/userlogin?form=logout',
      headers: { ...json, 'x-token': token },
      payload: JSON.stringify({ method: 'set', param: { name: 'root' } }),
    });
    expect(out.json<Env>().code).toBe(1);
    const after = await rig.forward.inject({ url: '/board?info=system', headers: { 'x-token': token } });
    expect(after.json<Env>().code).toBeLessThanOrEqual(0);
    expect(after.rawPayload.equals(rig.heard.at(-1)!.answer)).toBe(true);
  });

  it('never forwards one of our additions, and refuses what the protocol does not define', async () => {
    rig = await forwardRig();
    const token = await rig.signIn();
    for (const ep of ENDPOINTS.filter((e) => e.isAddition)) {
      await rig.forward.inject({ ...requestOf(ep), headers: { ...json, 'x-token': token } });
    }
    const named = rig.heard.filter((h) => {
      const [path = '', search = ''] = h.url.split('?');
      return namesAddition(h.method, path, new URLSearchParams(search));
    });
    expect(named).toEqual([]);

    const before = rig.heard.length;
    const outside = [
      { method: 'GET' as const, url: '/cgi-bin/luci' },
      { method: 'GET' as const, url: '/board?info=nothing' },
      { method: 'POST' as const, url: '/switch_vlan', payload: '{"method":"explode","param":{}}' },
      { method: 'GET' as const, url: '//example.com/board?info=system' },
      { method: 'GET' as const, url: '/../etc/passwd' },
    ];
    for (const req of outside) {
      const res = await rig.forward.inject({ ...req, headers: { ...json, 'x-token': token } });
      expect(res.json<{ code: number; message: string }>().message, req.url).toMatch(/^error: /);
    }
    expect(rig.heard.length).toBe(before);
  });

  it("passes uploads and the device's files as they are", async () => {
    rig = await forwardRig();
    const token = await rig.signIn();
    const boundary = 'x-olt-boundary';
    const upload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\n`),
      Buffer.from('Content-Type: image/png\r\n\r\n'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await rig.forward.inject({
      method: 'POST',
      url: '/upgrade?type=logo',
      headers: { 'x-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: upload,
    });
    const heard = rig.heard.at(-1)!;
    expect(heard.url).toBe('/upgrade?type=logo');
    expect(heard.body.equals(upload)).toBe(true);
    expect(res.rawPayload.equals(heard.answer)).toBe(true);
    const file = await rig.forward.inject({ url: '/oltconfigtmp.txt', headers: { 'x-token': token } });
    expect(rig.heard.at(-1)!.url).toBe('/oltconfigtmp.txt');
    expect(file.rawPayload.equals(rig.heard.at(-1)!.answer)).toBe(true);
  });

  it('drops hop-by-hop headers both ways and passes no header of the browser the family does not read', async () => {
    rig = await forwardRig();
    const token = await rig.signIn();
    const res = await rig.forward.inject({
      url: '/board?info=system',
      headers: {
        'x-token': token,
        connection: 'keep-alive, x-secret',
        'x-secret': '1',
        cookie: 'a=b',
        'proxy-authorization': 'x',
      },
    });
    expect(res.json<Env>().code).toBe(1);
    const { headers } = rig.heard.at(-1)!;
    expect(headers['x-secret']).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
    expect(headers['proxy-authorization']).toBeUndefined();
    expect(res.headers['keep-alive']).toBeUndefined();
    // the console's own security headers come with the device's answer
    expect(res.headers['content-security-policy']).toBeDefined();
  });
});

describe('the forwarding server computes the additions it can from the device', () => {
  it('answers the capabilities: computed or unavailable, for every addition', async () => {
    rig = await forwardRig();
    const token = await rig.signIn();
    const caps = (await rig.forward.inject({ url: '/board?info=capabilities', headers: { 'x-token': token } })).json<
      Env<Caps>
    >();
    expect(caps.data.device).toBe('forwarded');
    expect(caps.data.additions).toMatchObject({
      'SYS-X1': 'computed',
      'ONU-X1': 'computed',
      'USER-X1': 'computed',
      'ONU-X2': 'unavailable',
      'AUD-X1': 'computed',
      'ALM-X1': 'unavailable',
    });
    const missing = await rig.forward.inject({
      url: '/onumgmt?form=optical-history&port_id=1&onu_id=1',
      headers: { 'x-token': token },
    });
    expect(missing.json<Env>().code).toBe(2);
    expect(missing.json<Env>().message).toMatch(/does not have/);
  });

  it('computes the status summary, the session and the ONU search as the simulated OLT answers them', async () => {
    rig = await forwardRig();
    const token = await rig.signIn();
    const own = await (await import('../../test/helpers.ts')).buildTestApp({ requirePasswordChange: false });
    try {
      const ownToken = await own.signIn();
      const ask = async <T>(url: string) => ({
        here: (await rig!.forward.inject({ url, headers: { 'x-token': token } })).json<Env<T>>(),
        sim: (await own.app.inject({ url, headers: { 'x-token': ownToken } })).json<Env<T>>(),
      });
      const summary = await ask<Summary>('/board?info=summary');
      expect(summary.here.data.onus).toEqual(summary.sim.data.onus);
      expect(summary.here.data.pons).toEqual(summary.sim.data.pons);
      const search = await ask<unknown>('/onutable?form=search&status=online&port_id=1&limit=5');
      expect(search.here.data).toEqual(search.sim.data);
      const session = await ask<{ read: unknown; write: unknown }>('/usermgmt?form=session');
      expect(session.here.data).toMatchObject({
        name: 'root',
        read: session.sim.data.read,
        write: session.sim.data.write,
      });
      const reads = await ask<{ reads: { url: string; answer: { code: number } | null }[] }>(
        '/board?info=page_reads&page=onu_allow',
      );
      expect(reads.here.data.reads.map((r) => r.url)).toEqual(reads.sim.data.reads.map((r) => r.url));
      expect(reads.here.data.reads.every((r) => r.answer?.code === 1)).toBe(true);
    } finally {
      await own.close();
    }
  });

  it('refuses a computed addition to a token the device does not accept', async () => {
    rig = await forwardRig();
    const res = await rig.forward.inject({
      url: '/board?info=summary',
      headers: { 'x-token': 'deadbeefdeadbeefdeadbeefdeadbeef' },
    });
    expect(res.json<Env>().code).toBeLessThanOrEqual(0);
  });

  it('tells the save state of changes that passed through it', async () => {
    rig = await forwardRig();
    const token = await rig.signIn();
    const state = async () =>
      (await rig!.forward.inject({ url: '/system_save?form=state', headers: { 'x-token': token } })).json<
        Env<{ unsaved: number }>
      >().data.unsaved;
    expect(await state()).toBe(0);
    const set = await rig.forward.inject({
      method: 'POST',
      url: '/system?form=hostname',
      headers: { ...json, 'x-token': token },
      payload: JSON.stringify({ method: 'set', param: { hostname: 'olt-a' } }),
    });
    expect(set.json<Env>().code).toBe(1);
    expect(await state()).toBe(1);
    expect((await rig.forward.inject({ url: '/system_save', headers: { 'x-token': token } })).json<Env>().code).toBe(1);
    expect(await state()).toBe(0);
  });

  it('keeps the audit of what passed through it: who changed what, and what the device answered', async () => {
    rig = await forwardRig();
    const token = await rig.signIn();
    const set = (hostname: string) =>
      rig!.forward.inject({
        method: 'POST',
        url: '/system?form=hostname',
        headers: { ...json, 'x-token': token },
        payload: JSON.stringify({ method: 'set', param: { hostname } }),
      });
    expect((await set('olt-b')).json<Env>().code).toBe(1);
    expect((await set('')).json<Env>().code).toBe(2);
    const trail = async () =>
      (await rig!.forward.inject({ url: '/system_audit?form=list', headers: { 'x-token': token } })).json<
        Env<{
          total: number;
          rows: { user: string; kind: string; endpoint_id: string; result: string; params: string }[];
        }>
      >().data;
    await new Promise((r) => setTimeout(r, 50));
    const { rows } = await trail();
    expect(rows.map((r) => [r.kind, r.endpoint_id, r.result, r.user])).toEqual([
      ['change', 'SYS-08', 'failed', 'root'],
      ['change', 'SYS-08', 'ok', 'root'],
      ['login', 'AUTH-01', 'ok', 'root'],
    ]);
    expect(rows[1]!.params).toBe('{"hostname":"olt-b"}');
    // the password's digest never goes into the trail
    expect(rows[2]!.params).not.toMatch(/[0-9a-f]{32}/);
    const csv = await rig.forward.inject({ url: '/system_audit?form=csv', headers: { 'x-token': token } });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.payload.split('\r\n').filter(Boolean)).toHaveLength(4);
  });

  it('locks a name out after repeated failed sign-ins, without asking the device again', async () => {
    rig = await forwardRig();
    const wrong = () =>
      rig!.forward.inject({
        method: 'POST',
        url: '/userlogin?form=login',
        headers: json,
        payload: JSON.stringify({
          method: 'set',
          param: { name: 'root', key: '0'.repeat(32), captcha_v: '', captcha_f: '' },
        }),
      });
    let last = '';
    for (let i = 0; i < 8; i++) last = (await wrong()).json<Env>().message;
    expect(last).toMatch(/too many failed sign-ins/);
    const asked = rig.heard.filter((h) => h.url.startsWith('/userlogin')).length;
    await wrong();
    expect(rig.heard.filter((h) => h.url.startsWith('/userlogin')).length).toBe(asked);
  });
});

/** A device that misbehaves at the TCP level: it hears requests and does what `behave` says with each socket. */
async function badDevice(
  behave: (socket: Socket, request: string) => void,
): Promise<{ url: string; requests: string[]; server: Server }> {
  const requests: string[] = [];
  const server = createServer((socket) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (!text.includes('\r\n\r\n')) return;
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
      if (Buffer.byteLength(body, 'latin1') < length) return;
      requests.push(text);
      const request = text;
      text = '';
      behave(socket, request);
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
}

const httpAnswer = (type: string, body: string) =>
  `HTTP/1.1 200 OK\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

describe('a device that misbehaves gets a clear error in the envelope, and no write is sent twice', () => {
  const cases: { name: string; behave: (socket: Socket) => void; message: RegExp }[] = [
    { name: 'hangs', behave: () => undefined, message: /did not answer within/ },
    { name: 'resets the connection', behave: (s) => s.resetAndDestroy(), message: /closed the connection/ },
    {
      name: 'answers HTML',
      behave: (s) => s.end(httpAnswer('text/html', '<html><body>Server Error</body></html>')),
      message: /not its API's JSON/,
    },
    {
      name: 'answers garbage',
      behave: (s) => s.end('\x00\x13garbage, not HTTP\r\n\r\n'),
      message: /not HTTP|closed the connection/,
    },
  ];
  for (const { name, behave, message } of cases) {
    it(`when it ${name}`, async () => {
      const device = await badDevice(behave);
      const forward = await buildForwardApp({ olt: device.url, dataDir: ':memory:', timeoutMs: 300 });
      try {
        const write = await forward.inject({
          method: 'POST',
          url: '/system?form=hostname',
          headers: { ...json, 'x-token': 'abc' },
          payload: JSON.stringify({ method: 'set', param: { hostname: 'x' } }),
        });
        expect(write.statusCode).toBe(200);
        expect(write.json<Env>().code).toBe(2);
        expect(write.json<Env>().message).toMatch(message);
        expect(device.requests.filter((r) => r.startsWith('POST '))).toHaveLength(1);
        const read = await forward.inject({ url: '/board?info=system', headers: { 'x-token': 'abc' } });
        expect(read.json<Env>().code).toBe(2);
        expect(read.json<Env>().message).toMatch(message);
        // a read may be asked once more after a broken connection; never more
        expect(device.requests.filter((r) => r.startsWith('GET /board')).length).toBeLessThanOrEqual(2);
      } finally {
        await forward.close();
        device.server.close();
      }
    });
  }

  it('answers busy at once when the queue in front of the device is full', async () => {
    const device = await badDevice(() => undefined);
    const forward = await buildForwardApp({
      olt: device.url,
      dataDir: ':memory:',
      timeoutMs: 400,
      concurrency: 1,
      queueMax: 1,
    });
    try {
      const ask = () => forward.inject({ url: '/board?info=system', headers: { 'x-token': 'abc' } });
      const answers = await Promise.all([ask(), ask(), ask()]);
      const messages = answers.map((a) => a.json<{ message: string }>().message);
      expect(messages.filter((m) => /is busy/.test(m))).toHaveLength(1);
      expect(device.requests.length).toBeLessThanOrEqual(2);
    } finally {
      await forward.close();
      device.server.close();
    }
  });

  it('passes the device expiring a session as the device says it', async () => {
    const expired = '{"code":-1,"message":"error: login timeout"}';
    const device = await badDevice((s) => s.end(httpAnswer('application/json', expired)));
    const forward = await buildForwardApp({ olt: device.url, dataDir: ':memory:' });
    try {
      const res = await forward.inject({ url: '/board?info=system', headers: { 'x-token': 'abc' } });
      expect(res.payload).toBe(expired);
    } finally {
      await forward.close();
      device.server.close();
    }
  });
});
