import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { FACTORY_ACCOUNT } from '@olt/protocol';
import { buildTestApp, loginBody, type TestApp, type TestAppOptions } from './helpers.ts';
import { buildForwardApp, type ForwardAppOptions } from '../src/forward/forwardApp.ts';

/** One request the device received, and what it answered. */
export interface DeviceHeard {
  method: string;
  url: string;
  body: Buffer;
  headers: Record<string, unknown>;
  answer: Buffer;
}

export interface ForwardRig {
  /** the simulated OLT in vendor mode, listening on 127.0.0.1 */
  device: TestApp;
  deviceUrl: string;
  /** every request the device received, in order */
  heard: DeviceHeard[];
  forward: FastifyInstance;
  /** signs in through the forwarding server, answers the device's token */
  signIn: () => Promise<string>;
  close: () => Promise<void>;
}

/** The forwarding server in front of the simulated OLT in vendor mode, both on 127.0.0.1, the device listening. */
export async function forwardRig(
  options: { device?: TestAppOptions; forward?: Partial<ForwardAppOptions> } = {},
): Promise<ForwardRig> {
  const device = await buildTestApp({
    vendor: { sessionLimit: 64, delayMs: 0, concurrency: 4 },
    requirePasswordChange: false,
    ...options.device,
  });
  const heard: DeviceHeard[] = [];
  device.app.addHook('onSend', async (req, _reply, payload) => {
    const answer = typeof payload === 'string' || Buffer.isBuffer(payload) ? Buffer.from(payload) : Buffer.alloc(0);
    const body = (req as unknown as { rawBodyBytes?: Buffer }).rawBodyBytes ?? Buffer.alloc(0);
    heard.push({ method: req.method, url: req.url, body, headers: req.headers, answer });
    return payload;
  });
  // the body as it arrived, before any parser read it
  device.app.addHook('preParsing', async (req, _reply, payload) => {
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.from(chunk as Buffer));
    const bytes = Buffer.concat(chunks);
    (req as unknown as { rawBodyBytes?: Buffer }).rawBodyBytes = bytes;
    const { Readable } = await import('node:stream');
    return Object.assign(Readable.from([bytes]), { receivedEncodedLength: bytes.length });
  });
  await device.app.listen({ port: 0, host: '127.0.0.1' });
  const deviceUrl = `http://127.0.0.1:${(device.app.server.address() as AddressInfo).port}`;
  const forward = await buildForwardApp({ olt: deviceUrl, dataDir: ':memory:', timeoutMs: 5_000, ...options.forward });
  const signIn = async () => {
    const res = await forward.inject({
      method: 'POST',
      url: '/userlogin?form=login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(loginBody(FACTORY_ACCOUNT.name, FACTORY_ACCOUNT.password)),
    });
    const token = res.headers['x-token'];
    if (typeof token !== 'string') throw new Error(`sign-in refused: ${res.payload}`);
    return token;
  };
  return {
    device,
    deviceUrl,
    heard,
    forward,
    signIn,
    close: async () => {
      await forward.close();
      await device.close();
    },
  };
}
