import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  ALARM_ID_REBOOTING,
  WS_ACTION,
  WS_TYPE,
  WS_TYPE_ONU_CHANGE,
  WS_TYPE_SAVE_STATE,
  WsClientFrame,
  type WsServerFrame,
  type WsSubscribedFrame,
} from '@olt/protocol';
import type { OnuChange } from '../device/kernel/journal.ts';
import type { AlarmEvent } from '../device/kernel/events.ts';
import type { Services } from '../services.ts';
import { OnuChangeBatch } from './onu/onuChangeBatch.ts';
import { BODY_MAX_DEPTH, nestsDeeperThan } from '../http/jsonBody.ts';

/** A socket that has not registered a session by then is closed: it would never receive anything. */
export const WS_REGISTER_TIMEOUT_MS = 10_000;
/** How often idle sessions are looked for, so that a timed-out console hears of it without asking. */
export const SESSION_SWEEP_INTERVAL_MS = 5_000;
/**
 * ONU changes go out at most this often: when a PON goes dark its 64 ONUs change in one step, and a burst of
 * steps (a fast simulation) becomes one frame per interval instead of one per step.
 */
export const ONU_PUSH_INTERVAL_MS = 250;

const CLOSE = { normal: 1000, policyViolation: 1008 } as const;

interface Client {
  /** the registered session; null until the register frame */
  token: string | null;
  /** the frame types of ours it asked for when it registered (protocol `WsRegister.subscribe`) */
  subscribed: ReadonlySet<number>;
  registerTimer: NodeJS.Timeout | undefined;
}

/**
 * The /ws websocket (api.md §1.12): a console registers its session token, answers heartbeats, and receives alarms
 * and the session timeout. Heartbeats do not keep a session alive; only real requests do. ONU changes (type 3) and
 * flips of the unsaved-configuration state (type 4) go only to clients that subscribed to them when registering:
 * the original console throws on frame types it does not know.
 */
export function registerWebSocket(app: FastifyInstance, svc: Services): void {
  const clients = new Map<WebSocket, Client>();

  const send = (socket: WebSocket, frame: WsServerFrame): void => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
  const wants = (client: Client, type: number): boolean => client.token !== null && client.subscribed.has(type);
  const hasSubscriber = (type: number): boolean => [...clients.values()].some((client) => wants(client, type));
  /** one serialisation for every registered socket: an ONU frame may carry a thousand rows */
  const broadcast = (frame: WsServerFrame | WsSubscribedFrame): void => {
    const isOurs = frame.type === WS_TYPE_ONU_CHANGE || frame.type === WS_TYPE_SAVE_STATE;
    const text = JSON.stringify(frame);
    for (const [socket, client] of clients) {
      if (client.token === null || (isOurs && !wants(client, frame.type))) continue;
      if (socket.readyState === socket.OPEN) socket.send(text);
    }
  };
  const forget = (socket: WebSocket): void => {
    clearTimeout(clients.get(socket)?.registerTimer);
    clients.delete(socket);
  };
  const close = (socket: WebSocket, code: number): void => {
    forget(socket);
    socket.close(code);
  };

  const onSessionEnd = (token: string, reason: 'timeout' | 'logout'): void => {
    for (const [socket, client] of [...clients]) {
      if (client.token !== token) continue;
      if (reason === 'timeout') send(socket, { type: WS_TYPE.message, action: WS_ACTION.timeout });
      close(socket, CLOSE.normal);
    }
  };
  const onAlarm = (alarm: AlarmEvent): void => {
    broadcast({ type: WS_TYPE.alarm, alarm_id: alarm.alarm_id, level: alarm.level, content: alarm.content });
  };

  const onuBatch = new OnuChangeBatch();
  let onuTimer: NodeJS.Timeout | undefined;
  let lastOnuPushMs = -Infinity;
  const pushOnuChanges = (): void => {
    onuTimer = undefined;
    if (onuBatch.isEmpty) return;
    lastOnuPushMs = performance.now();
    broadcast({ type: WS_TYPE_ONU_CHANGE, ...onuBatch.take() });
  };
  // the frame goes out from a timer, never from inside the device operation that changed the ONUs
  const onOnuChange = (change: OnuChange): void => {
    if (!hasSubscriber(WS_TYPE_ONU_CHANGE)) return;
    onuBatch.add(change);
    onuTimer ??= setTimeout(pushOnuChanges, Math.max(0, lastOnuPushMs + ONU_PUSH_INTERVAL_MS - performance.now()));
  };
  const stopSaveStateListener = svc.deviceConfig.onUnsavedChange((isUnsaved) => {
    broadcast({ type: WS_TYPE_SAVE_STATE, unsaved: isUnsaved ? 1 : 0 });
  });

  const onRebooting = (): void => {
    onAlarm({ alarm_id: ALARM_ID_REBOOTING, level: 1, content: 'The device is rebooting' });
    // 1000, so that the console does not reconnect to a device that is going away
    for (const socket of [...clients.keys()]) close(socket, CLOSE.normal);
  };

  const stopSessionListener = svc.sessions.onEnd(onSessionEnd);
  svc.device.events.on('alarm', onAlarm);
  svc.device.events.on('rebooting', onRebooting);
  svc.device.events.on('onuChange', onOnuChange);
  const sweeper = setInterval(() => svc.sessions.sweep(), SESSION_SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(sweeper);
    clearTimeout(onuTimer);
    stopSessionListener();
    stopSaveStateListener();
    svc.device.events.off('alarm', onAlarm);
    svc.device.events.off('rebooting', onRebooting);
    svc.device.events.off('onuChange', onOnuChange);
    for (const socket of [...clients.keys()]) close(socket, CLOSE.normal);
    done();
  });

  app.get('/ws', { websocket: true }, (socket) => {
    const client: Client = {
      token: null,
      subscribed: new Set(),
      registerTimer: setTimeout(() => close(socket, CLOSE.policyViolation), WS_REGISTER_TIMEOUT_MS),
    };
    client.registerTimer?.unref();
    clients.set(socket, client);

    socket.on('message', (data, isBinary) => {
      const frame = isBinary ? null : parseFrame(textOf(data));
      if (!frame) return; // malformed or unknown frames are ignored, as the device does
      if (frame.action === WS_ACTION.heartbeat) {
        send(socket, { type: WS_TYPE.message, action: WS_ACTION.heartbeat });
        return;
      }
      // peek, not check: registering must not restart the session's idle timer either
      if (svc.sessions.peek(frame.xtoken) === null) {
        close(socket, CLOSE.policyViolation);
        return;
      }
      clearTimeout(client.registerTimer);
      client.registerTimer = undefined;
      client.token = frame.xtoken;
      client.subscribed = new Set(frame.subscribe ?? []);
      send(socket, { type: WS_TYPE.message, action: WS_ACTION.register });
    });
    socket.on('close', () => forget(socket));
    socket.on('error', (err) => {
      svc.log.debug({ err }, 'websocket error');
      forget(socket);
    });
  });
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(new Uint8Array(data)).toString('utf8');
}

function parseFrame(text: string): WsClientFrame | null {
  if (nestsDeeperThan(text, BODY_MAX_DEPTH)) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = WsClientFrame.safeParse(json);
  return parsed.success ? parsed.data : null;
}
