import type { FastifyInstance } from 'fastify';
import WebSocket, { type RawData } from 'ws';
import { WS_PATH } from '@olt/protocol';
import type { DeviceLink } from './deviceLink.ts';

/** Consoles' sockets bridged to the device at once: each is a connection the small device keeps open. */
const BRIDGES_MAX = 16;
/** The largest frame taken from the device: an ONU change frame of a whole PON. */
const DEVICE_FRAME_MAX_BYTES = 1024 * 1024;
/** Frames a console sends before the device's socket is open, at most: the register frame and a heartbeat. */
const EARLY_FRAMES_MAX = 8;
const CLOSE = { normal: 1000, goingAway: 1001, tryAgain: 1013 } as const;

/** A close code that may be sent on (1005, 1006 and 1015 are never sent). */
const sendable = (code: number): number =>
  code === 1000 || (code >= 3000 && code < 5000) || (code > 1000 && code < 1004) || (code >= 1007 && code <= 1014)
    ? code
    : CLOSE.goingAway;

/**
 * The console's /ws bridged to the device's /ws, frame for frame both ways (api.md §1.12): its register frame
 * carries the device's own token, so the device pushes its alarms and its session time-out as it would to its own
 * page. Either side closing closes the other, with its code.
 */
export function bridgeWebSocket(app: FastifyInstance, link: DeviceLink): void {
  const bridges = new Set<WebSocket>();
  app.addHook('onClose', (_app, done) => {
    for (const device of bridges) device.terminate();
    done();
  });
  app.get(WS_PATH, { websocket: true }, (browser) => {
    if (bridges.size >= BRIDGES_MAX) {
      browser.close(CLOSE.tryAgain, 'too many live connections to the device');
      return;
    }
    const device = new WebSocket(new URL(WS_PATH, `ws://${link.address}`), {
      maxPayload: DEVICE_FRAME_MAX_BYTES,
      handshakeTimeout: 10_000,
    });
    bridges.add(device);
    const early: string[] = [];
    browser.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) return;
      const text = textOf(data);
      if (device.readyState === WebSocket.OPEN) device.send(text);
      else if (early.length < EARLY_FRAMES_MAX) early.push(text);
    });
    device.on('open', () => {
      for (const text of early.splice(0)) device.send(text);
    });
    device.on('message', (data: RawData, isBinary: boolean) => {
      if (!isBinary && browser.readyState === WebSocket.OPEN) browser.send(textOf(data));
    });
    device.on('close', (code) => {
      bridges.delete(device);
      if (browser.readyState === WebSocket.OPEN) browser.close(sendable(code));
    });
    device.on('error', (err) => {
      app.log.debug({ err }, 'device websocket error');
      bridges.delete(device);
      if (browser.readyState === WebSocket.OPEN) browser.close(CLOSE.goingAway);
    });
    browser.on('close', (code: number) => {
      if (device.readyState === WebSocket.OPEN) device.close(sendable(code));
      else device.terminate();
    });
    browser.on('error', () => device.terminate());
  });
}

export function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(new Uint8Array(data)).toString('utf8');
}
