import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';
import { COMPRESS_JSON_FROM_BYTES, COMPRESS_ON_LOOP_BELOW_BYTES, acceptsGzip, gzipOnce } from './compression.ts';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['x-gzip', true],
    ['*', true],
    ['GZip', true],
    ['', false],
    [undefined, false],
    ['identity', false],
    ['br', false],
    ['gzip;q=0', false],
    ['gzip;q=0.000', false],
    ['*, gzip;q=0', false],
    ['*;q=0', false],
    ['deflate, *;q=0.1', true],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('gzipOnce', () => {
  it('compresses a kept Buffer once and shares the result; text is compressed each time', async () => {
    const body = Buffer.from(JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ onu_id: i, status: 'Online' }))));
    const zipped = gzipOnce(body);
    expect(gzipOnce(body)).toBe(zipped);
    expect(gzipOnce(Buffer.from(body))).not.toBe(zipped);
    const bytes = await zipped;
    expect(bytes.length).toBeLessThan(body.length / 4);
    expect(gunzipSync(bytes).equals(body)).toBe(true);
    const text = body.toString();
    expect(gzipOnce(text)).not.toBe(gzipOnce(text));
  });

  it('compresses answers below the bound at once, on the event loop, and larger ones on the thread pool', async () => {
    const json = (bytes: number) => JSON.stringify({ rows: 'x'.repeat(bytes) });
    const settledAtOnce = async (payload: string) => {
      let isSettled = false;
      const zipped = gzipOnce(payload).then((bytes) => {
        isSettled = true;
        return bytes;
      });
      // microtasks only: an answer compressed on the thread pool is not back before the event loop turns
      for (let i = 0; i < 5; i++) await Promise.resolve();
      const wasSettled = isSettled;
      expect(gunzipSync(await zipped).toString()).toBe(payload);
      return wasSettled;
    };
    expect(await settledAtOnce(json(COMPRESS_ON_LOOP_BELOW_BYTES - 100))).toBe(true);
    expect(await settledAtOnce(json(COMPRESS_ON_LOOP_BELOW_BYTES))).toBe(false);
  });
});

describe('large JSON answers', () => {
  let s: DeviceSession;
  beforeEach(async () => {
    s = await openDeviceSession();
  });
  afterEach(() => s.close());

  const get = (url: string, encoding?: string) =>
    s.app.inject({
      method: 'GET',
      url,
      headers: { 'X-Token': s.token, ...(encoding ? { 'Accept-Encoding': encoding } : {}) },
    });

  it('go out gzip-compressed to clients that take it, and unchanged to the others', async () => {
    const url = '/onutable?form=search';
    const plain = await get(url);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_JSON_FROM_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const zipped = await get(url, 'gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('leave small answers, refusals and non-JSON alone', async () => {
    const small = await get('/board?info=system', 'gzip');
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_JSON_FROM_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 1 });
    const refused = await get('/onutable?form=search&port_id=99', 'gzip');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toMatchObject({ code: 2 });
  });
});
