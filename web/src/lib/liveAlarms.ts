import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { ALARM_ID_REBOOTING, WS_ACTION, WS_HEARTBEAT_MS, WS_SUBSCRIBABLE_TYPES, WS_TYPE } from '@olt/protocol/light';
import type { WsAlarm, WsClientFrame, WsServerFrame } from '@olt/protocol';
import { publishLinkUp, publishLiveFrame, type OnuFrameSchemas } from './onuEvents.ts';
import { WS_RECONNECTS_MAX } from './uiLimits.ts';

/** A normal close: ours when the shell goes away or the operator turns alarms off. Any other code is a lost link. */
const NORMAL_CLOSURE = 1000;
const SOCKET_OPEN = 1;

export interface LiveAlarmHandlers {
  /** an alarm to show */
  onAlarm: (alarm: WsAlarm) => void;
  /** alarm 0x1001: the device is rebooting, every session is over */
  onRebooting: (alarm: WsAlarm) => void;
  /** the device says the session timed out */
  onSessionTimeout: () => void;
  /** the link broke and WS_RECONNECTS_MAX reconnections failed */
  onConnectionLost: () => void;
}

/** The schemas of the frames the device pushes. */
interface FrameSchemas extends OnuFrameSchemas {
  WsServerFrame: typeof WsServerFrame;
}

/**
 * The frame schemas, loaded when the link is about to open rather than with the page: they bring zod, which a console
 * page's first paint does without (protocol/src/ws/frames.ts).
 */
export const loadFrameSchemas = (): Promise<FrameSchemas> => import('@olt/protocol/ws');

interface LiveAlarmOptions {
  url: string;
  frames: FrameSchemas;
  /** read at every (re)connection, so a reconnect registers with the current session */
  credentials: () => { token: string | null; user: string | null };
  createSocket?: (url: string) => WebSocket;
  heartbeatMs?: number;
}

export interface LiveAlarmConnection {
  /** closes with 1000 and stops reconnecting */
  close: () => void;
}

/** ws://<host>/ws, or wss:// when the page came over https (api.md §1.12). */
export function liveAlarmsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/**
 * The /ws client (api.md §1.12): registers with the session token, keeps the link alive with a heartbeat that is
 * re-armed only by the device's reply, turns pushes into handler calls, and reconnects after an abnormal close.
 */
export function connectLiveAlarms(handlers: LiveAlarmHandlers, options: LiveAlarmOptions): LiveAlarmConnection {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const heartbeatMs = options.heartbeatMs ?? WS_HEARTBEAT_MS;
  let socket: WebSocket | null = null;
  let heartbeat: ReturnType<typeof setTimeout> | undefined;
  let reconnects = 0;
  let isClosed = false;

  const sendFrame = (frame: WsClientFrame) => {
    if (socket?.readyState === SOCKET_OPEN) socket.send(JSON.stringify(frame));
  };
  const armHeartbeat = () => {
    clearTimeout(heartbeat);
    heartbeat = setTimeout(() => sendFrame({ type: WS_TYPE.message, action: WS_ACTION.heartbeat }), heartbeatMs);
  };
  // after a session-ending push the console leaves; nothing more should arrive or reconnect
  const finish = () => {
    isClosed = true;
    clearTimeout(heartbeat);
    socket?.close(NORMAL_CLOSURE);
  };

  const onFrame = (text: unknown) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(text));
    } catch {
      return;
    }
    // ONU changes and the save state (types 3, 4) go to the screens that follow them
    if (publishLiveFrame(parsed, options.frames)) {
      reconnects = 0;
      return;
    }
    const frame = options.frames.WsServerFrame.safeParse(parsed);
    if (!frame.success) return;
    // a frame proves the link works: the reconnection budget is for consecutive failures
    reconnects = 0;
    const data = frame.data;
    if (data.type === WS_TYPE.alarm) {
      if (data.alarm_id === ALARM_ID_REBOOTING) {
        finish();
        handlers.onRebooting(data);
      } else {
        handlers.onAlarm(data);
      }
    } else if (data.action === WS_ACTION.heartbeat) {
      armHeartbeat();
    } else if (data.action === WS_ACTION.timeout) {
      finish();
      handlers.onSessionTimeout();
    }
  };

  const open = () => {
    const ws = createSocket(options.url);
    socket = ws;
    ws.onopen = () => {
      const { token, user } = options.credentials();
      // ONU changes and the save state come only to a client that asks (the original console would throw on them)
      if (token && user) {
        sendFrame({
          type: WS_TYPE.message,
          action: WS_ACTION.register,
          xtoken: token,
          username: user,
          subscribe: [...WS_SUBSCRIBABLE_TYPES],
        });
        // the device pushes what changes from here on; what changed before, the screens read afresh
        publishLinkUp();
      }
      armHeartbeat();
    };
    ws.onmessage = (event: MessageEvent) => onFrame(event.data);
    ws.onclose = (event: CloseEvent) => {
      clearTimeout(heartbeat);
      if (isClosed || ws !== socket || event.code === NORMAL_CLOSURE) return;
      if (reconnects < WS_RECONNECTS_MAX) {
        reconnects++;
        open();
      } else {
        isClosed = true;
        handlers.onConnectionLost();
      }
    };
  };

  open();
  return { close: finish };
}

interface LiveAlarmSwitch {
  /** the operator's choice in the shortcut menu; the shell connects while it is on */
  isEnabled: boolean;
  setEnabled: (isEnabled: boolean) => void;
}

/** Remembered in this browser: an operator who turned alarms off does not get them back at the next sign-in. */
export const useLiveAlarmSwitch = create<LiveAlarmSwitch>()(
  persist(
    (set) => ({
      isEnabled: true,
      setEnabled: (isEnabled) => set({ isEnabled }),
    }),
    { name: 'olt-live-alarms' },
  ),
);
