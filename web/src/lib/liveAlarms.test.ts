import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALARM_ID_REBOOTING, WS_HEARTBEAT_MS } from '@olt/protocol';
import * as frames from '@olt/protocol/ws';
import { FakeSocket } from '../test/fakeSocket.ts';
import { connectLiveAlarms, liveAlarmsUrl, type LiveAlarmHandlers } from './liveAlarms.ts';
import { subscribeLinkUp } from './onuEvents.ts';

const HEARTBEAT = { type: 2, action: 3 };

function connect(credentials: { token: string | null; user: string | null } = { token: 'tok-9', user: 'root' }) {
  const handlers: LiveAlarmHandlers = {
    onAlarm: vi.fn(),
    onRebooting: vi.fn(),
    onSessionTimeout: vi.fn(),
    onConnectionLost: vi.fn(),
  };
  const connection = connectLiveAlarms(handlers, {
    url: 'ws://olt.test/ws',
    frames,
    credentials: () => credentials,
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
  });
  return { handlers, connection };
}

beforeEach(() => {
  FakeSocket.instances = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('live alarms client', () => {
  it('uses wss when the page came over https', () => {
    expect(liveAlarmsUrl({ protocol: 'https:', host: 'olt.example:8443' })).toBe('wss://olt.example:8443/ws');
    expect(liveAlarmsUrl({ protocol: 'http:', host: '192.168.1.100' })).toBe('ws://192.168.1.100/ws');
  });

  it('registers with the token and user name as soon as the link opens', () => {
    connect();
    FakeSocket.latest.open();
    expect(FakeSocket.latest.sent).toEqual([
      { type: 2, action: 1, xtoken: 'tok-9', username: 'root', subscribe: [3, 4] },
    ]);
  });

  it('does not register without a session', () => {
    connect({ token: null, user: null });
    FakeSocket.latest.open();
    expect(FakeSocket.latest.sent).toEqual([]);
  });

  it('says the link is up once registered, and again after a reconnection, so screens read what they missed', () => {
    const heard = vi.fn();
    const unsubscribe = subscribeLinkUp(heard);
    connect();
    expect(heard).not.toHaveBeenCalled();
    FakeSocket.latest.open();
    expect(heard).toHaveBeenCalledTimes(1);
    FakeSocket.latest.closeFromServer(1006);
    FakeSocket.latest.open();
    expect(heard).toHaveBeenCalledTimes(2);
    unsubscribe();
    connect({ token: null, user: null });
    FakeSocket.latest.open();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('sends a heartbeat 30 s after opening, and the next one only 30 s after the reply', () => {
    connect();
    const socket = FakeSocket.latest;
    socket.open();
    vi.advanceTimersByTime(WS_HEARTBEAT_MS - 1);
    expect(socket.sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(socket.sent.at(-1)).toEqual(HEARTBEAT);

    // no reply yet: no second heartbeat
    vi.advanceTimersByTime(WS_HEARTBEAT_MS * 2);
    expect(socket.sent).toHaveLength(2);

    socket.receive(HEARTBEAT);
    vi.advanceTimersByTime(WS_HEARTBEAT_MS);
    expect(socket.sent).toHaveLength(3);
    expect(socket.sent.at(-1)).toEqual(HEARTBEAT);
  });

  it('passes alarms on and ignores frames it does not understand', () => {
    const { handlers } = connect();
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 1, alarm_id: 7, level: 2, content: 'ONU 1/3 dying gasp' });
    FakeSocket.latest.receive({ type: 9 });
    FakeSocket.latest.onmessage?.({ data: 'not json' } as MessageEvent);
    expect(handlers.onAlarm).toHaveBeenCalledTimes(1);
    expect(handlers.onAlarm).toHaveBeenCalledWith({ type: 1, alarm_id: 7, level: 2, content: 'ONU 1/3 dying gasp' });
  });

  it('reports a reboot announcement and a session timeout, and closes normally after either', () => {
    const first = connect();
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 1, alarm_id: ALARM_ID_REBOOTING, level: 1, content: 'rebooting' });
    expect(first.handlers.onRebooting).toHaveBeenCalledTimes(1);
    expect(first.handlers.onAlarm).not.toHaveBeenCalled();
    expect(FakeSocket.latest.closedWith).toBe(1000);

    const second = connect();
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 2, action: 2 });
    expect(second.handlers.onSessionTimeout).toHaveBeenCalledTimes(1);
    expect(FakeSocket.latest.closedWith).toBe(1000);
  });

  it('reconnects at once after an abnormal close, three times, then reports the link lost', () => {
    const { handlers } = connect();
    for (let attempt = 1; attempt <= 3; attempt++) {
      FakeSocket.latest.closeFromServer(1006);
      expect(FakeSocket.instances).toHaveLength(attempt + 1);
    }
    expect(handlers.onConnectionLost).not.toHaveBeenCalled();
    FakeSocket.latest.closeFromServer(1006);
    expect(FakeSocket.instances).toHaveLength(4);
    expect(handlers.onConnectionLost).toHaveBeenCalledTimes(1);
  });

  it('counts only consecutive failures: a working link earns its reconnections back', () => {
    const { handlers } = connect();
    FakeSocket.latest.closeFromServer(1006);
    FakeSocket.latest.closeFromServer(1006);
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 2, action: 1 });
    for (let i = 0; i < 3; i++) FakeSocket.latest.closeFromServer(1006);
    expect(handlers.onConnectionLost).not.toHaveBeenCalled();
  });

  it('closes with 1000 on request and does not reconnect', () => {
    const { handlers, connection } = connect();
    FakeSocket.latest.open();
    connection.close();
    expect(FakeSocket.latest.closedWith).toBe(1000);
    vi.advanceTimersByTime(WS_HEARTBEAT_MS * 2);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.latest.sent).toHaveLength(1);
    expect(handlers.onConnectionLost).not.toHaveBeenCalled();
  });
});
