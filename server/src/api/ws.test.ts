import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import { ALARM_ID_REBOOTING, WS_ACTION, WS_TYPE } from '@olt/protocol';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { SESSION_SWEEP_INTERVAL_MS, WS_REGISTER_TIMEOUT_MS } from './ws.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
  await t.app.ready();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

interface Peer {
  socket: WebSocket;
  /** the next frame from the server, parsed */
  next: () => Promise<unknown>;
  /** the close code, once closed */
  closed: Promise<number>;
  send: (frame: unknown) => void;
}

const WAIT_MS = 2_000;

async function connect(): Promise<Peer> {
  const frames: unknown[] = [];
  const waiting: ((frame: unknown) => void)[] = [];
  let onClose: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (onClose = resolve));
  const socket = await t.app.injectWS('/ws', {}, {
    onInit: (ws) => {
      ws.on('message', (data: Buffer) => {
        const frame: unknown = JSON.parse(data.toString());
        const waiter = waiting.shift();
        if (waiter) waiter(frame);
        else frames.push(frame);
      });
      ws.on('close', (code) => onClose(code));
    },
  });
  const next = () =>
    frames.length > 0
      ? Promise.resolve(frames.shift())
      : new Promise<unknown>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no frame from the server')), WAIT_MS);
          waiting.push((frame) => {
            clearTimeout(timer);
            resolve(frame);
          });
        });
  return { socket, next, closed, send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)) };
}

async function registered(token?: string): Promise<Peer> {
  const peer = await connect();
  peer.send({ type: 2, action: 1, xtoken: token ?? (await t.signIn()), username: 'root' });
  expect(await peer.next()).toEqual({ type: WS_TYPE.message, action: WS_ACTION.register });
  return peer;
}

describe('/ws', () => {
  it('acknowledges a register with a valid token and answers heartbeats', async () => {
    const peer = await registered();
    peer.send({ type: 2, action: 3 });
    expect(await peer.next()).toEqual({ type: 2, action: 3 });
    peer.send({ type: 2, action: 3 });
    expect(await peer.next()).toEqual({ type: 2, action: 3 });
  });

  it('closes with 1008 on an unknown token', async () => {
    const peer = await connect();
    peer.send({ type: 2, action: 1, xtoken: 'f'.repeat(32), username: 'root' });
    expect(await peer.closed).toBe(1008);
  });

  it('ignores malformed frames and keeps serving', async () => {
    const peer = await registered();
    for (const frame of ['not json', '[]', 'null', '{"type":2}', '{"type":2,"action":1}', '{"type":7,"action":3}', '{"type":2,"action":1,"xtoken":5}']) {
      peer.send(frame);
    }
    peer.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    peer.send({ type: 2, action: 3 });
    expect(await peer.next()).toEqual({ type: 2, action: 3 });
  });

  it('pushes the timeout and closes when the session expires; heartbeats do not keep it alive', async () => {
    const token = await t.signIn();
    const peer = await registered(token);
    t.clock.advance(10 * 60_000);
    peer.send({ type: 2, action: 3 });
    expect(await peer.next()).toEqual({ type: 2, action: 3 });
    t.clock.advance(5 * 60_000);
    // the periodic sweep finds the idle session; here the test sweeps instead of waiting for the timer
    t.services.sessions.sweep();
    expect(await peer.next()).toEqual({ type: WS_TYPE.message, action: WS_ACTION.timeout });
    expect(await peer.closed).toBe(1000);
  });

  it('finds idle sessions by itself, on a timer', async () => {
    await t.close();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await buildTestApp();
    await t.app.ready();
    const peer = await registered();
    t.clock.advance(15 * 60_000);
    vi.advanceTimersByTime(SESSION_SWEEP_INTERVAL_MS);
    expect(await peer.next()).toEqual({ type: WS_TYPE.message, action: WS_ACTION.timeout });
    expect(await peer.closed).toBe(1000);
  });

  it('closes without the timeout message when the session is signed out', async () => {
    const token = await t.signIn();
    const peer = await registered(token);
    await t.app.inject({ method: 'POST', url: '/userlogin?form=logout', headers: { 'x-token': token }, payload: { method: 'set', param: {} } });
    expect(await peer.closed).toBe(1000);
  });

  it('pushes alarms to registered sockets only', async () => {
    const peer = await registered();
    const other = await registered();
    const anonymous = await connect();
    t.services.events.emit('alarm', { alarm_id: 0x2003, level: 0, content: 'PON03 LOS' });
    const alarm = { type: WS_TYPE.alarm, alarm_id: 0x2003, level: 0, content: 'PON03 LOS' };
    expect(await peer.next()).toEqual(alarm);
    expect(await other.next()).toEqual(alarm);
    // frames arrive in order: the first thing the unregistered socket hears is its heartbeat reply, not the alarm
    anonymous.send({ type: 2, action: 3 });
    expect(await anonymous.next()).toEqual({ type: 2, action: 3 });
  });

  it('pushes the reboot alarm, then closes', async () => {
    const peer = await registered();
    t.services.events.emit('rebooting');
    expect(await peer.next()).toEqual({ type: 1, alarm_id: ALARM_ID_REBOOTING, level: 1, content: 'The device is rebooting' });
    expect(await peer.closed).toBe(1000);
  });

  it('closes a socket that does not register within 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const late = await connect();
    const prompt = await connect();
    prompt.send({ type: 2, action: 1, xtoken: await t.signIn() });
    expect(await prompt.next()).toEqual({ type: 2, action: 1 });
    vi.advanceTimersByTime(WS_REGISTER_TIMEOUT_MS - 1);
    // setImmediate is left real: a few turns of the event loop would deliver a close frame if one were sent
    for (let i = 0; i < 5; i++) await new Promise(setImmediate);
    expect(late.socket.readyState).toBe(late.socket.OPEN);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    expect(await late.closed).toBe(1008);
    prompt.send({ type: 2, action: 3 });
    expect(await prompt.next()).toEqual({ type: 2, action: 3 });
  });

  it('leaves no listeners behind when the app closes', async () => {
    await registered();
    expect(t.services.events.listenerCount('alarm')).toBe(1);
    await t.close();
    expect(t.services.events.listenerCount('alarm')).toBe(0);
    expect(t.services.events.listenerCount('rebooting')).toBe(0);
    t = await buildTestApp();
  });
});
