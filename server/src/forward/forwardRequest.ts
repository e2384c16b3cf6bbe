import type { FastifyReply, FastifyRequest } from 'fastify';
import { CODE, type Envelope } from '@olt/protocol';
import { LinkError, type DeviceLink, type LinkAnswer } from './deviceLink.ts';
import { parseEnvelope } from './deviceReads.ts';

/** The request headers the device is given: what the family's API reads, nothing of the browser's else. */
const PASSED_REQUEST_HEADERS = [
  'content-type',
  'x-token',
  'accept',
  'accept-encoding',
  'accept-language',
  'if-none-match',
  'if-modified-since',
] as const;

/** Headers that belong to one connection, not to the answer (RFC 9110 §7.6.1), and the length, which is ours. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
]);

export function requestHeaders(req: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of PASSED_REQUEST_HEADERS) {
    const value = req.headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (text !== undefined) headers[name] = text;
  }
  return headers;
}

/**
 * The device's answer headers without those of its connection (and those its Connection header names), each name
 * spelt as the device wrote it.
 */
export function answerHeaders(answer: LinkAnswer): Record<string, string | string[]> {
  const named = new Set(
    String(answer.headers.connection ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
  const headers: Record<string, string | string[]> = {};
  for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2) {
    const name = answer.rawHeaders[i]!;
    const value = answer.rawHeaders[i + 1]!;
    const lower = name.toLowerCase();
    if (HOP_BY_HOP.has(lower) || named.has(lower)) continue;
    const before = headers[name];
    headers[name] = before === undefined ? value : [before, value].flat();
  }
  return headers;
}

export const envelopeError = (message: string): Envelope<never> => ({ code: CODE.error, message });

/**
 * Whether an answer is the family's JSON envelope as far as can be told without reading it all: an object's text,
 * or an encoded body (gzip), which only the browser opens. HTML or anything else is not.
 */
export function looksLikeEnvelope(answer: LinkAnswer): boolean {
  if (answer.headers['content-encoding'] && answer.headers['content-encoding'] !== 'identity') return true;
  const text = answer.body.toString('latin1', 0, Math.min(answer.body.length, 64)).trimStart();
  return text.startsWith('{');
}

export interface ForwardOptions {
  body?: Buffer | undefined;
  /** the request is an envelope endpoint's: an answer that is not an envelope becomes an error in one */
  isEnvelope: boolean;
  isRepeatable: boolean;
  timeoutMs?: number;
}

/** The device's answer as an envelope, or null where it is none. */
export function envelopeOf(result: LinkAnswer | Envelope<never>, address: string): Envelope<unknown> | null {
  if (!('body' in result)) return result;
  try {
    return parseEnvelope(result.body, address);
  } catch {
    return null;
  }
}

/**
 * Sends the request to the device and its answer back unchanged (status, headers but hop-by-hop, body byte for
 * byte). When the device gives no answer, or an envelope endpoint answers something else (an error page, garbage),
 * the browser gets an error in the envelope saying so, and that is what this answers; the request is not sent again
 * (DeviceLink).
 */
export async function forwardRequest(
  link: DeviceLink,
  req: FastifyRequest,
  reply: FastifyReply,
  options: ForwardOptions,
): Promise<LinkAnswer | Envelope<never>> {
  let answer: LinkAnswer;
  try {
    answer = await link.send({
      method: req.method,
      url: req.url,
      headers: requestHeaders(req),
      body: options.body,
      isRepeatable: options.isRepeatable,
      timeoutMs: options.timeoutMs,
    });
  } catch (err) {
    if (!(err instanceof LinkError)) throw err;
    req.log.warn({ failure: err.failure, url: req.url }, 'device gave no answer');
    const failure = envelopeError(err.message);
    void reply.send(failure);
    return failure;
  }
  if (options.isEnvelope && req.method !== 'HEAD' && !looksLikeEnvelope(answer)) {
    const type = String(answer.headers['content-type'] ?? 'no type').split(';')[0];
    const failure = envelopeError(
      answer.status === 404
        ? `error: the device at ${link.address} does not offer ${req.method} ${req.url.split('?')[0]} (HTTP 404)`
        : `error: the device at ${link.address} answered HTTP ${answer.status} (${type}), not its API's JSON`,
    );
    void reply.send(failure);
    return failure;
  }
  void reply.code(answer.status);
  for (const [name, value] of Object.entries(answerHeaders(answer))) {
    // Fastify would lower-case the name; set on the raw answer it goes out as the device spelt it (deviceHeader.ts)
    if (name.toLowerCase() === 'content-type') void reply.header('content-type', value);
    else reply.raw.setHeader(name, value);
  }
  void reply.send(answer.body);
  return answer;
}
