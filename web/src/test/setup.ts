import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './device.ts';
import { addDictionary } from '../lib/i18n.ts';
import { zh } from '../i18n/zh/index.ts';
import { en } from '../i18n/en/index.ts';

// the console loads one language's dictionaries at a time (lib/i18n.ts); tests switch between them at will
addDictionary('zh', zh);
addDictionary('en', en);

// findBy…/waitFor give a screen up to 5 s (the library's 1 s is too short on a 2-core machine running several test
// files at once); an assertion that cannot hold still fails, only later
configure({ asyncUtilTimeout: 5_000 });

// the fake device (test/device.ts) answers every request; one nobody answers is a mistake in the test
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStorage.clear();
});
afterAll(() => server.close());

// Ant Design reads these; jsdom lacks them
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
