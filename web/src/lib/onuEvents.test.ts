import { describe, expect, it, vi } from 'vitest';
import * as frames from '@olt/protocol/ws';
import { FakeSocket } from '../test/fakeSocket.ts';
import { connectLiveAlarms } from './liveAlarms.ts';
import { publishLiveFrame, subscribeOnuChanges, subscribeSaveState, type OnuChange } from './onuEvents.ts';

const row = {
  port_id: 2,
  onu_id: 3,
  onu_name: 'ONU02/03',
  macaddr: '38:3a:21:20:02:03',
  status: 'Offline',
  auth_state: 1,
  register_time: '',
  last_down_time: '2025/03/01 10:00:00',
  last_down_reason: 'Laser out',
  dev_type: 'SFU',
  receive_power: '-20.00',
  onu_type: 'SFU-1GE',
  rtt: '0',
  distance: '5000',
  optical_drift: 0,
  parent: 0,
};

describe('the live ONU hub', () => {
  it('hands type-3 frames to ONU listeners and type-4 frames to save-state listeners; others are not its business', () => {
    const changes: OnuChange[] = [];
    const states: boolean[] = [];
    const stopOnu = subscribeOnuChanges((c) => changes.push(c));
    const stopSave = subscribeSaveState((s) => states.push(s));
    const removed = [{ port_id: 1, onu_id: 4, macaddr: '38:3a:21:20:01:04' }];
    expect(publishLiveFrame({ type: 3, rows: [row], removed }, frames)).toBe(true);
    expect(publishLiveFrame({ type: 4, unsaved: 1 }, frames)).toBe(true);
    expect(publishLiveFrame({ type: 1, alarm_id: 1, level: 0, content: 'x' }, frames)).toBe(false);
    expect(publishLiveFrame(null, frames)).toBe(false);
    expect(changes).toEqual([{ rows: [row], removed }]);
    expect(states).toEqual([true]);
    stopOnu();
    stopSave();
    publishLiveFrame({ type: 3, rows: [], removed }, frames);
    expect(changes).toHaveLength(1);
  });

  it('drops a malformed type-3 frame rather than applying half of it', () => {
    const changes: OnuChange[] = [];
    const stop = subscribeOnuChanges((c) => changes.push(c));
    expect(publishLiveFrame({ type: 3, rows: [{ ...row, status: 'Sleeping' }], removed: [] }, frames)).toBe(true);
    expect(publishLiveFrame({ type: 3, rows: [row], removed: [{ port_id: 'x' }] }, frames)).toBe(true);
    expect(changes).toEqual([]);
    stop();
  });
});

describe('the /ws client with the hub', () => {
  it('passes ONU changes pushed by the device to the hub, not to the alarm handler', () => {
    const changes: OnuChange[] = [];
    const stop = subscribeOnuChanges((c) => changes.push(c));
    const onAlarm = vi.fn();
    const connection = connectLiveAlarms(
      { onAlarm, onRebooting: vi.fn(), onSessionTimeout: vi.fn(), onConnectionLost: vi.fn() },
      {
        url: 'ws://olt.test/ws',
        frames,
        credentials: () => ({ token: 't', user: 'root' }),
        createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
      },
    );
    FakeSocket.latest.open();
    FakeSocket.latest.receive({ type: 3, rows: [row], removed: [] });
    expect(changes).toEqual([{ rows: [row], removed: [] }]);
    expect(onAlarm).not.toHaveBeenCalled();
    connection.close();
    stop();
  });
});
