import {
  CODE,
  TOKEN_HEADER,
  endpointBody,
  endpointUrl,
  loginKey,
  loginRoute,
  logoutRoute,
  type Envelope,
} from '@olt/protocol';
import { LinkError, type DeviceLink } from './deviceLink.ts';
import { parseEnvelope, readEnvelope } from './deviceReads.ts';

/**
 * This server's own session on the device, for its polling (the alarm feed): one, opened when first needed and
 * again when the device has expired it. Devices admit few sessions; this server never holds more than this one.
 */
export class ServiceSession {
  private current: Promise<string> | null = null;

  constructor(
    private readonly link: DeviceLink,
    private readonly name: string,
    private readonly password: string,
  ) {}

  token(): Promise<string> {
    this.current ??= this.open().catch((err: unknown) => {
      this.current = null;
      throw err;
    });
    return this.current;
  }

  /** The device said the token is no more (code 0 or -1, or the websocket's time-out): the next use signs in again. */
  expired(token: string): void {
    void this.current?.then((t) => {
      if (t === token) this.current = null;
    });
  }

  /** A read with the service session; a session the device has expired is opened again once, and the read repeated. */
  async read(url: string): Promise<Envelope<unknown>> {
    const token = await this.token();
    const envelope = await readEnvelope(this.link, url, token);
    if (envelope.code !== CODE.illegal && envelope.code !== CODE.timeout) return envelope;
    this.expired(token);
    return readEnvelope(this.link, url, await this.token());
  }

  async close(): Promise<void> {
    const pending = this.current;
    this.current = null;
    const token = await pending?.catch(() => null);
    if (!token) return;
    await this.link
      .send({
        method: 'POST',
        url: endpointUrl(logoutRoute),
        headers: { 'content-type': 'application/json', [TOKEN_HEADER.toLowerCase()]: token },
        body: Buffer.from(JSON.stringify(endpointBody(logoutRoute, { name: this.name }))),
        timeoutMs: 2_000,
      })
      .catch(() => undefined);
  }

  private async open(): Promise<string> {
    const param = { name: this.name, key: loginKey(this.name, this.password), captcha_v: '', captcha_f: '' };
    const answer = await this.link.send({
      method: 'POST',
      url: endpointUrl(loginRoute),
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify(endpointBody(loginRoute, param))),
    });
    const envelope = parseEnvelope(answer.body, this.link.address);
    const token = answer.headers[TOKEN_HEADER.toLowerCase()];
    if (envelope.code !== CODE.ok || typeof token !== 'string') {
      throw new LinkError(
        'refused',
        `the device refused this server's service account: (${envelope.code}) ${envelope.message}`,
      );
    }
    return token;
  }
}
