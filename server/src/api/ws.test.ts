import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import {
  ALARM_ID_REBOOTING,
  WS_ACTION,
  WS_TYPE,
  WS_TYPE_ONU_CHANGE,
  WS_TYPE_SAVE_STATE,
  WS_SUBSCRIBABLE_TYPES,
  type WsOnuChange,
} from '@olt/protocol';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { ONU_PUSH_INTERVAL_MS, SESSION_SWEEP_INTERVAL_MS, WS_REGISTER_TIMEOUT_MS } from './ws.ts';

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
  const socket = await t.app.injectWS(
    '/ws',
    {},
    {
      onInit: (ws) => {
        ws.on('message', (data: Buffer) => {
          const frame: unknown = JSON.parse(data.toString());
          const waiter = waiting.shift();
          if (waiter) waiter(frame);
          else frames.push(frame);
        });
        ws.on('close', (code) => onClose(code));
      },
    },
  );
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
  return {
    socket,
    next,
    closed,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
  };
}

/** Connects and registers as the new console does, subscribed to our frame types; `null`: as the original does. */
async function registered(token?: string, subscribe: number[] | null = [...WS_SUBSCRIBABLE_TYPES]): Promise<Peer> {
  const peer = await connect();
  const xtoken = token ?? (await t.signIn());
  peer.send({ type: 2, action: 1, xtoken, username: 'root', ...(subscribe ? { subscribe } : {}) });
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
    for (const frame of [
      'not json',
      '[]',
      'null',
      '{"type":2}',
      '{"type":2,"action":1}',
      '{"type":7,"action":3}',
      '{"type":2,"action":1,"xtoken":5}',
    ]) {
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
    await t.app.inject({
      method: 'POST',
      url: '/userlogin?form=logout',
      headers: { 'x-token': token },
      payload: { method: 'set', param: {} },
    });
    expect(await peer.closed).toBe(1000);
  });

  it('pushes alarms to registered sockets only', async () => {
    const peer = await registered();
    const other = await registered();
    const anonymous = await connect();
    t.services.device.events.emit('alarm', { alarm_id: 0x2003, level: 0, content: 'PON03 LOS' });
    const alarm = { type: WS_TYPE.alarm, alarm_id: 0x2003, level: 0, content: 'PON03 LOS' };
    expect(await peer.next()).toEqual(alarm);
    expect(await other.next()).toEqual(alarm);
    // frames arrive in order: the first thing the unregistered socket hears is its heartbeat reply, not the alarm
    anonymous.send({ type: 2, action: 3 });
    expect(await anonymous.next()).toEqual({ type: 2, action: 3 });
  });

  it('pushes the reboot alarm, then closes', async () => {
    const peer = await registered();
    t.services.device.events.emit('rebooting');
    expect(await peer.next()).toEqual({
      type: 1,
      alarm_id: ALARM_ID_REBOOTING,
      level: 1,
      content: 'The device is rebooting',
    });
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
    expect(t.services.device.events.listenerCount('alarm')).toBe(1);
    expect(t.services.device.events.listenerCount('onuChange')).toBe(1);
    await t.close();
    expect(t.services.device.events.listenerCount('alarm')).toBe(0);
    expect(t.services.device.events.listenerCount('rebooting')).toBe(0);
    expect(t.services.device.events.listenerCount('onuChange')).toBe(0);
    expect(t.services.device.events.listenerCount('configChange')).toBe(0);
    t = await buildTestApp();
  });
});

/** Every frame up to the reply to a heartbeat sent now: what the server pushed before it, in order. */
async function framesUntilHeartbeat(peer: Peer): Promise<{ type: number; [key: string]: unknown }[]> {
  peer.send({ type: 2, action: 3 });
  const frames: { type: number; [key: string]: unknown }[] = [];
  for (;;) {
    const frame = (await peer.next()) as { type: number; action?: number };
    if (frame.type === WS_TYPE.message && frame.action === WS_ACTION.heartbeat) return frames;
    frames.push(frame);
  }
}

/** The next ONU-change frame, skipping alarms (an ONU change usually raises one). */
async function nextOnuChange(peer: Peer): Promise<WsOnuChange> {
  for (;;) {
    const frame = (await peer.next()) as { type: number };
    if (frame.type === WS_TYPE_ONU_CHANGE) return frame as WsOnuChange;
  }
}

describe('/ws live device pushes', () => {
  it('pushes an ONU change to registered sockets as type 3 rows in the /onutable shape', async () => {
    const peer = await registered();
    const olt = t.services.device;
    const onu = olt.config.export().onus[0]!;
    olt.onus.configure(onu.port_id, onu.onu_id, { flags: 0x8, onu_name: 'renamed', onu_desc: 'on the roof' });
    const frame = await nextOnuChange(peer);
    expect(frame.removed).toEqual([]);
    expect(frame.rows).toEqual([olt.onus.table().find((r) => r.port_id === onu.port_id && r.onu_id === onu.onu_id)]);
    expect(frame.rows[0]).toMatchObject({ onu_name: 'renamed', macaddr: onu.macaddr });
  });

  it('pushes what the simulation changes as the clock moves', async () => {
    const peer = await registered();
    const olt = t.services.device;
    // an ONU restarting comes back by itself as simulated time passes (drops are too rare to wait for)
    const onu = olt.onus.table().find((r) => r.status === 'Online');
    if (!onu) throw new Error('no ONU online');
    olt.onus.rebootMany(onu.port_id, [onu.onu_id]);
    await nextOnuChange(peer);
    const before = new Map(olt.onus.table().map((r) => [`${r.port_id}/${r.onu_id}`, r.status]));
    t.clock.advance(3 * 60_000);
    olt.simulation.advance();
    const frame = await nextOnuChange(peer);
    expect(frame.rows.length + frame.removed.length).toBeGreaterThan(0);
    const after = new Map(olt.onus.table().map((r) => [`${r.port_id}/${r.onu_id}`, r]));
    for (const row of frame.rows) expect(row).toEqual(after.get(`${row.port_id}/${row.onu_id}`));
    expect(frame.rows.some((r) => before.get(`${r.port_id}/${r.onu_id}`) !== r.status)).toBe(true);
  });

  it('merges a burst into at most one frame per interval, latest row per ONU, removals kept', async () => {
    const peer = await registered();
    const olt = t.services.device;
    const [first, second, third] = olt.config.export().onus;
    olt.onus.configure(first!.port_id, first!.onu_id, { flags: 0x8, onu_name: 'one', onu_desc: '' });
    const leading = await nextOnuChange(peer);
    const leadingAt = performance.now();
    expect(leading.rows.map((r) => r.onu_name)).toEqual(['one']);

    olt.onus.configure(second!.port_id, second!.onu_id, { flags: 0x8, onu_name: 'two-a', onu_desc: '' });
    olt.onus.configure(second!.port_id, second!.onu_id, { flags: 0x8, onu_name: 'two-b', onu_desc: '' });
    olt.onus.remove(third!.port_id, [third!.onu_id]);
    const merged = await nextOnuChange(peer);
    // timers may fire a millisecond early
    expect(performance.now() - leadingAt).toBeGreaterThanOrEqual(ONU_PUSH_INTERVAL_MS - 20);
    expect(merged.rows.map((r) => [r.port_id, r.onu_id, r.onu_name])).toEqual([
      [second!.port_id, second!.onu_id, 'two-b'],
    ]);
    expect(merged.removed).toEqual([{ port_id: third!.port_id, onu_id: third!.onu_id, macaddr: third!.macaddr }]);
    expect((await framesUntilHeartbeat(peer)).filter((f) => f.type === WS_TYPE_ONU_CHANGE)).toEqual([]);
  });

  it('sends every ONU of a device whose PONs all go dark in one frame, not one per PON', async () => {
    const peer = await registered();
    const olt = t.services.device;
    const ponIds = olt.pon.list().map((p) => p.port_id);
    const wereOnline = olt.onus.table().filter((r) => r.status === 'Online');
    expect(wereOnline.length).toBeGreaterThan(ponIds.length * 10);
    for (const portId of ponIds) olt.pon.setOptState(portId, 0);
    const frames = [await nextOnuChange(peer)];
    await new Promise((resolve) => setTimeout(resolve, ONU_PUSH_INTERVAL_MS + 50));
    expect((await framesUntilHeartbeat(peer)).filter((f) => f.type === WS_TYPE_ONU_CHANGE)).toEqual([]);
    const rows = new Map(frames.flatMap((f) => f.rows).map((r) => [`${r.port_id}/${r.onu_id}`, r]));
    expect(new Set([...rows.values()].map((r) => r.port_id))).toEqual(new Set(ponIds));
    for (const row of wereOnline)
      expect(rows.get(`${row.port_id}/${row.onu_id}`)).toMatchObject({ status: 'Offline', last_down_reason: 'LOS' });
  });

  it('keeps ONU changes from sockets that have not registered', async () => {
    const anonymous = await connect();
    const olt = t.services.device;
    const onu = olt.config.export().onus[0]!;
    olt.onus.configure(onu.port_id, onu.onu_id, { flags: 0x8, onu_name: 'hidden', onu_desc: '' });
    await new Promise((resolve) => setTimeout(resolve, ONU_PUSH_INTERVAL_MS));
    expect(await framesUntilHeartbeat(anonymous)).toEqual([]);
  });

  it('pushes type 4 each time the unsaved state flips, and only then', async () => {
    const peer = await registered();
    const token = await t.signIn();
    const olt = t.services.device;
    olt.vlan.create(700, 700);
    olt.vlan.setName(700, 'seven');
    await t.app.inject({ method: 'GET', url: '/system_save', headers: { 'x-token': token } });
    await t.app.inject({ method: 'GET', url: '/system_save', headers: { 'x-token': token } });
    await t.app.inject({
      method: 'POST',
      url: '/system?form=hostname',
      headers: { 'x-token': token, 'content-type': 'application/json' },
      payload: { method: 'set', param: { hostname: 'Live-OLT' } },
    });
    const states = (await framesUntilHeartbeat(peer)).filter((f) => f.type === WS_TYPE_SAVE_STATE);
    expect(states).toEqual([
      { type: WS_TYPE_SAVE_STATE, unsaved: 1 },
      { type: WS_TYPE_SAVE_STATE, unsaved: 0 },
      { type: WS_TYPE_SAVE_STATE, unsaved: 1 },
    ]);
  });

  it('sends an original console (no subscribe) only frame types 1 and 2, and a client only what it asked for', async () => {
    const original = await registered(undefined, null);
    const saveOnly = await registered(undefined, [WS_TYPE_SAVE_STATE, 99]);
    const olt = t.services.device;
    const onu = olt.config.export().onus[0]!;
    olt.onus.configure(onu.port_id, onu.onu_id, { flags: 0x8, onu_name: 'quiet', onu_desc: '' });
    t.services.device.events.emit('alarm', { alarm_id: 0x2003, level: 0, content: 'PON03 LOS' });
    await new Promise((resolve) => setTimeout(resolve, ONU_PUSH_INTERVAL_MS + 50));
    expect(await framesUntilHeartbeat(original)).toEqual([
      { type: WS_TYPE.alarm, alarm_id: 0x2003, level: 0, content: 'PON03 LOS' },
    ]);
    expect((await framesUntilHeartbeat(saveOnly)).map((f) => f.type)).toEqual([WS_TYPE_SAVE_STATE, WS_TYPE.alarm]);
  });
});
