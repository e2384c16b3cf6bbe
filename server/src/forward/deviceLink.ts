import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { Slots } from '../http/slots.ts';

/** Why the device gave no answer: each is told to the operator in the envelope (forwardErrors.ts). */
export type LinkFailure = 'busy' | 'timeout' | 'reset' | 'refused' | 'garbled' | 'too-large' | 'unreachable';

export class LinkError extends Error {
  constructor(
    readonly failure: LinkFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface LinkRequest {
  method: string;
  /** path and query, as the device is asked */
  url: string;
  headers: Record<string, string>;
  body?: Buffer | undefined;
  /** ms the device may take, from when the request leaves until its answer is in */
  timeoutMs?: number;
  /** a read that changes nothing may be asked once more when a kept connection turned out closed under it */
  isRepeatable?: boolean;
}

export interface LinkAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** names and values as the device wrote them, its spelling of each name kept (scripts match `X-Token` exactly) */
  rawHeaders: string[];
  body: Buffer;
}

export interface LinkOptions {
  /** requests open to the device at once */
  concurrency: number;
  /** requests that may wait for a place; more are refused at once as busy */
  queueMax: number;
  timeoutMs: number;
  /** the largest answer taken from the device */
  maxAnswerBytes: number;
}

/**
 * The one way to the device: a few kept connections, a bounded queue in front of them, a time-out on each request
 * and a bound on the size of each answer. Real devices are small embedded servers that admit few connections; a
 * request is never sent twice unless it is a read the caller says may be repeated, and only when the connection
 * was found closed before any answer came.
 */
export class DeviceLink {
  private readonly agent: Agent;
  private readonly slots: Slots;

  constructor(
    readonly base: URL,
    private readonly options: LinkOptions,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: options.concurrency, keepAliveMsecs: 1_000 });
    this.slots = new Slots(options.concurrency);
  }

  /** The device's address as `host:port`, for messages and the store's name. */
  get address(): string {
    return this.base.host;
  }

  async send(req: LinkRequest): Promise<LinkAnswer> {
    if (this.slots.queued >= this.options.queueMax) {
      throw new LinkError('busy', `error: the device at ${this.address} is busy, try again`);
    }
    await this.slots.take();
    try {
      try {
        return await this.once(req);
      } catch (err) {
        if (req.isRepeatable && err instanceof LinkError && err.failure === 'reset') return await this.once(req);
        throw err;
      }
    } finally {
      this.slots.give();
    }
  }

  close(): void {
    this.agent.destroy();
  }

  private once(req: LinkRequest): Promise<LinkAnswer> {
    const timeoutMs = req.timeoutMs ?? this.options.timeoutMs;
    return new Promise<LinkAnswer>((resolve, reject) => {
      const headers = { ...req.headers, ...(req.body ? { 'content-length': String(req.body.length) } : {}) };
      const outgoing = request(
        {
          host: this.base.hostname,
          port: this.base.port || 80,
          method: req.method,
          path: req.url,
          headers,
          agent: this.agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > this.options.maxAnswerBytes) {
              fail(
                new LinkError(
                  'too-large',
                  `error: the device's answer is larger than ${this.options.maxAnswerBytes} bytes`,
                ),
              );
              return;
            }
            chunks.push(chunk);
          });
          res.on('end', () => {
            if (isDone) return;
            isDone = true;
            clearTimeout(timer);
            resolve({
              status: res.statusCode ?? 502,
              headers: res.headers,
              rawHeaders: res.rawHeaders,
              body: Buffer.concat(chunks),
            });
          });
          res.on('error', (err) => fail(failureOf(err, this.address)));
          res.on('aborted', () =>
            fail(new LinkError('reset', `error: the device at ${this.address} broke off its answer`)),
          );
        },
      );
      const timer = setTimeout(
        () =>
          fail(
            new LinkError(
              'timeout',
              `error: the device at ${this.address} did not answer within ${Math.round(timeoutMs / 1000)} s`,
            ),
          ),
        timeoutMs,
      );
      let isDone = false;
      function fail(err: LinkError) {
        if (isDone) return;
        isDone = true;
        clearTimeout(timer);
        outgoing.destroy();
        reject(err);
      }
      outgoing.on('error', (err) => fail(failureOf(err, this.address)));
      outgoing.end(req.body);
    });
  }
}

function failureOf(err: Error & { code?: string }, address: string): LinkError {
  if (err instanceof LinkError) return err;
  if (err.code?.startsWith('HPE_')) {
    return new LinkError('garbled', `error: the device at ${address} answered something that is not HTTP`);
  }
  switch (err.code) {
    case 'ECONNRESET':
    case 'EPIPE':
      return new LinkError('reset', `error: the device at ${address} closed the connection`);
    case 'ECONNREFUSED':
      return new LinkError('refused', `error: the device at ${address} refused the connection`);
    default:
      return new LinkError(
        'unreachable',
        `error: the device at ${address} cannot be reached (${err.code ?? err.message})`,
      );
  }
}
