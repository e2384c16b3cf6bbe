import './lib/zodJitless.ts';
// the login page's style sheet stays with the entry: the device writes it inline into the page it renders
import './login/login.css';
import { holdSubmitsUntilHydrated } from './login/earlySubmit.ts';
import { askFirstReads, urlsWrittenInPage } from './lib/firstReads.ts';

/**
 * The entry. Where the device served the login page already rendered (server api/console/consolePage.ts), the browser can paint
 * it complete before any script has run; React's evaluation and the hydration (boot.tsx) wait until that first paint is
 * on screen, rather than competing with it for the machine's cores (the login page's first contentful paint comes
 * first). Everywhere else the console starts at once, and the page's first reads, which the device wrote into the page,
 * are asked before its code has loaded (lib/firstReads.ts); where the device rendered the page itself, that is painted
 * first too (lib/deviceRender.ts).
 */
const boot = (): void => void import('./boot.tsx');

/** Longest wait for the first paint (a page opened in a background tab may not paint for a while). */
const FIRST_PAINT_WAIT_MS = 400;

function afterFirstPaint(start: () => void): void {
  let isStarted = false;
  const once = (): void => {
    if (isStarted) return;
    isStarted = true;
    observer?.disconnect();
    clearTimeout(timer);
    start();
  };
  const timer = setTimeout(once, FIRST_PAINT_WAIT_MS);
  let observer: PerformanceObserver | undefined;
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // no paint timing in this browser: the timer starts it
  }
}

if (document.getElementById('root')?.dataset.ssr === 'login') {
  holdSubmitsUntilHydrated();
  afterFirstPaint(boot);
} else if (document.getElementById('root')?.dataset.ssr === 'page') {
  // a page the device rendered: painted first; the console then starts from its answers (lib/deviceRender.ts)
  afterFirstPaint(boot);
} else {
  askFirstReads(urlsWrittenInPage());
  boot();
}
