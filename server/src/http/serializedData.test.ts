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
});
