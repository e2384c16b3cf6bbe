import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { DEVICE_RENDER_CHECK, pageTag } from './deviceRender.ts';

/** Runs the page's check script against a tab holding `token` (or none) and answers the mark it left. */
function markOf(token: string | null): string | undefined {
  const documentElement = { dataset: {} as Record<string, string> };
  const sessionStorage = { getItem: () => token };
  runInNewContext(DEVICE_RENDER_CHECK, { document: { documentElement }, sessionStorage });
  return documentElement.dataset.session;
}

describe('the check of a page the device rendered', () => {
  it('marks the tab with the same tag the device gives the token', () => {
    const token = '0123456789abcdef0123456789abcdef';
    expect(markOf(token)).toBe(pageTag(token));
    expect(markOf('fedcba9876543210fedcba9876543210')).not.toBe(pageTag(token));
    expect(markOf(null)).toBe(pageTag(''));
    expect(pageTag('')).not.toBe(pageTag(token));
  });
});
