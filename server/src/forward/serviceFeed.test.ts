import { afterEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { FACTORY_ACCOUNT } from '@olt/protocol';
import { forwardRig, type ForwardRig } from '../../test/forwardRig.ts';

let rig: ForwardRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

const service = { name: FACTORY_ACCOUNT.name, password: FACTORY_ACCOUNT.password };
const until = async (check: () => boolean | Promise<boolean>, ms = 4_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe("the forwarding server's own session and the device's /ws", () => {
  it("keeps the alarms of the device's feed on one service session, opened again when the device expires it", async () => {
    rig = await forwardRig({ forward: { service } });
    const token = await rig.signIn();
    const caps = (await rig.forward.inject({ url: '/board?info=capabilities', headers: { 'x-token': token } })).json<{
      data: { additions: Record<string, string> };
    }>();
    expect(caps.data.additions['ALM-X1']).toBe('computed');
    const events = rig.device.services.device.events;
    const recent = async () =>
      (await rig!.forward.inject({ url: '/alarm?form=recent&limit=5', headers: { 'x-token': token } })).json<{
        data: { content: string }[];
      }>().data;
    // the feed's socket registers once its session is open
    await until(
      () =>
        rig!.heard.some((h) => h.url === '/userlogin?form=login' && h.body.includes('"root"')) &&
        rig!.device.services.sessions.size >= 2,
    );
    await new Promise((r) => setTimeout(r, 100));
    events.emit('alarm', { alarm_id: 7, level: 1, content: 'PON 1 LOS' });
    await until(async () => (await recent()).some((a) => a.content === 'PON 1 LOS'));
    const logins = () => rig!.heard.filter((h) => h.url === '/userlogin?form=login').length;
    const before = logins();
    // the device ends every session but the operator's: the feed hears the end and signs in again
    for (const t of [...rig.device.services.sessions['sessions'].keys()] as string[]) {
      if (t !== token) rig.device.services.sessions.end(t);
    }
    await until(() => logins() > before, 8_000);
    await until(() => rig!.device.services.sessions.size >= 2, 8_000);
    await new Promise((r) => setTimeout(r, 100));
    events.emit('alarm', { alarm_id: 8, level: 0, content: 'PON 2 LOS' });
    await until(async () => (await recent()).some((a) => a.content === 'PON 2 LOS'), 8_000);
  }, 20_000);

  it("bridges the console's /ws to the device's, frame for frame", async () => {
    rig = await forwardRig();
    const token = await rig.signIn();
    await rig.forward.listen({ port: 0, host: '127.0.0.1' });
    const port = (rig.forward.server.address() as AddressInfo).port;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    const frames: unknown[] = [];
    socket.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString('utf8')) as unknown));
    await new Promise((r) => socket.once('open', r));
    socket.send(JSON.stringify({ type: 2, action: 1, xtoken: token, username: 'root' }));
    socket.send(JSON.stringify({ type: 2, action: 3 }));
    await until(() => frames.length >= 2);
    expect(frames).toEqual([
      { type: 2, action: 1 },
      { type: 2, action: 3 },
    ]);
    rig.device.services.device.events.emit('alarm', { alarm_id: 9, level: 2, content: 'fan' });
    await until(() => frames.length >= 3);
    expect(frames[2]).toEqual({ type: 1, alarm_id: 9, level: 2, content: 'fan' });
    const closed = new Promise<number>((r) => socket.once('close', (code) => r(code)));
    rig.device.services.sessions.end(token);
    expect(await closed).toBe(1000);
  });
});
