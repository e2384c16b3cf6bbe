import type { FastifyBaseLogger } from 'fastify';
import WebSocket, { type RawData } from 'ws';
import { WS_ACTION, WS_PATH, WS_TYPE, WsAlarm } from '@olt/protocol';
import type { DeviceLink } from './deviceLink.ts';
import type { DeviceStore } from './deviceStore.ts';
import type { ServiceSession } from './serviceSession.ts';
import { textOf } from './wsBridge.ts';

/** The family's heartbeat period (api.md §1.12). */
const HEARTBEAT_MS = 30_000;
/** How long after the device's socket closes it is opened again; doubled up to the bound while it keeps failing. */
const RETRY_MS = { first: 2_000, max: 60_000 } as const;

/** `YYYY/MM/DD hh:mm:ss` in this server's time, as the device writes its times. */
export function deviceTimeText(ms: number): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}/${two(d.getMonth() + 1)}/${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/**
 * The alarm feed of a device that lacks ours (ALM-X1): this server listens on the device's own /ws with its service
 * session and keeps each alarm pushed, with the time it heard it, in its store. When the device expires the session
 * (the time-out frame, a refused register) the session is opened again and the socket with it.
 */
export class AlarmFeed {
  private socket: WebSocket | null = null;
  private timer: NodeJS.Timeout | undefined;
  private retryMs: number = RETRY_MS.first;
  private isStopped = false;

  constructor(
    private readonly link: DeviceLink,
    private readonly session: ServiceSession,
    private readonly store: DeviceStore,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    void this.connect();
  }

  stop(): void {
    this.isStopped = true;
    clearTimeout(this.timer);
    this.socket?.terminate();
  }

  private async connect(): Promise<void> {
    if (this.isStopped) return;
    let token: string;
    try {
      token = await this.session.token();
    } catch (err) {
      this.log.warn({ err }, 'the alarm feed cannot sign in to the device');
      this.again();
      return;
    }
    if (this.isStopped) return;
    const socket = new WebSocket(new URL(WS_PATH, `ws://${this.link.address}`), { maxPayload: 1024 * 1024 });
    this.socket = socket;
    let heartbeat: NodeJS.Timeout | undefined;
    socket.on('open', () => {
      this.retryMs = RETRY_MS.first;
      socket.send(JSON.stringify({ type: WS_TYPE.message, action: WS_ACTION.register, xtoken: token, username: '' }));
      heartbeat = setInterval(
        () => socket.send(JSON.stringify({ type: WS_TYPE.message, action: WS_ACTION.heartbeat })),
        HEARTBEAT_MS,
      );
      heartbeat.unref();
    });
    socket.on('message', (data: RawData) => {
      let frame: unknown;
      try {
        frame = JSON.parse(textOf(data));
      } catch {
        return;
      }
      const alarm = WsAlarm.safeParse(frame);
      if (alarm.success) {
        const { alarm_id, level, content } = alarm.data;
        this.store.addAlarm({
          alarm_id,
          level: Math.min(3, Math.max(0, level)),
          content,
          time: deviceTimeText(this.now()),
        });
        return;
      }
      const message = frame as { type?: unknown; action?: unknown };
      if (message.type === WS_TYPE.message && message.action === WS_ACTION.timeout) this.session.expired(token);
    });
    socket.on('close', (code) => {
      clearInterval(heartbeat);
      // a register the device refused: its session is gone
      if (code === 1008) this.session.expired(token);
      this.again();
    });
    socket.on('error', (err) => this.log.debug({ err }, 'alarm feed socket error'));
  }

  private again(): void {
    if (this.isStopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.connect(), this.retryMs);
    this.timer.unref();
    this.retryMs = Math.min(RETRY_MS.max, this.retryMs * 2);
  }
}
