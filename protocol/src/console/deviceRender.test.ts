import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { DEVICE_RENDER_CHECK, PENDING_CLICK_KEY, pageTag } from './deviceRender.ts';

/** Runs the page's check script against a tab holding `token` (or none) and answers the mark it left. */
function markOf(token: string | null): string | undefined {
  const documentElement = { dataset: {} as Record<string, string> };
  const sessionStorage = { getItem: () => token };
  runInNewContext(DEVICE_RENDER_CHECK, { document: { documentElement }, sessionStorage, addEventListener: () => {} });
  return documentElement.dataset.session;
}

/** The click listener the check script leaves on the page, run against a render holding `target`. */
interface FakeElement {
  closest: (s: string) => unknown;
  matches: (s: string) => boolean;
  querySelector: (s: string) => unknown;
}
function clickThrough(target: FakeElement, inRender: boolean) {
  let listener: ((e: unknown) => void) | undefined;
  const context: Record<string, unknown> = {
    document: { documentElement: { dataset: {} }, getElementById: () => ({ contains: () => inRender }) },
    sessionStorage: { getItem: () => null },
    Element: Object,
    addEventListener: (_type: string, fn: (e: unknown) => void) => (listener = fn),
  };
  context.window = context;
  runInNewContext(DEVICE_RENDER_CHECK, context);
  let prevented = false;
  listener?.({ target, preventDefault: () => (prevented = true) });
  return { prevented, pending: context[PENDING_CLICK_KEY] };
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

describe('a press on the render before the console is in', () => {
  it('is held for the console (a control), or left to the browser (a link, a check box, or outside the render)', () => {
    const button: FakeElement = {
      closest: (s) => (s.startsWith('button') ? button : null),
      matches: () => false,
      querySelector: () => null,
    };
    expect(clickThrough(button, true)).toEqual({ prevented: true, pending: button });
    const box: FakeElement = { closest: () => box, matches: (s) => s.includes('checkbox'), querySelector: () => null };
    expect(clickThrough(box, true)).toEqual({ prevented: false, pending: undefined });
    const link: FakeElement = { closest: () => null, matches: () => false, querySelector: () => null };
    expect(clickThrough(link, true)).toEqual({ prevented: false, pending: undefined });
    expect(clickThrough(button, false)).toEqual({ prevented: false, pending: undefined });
  });
});
