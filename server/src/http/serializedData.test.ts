import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serializedDataCache } from './serializedData.ts';

describe('serializedDataCache', () => {
  it('wraps the data in the success envelope once per distinct text', () => {
    const cache = serializedDataCache();
    const first = cache('[1,2]');
    expect(JSON.parse(first.body.toString())).toEqual({ code: 1, message: 'success', data: [1, 2] });
    expect(cache('[1,2]')).toBe(first);
    const next = cache('[3]');
    expect(next).not.toBe(first);
    expect(JSON.parse(next.body.toString())).toMatchObject({ data: [3] });
  });

  it('compresses once and shares the result; small bodies are not worth it', async () => {
    const cache = serializedDataCache();
    const big = cache(JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ onu_id: i, status: 'Online' }))));
    expect(big.isWorthCompressing).toBe(true);
    const zipped = big.gzip();
    expect(big.gzip()).toBe(zipped);
    const bytes = await zipped;
    expect(bytes.length).toBeLessThan(big.body.length / 4);
    expect(gunzipSync(bytes).equals(big.body)).toBe(true);
    expect(cache('[]').isWorthCompressing).toBe(false);
  });
});
