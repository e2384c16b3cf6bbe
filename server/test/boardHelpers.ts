import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { VENDOR_ACCOUNT, type Envelope } from '@olt/protocol';
import type { TestApp } from './helpers.ts';

/** Signs in as the vendor account, the only one allowed to change logos and company information. */
export const signInVendor = (t: TestApp): Promise<string> => t.signIn(VENDOR_ACCOUNT.name, VENDOR_ACCOUNT.password);

/** GET and answer the envelope; the device answers HTTP 200 whatever the outcome. */
export async function get<T = unknown>(app: FastifyInstance, url: string, token?: string): Promise<Envelope<T>> {
  const res = await app.inject({ method: 'GET', url, headers: token ? { 'x-token': token } : {} });
  expect(res.statusCode, `GET ${url}`).toBe(200);
  return res.json<Envelope<T>>();
}

/** POST a JSON body (an object, or raw text sent as JSON) and answer the envelope. */
export async function post(app: FastifyInstance, url: string, body: unknown, token?: string): Promise<Envelope> {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  expect(res.statusCode, `POST ${url}`).toBe(200);
  return res.json<Envelope>();
}

/** An answer of the device refusing a request: code above 1 and a message starting with `error`. */
export function expectRefused(answer: Envelope, message?: string | RegExp): void {
  expect(answer.code, answer.message).toBeGreaterThan(1);
  expect(answer.message).toMatch(/^error/i);
  if (message !== undefined) expect(answer.message).toMatch(message);
}

/** A JSON body larger than the server's 64 KB body limit. */
export const OVERSIZED_BODY = JSON.stringify({ method: 'set', param: { filler: 'x'.repeat(70 * 1024) } });
