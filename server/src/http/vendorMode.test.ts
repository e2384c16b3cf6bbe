import { afterEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@olt/protocol/reference';
import { endpointUrl } from '@olt/protocol';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp | undefined;
afterEach(async () => t?.close());

const vendor = (over: Partial<{ sessionLimit: number; delayMs: number; concurrency: number }> = {}) =>
  buildTestApp({ vendor: { sessionLimit: 4, delayMs: 0, concurrency: 4, ...over } });

describe('vendor mode: the simulated OLT as a device of the family', () => {
  it('answers every addition 404 as the firmware would, and the family endpoints as before', async () => {
    t = await vendor();
    const token = await t.signIn();
    for (const ep of ENDPOINTS.filter((e) => e.isAddition)) {
      const res = await t.app.inject({ method: ep.method, url: endpointUrl(ep), headers: { 'x-token': token } });
      expect(res.statusCode, ep.id).toBe(404);
      expect(res.headers['content-type'], ep.id).toMatch(/text\/html/);
    }
    const board = await t.app.inject({ url: '/board?info=system', headers: { 'x-token': token } });
    expect(board.json()).toMatchObject({ code: 1, data: { ponports: 8 } });
    expect((await t.app.inject({ url: '/openapi.json' })).statusCode).toBe(404);
    // a device of the family sends none of our security headers
    expect(board.headers['content-security-policy']).toBeUndefined();
  });

  it('admits at most its session limit, all accounts together', async () => {
    t = await vendor({ sessionLimit: 2 });
    await t.signIn();
    await t.signIn();
    await expect(t.signIn()).rejects.toThrow(/admits 2 sessions at once/);
  });

  it('works on its concurrency limit of requests at once, each taking the delay', async () => {
    t = await vendor({ delayMs: 40, concurrency: 2 });
    const token = await t.signIn();
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 4 }, () => t!.app.inject({ url: '/board?info=cpu', headers: { 'x-token': token } })),
    );
    // four requests two at a time: two rounds of the delay
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
  });
});
