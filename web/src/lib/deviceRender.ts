import { DEVICE_RENDER_ID, FIRST_ANSWER_CLASS, PAGE_MODULES_ID } from '@olt/protocol/light';
import { answerReadsWith, askFirstReads, urlsWrittenInPage } from './firstReads.ts';
import { afterNextPaint } from './afterPaint.ts';
import { carryOver, holdClicks, takePressed } from './renderCarryOver.ts';

/**
 * A console page the device rendered for this session (server api/console/consolePage.ts, app/pagePrerender.tsx) is shown
 * over the console (shell.css) until the console shows the page itself, with its data: then it goes in the same
 * frame, so the operator sees one page throughout, never the console's loading frames in between.
 */

/** Past this the device's render goes whatever the console shows (a page that failed to load says so itself). */
const LONGEST_KEPT_MS = 8_000;

/** When the device's render was painted (the page's first contentful paint), or null where there was none. */
let paintedAt: number | null = null;
let renderedPage: string | null = null;

/** The page the device rendered and when it was painted, for the page's own measures (features/onu/onuPerf.ts). */
export const deviceRenderOf = (page: string): { paintedAt: number } | null =>
  renderedPage === page && paintedAt !== null ? { paintedAt } : null;

/**
 * Where a render is shown: the page's address, and the address it was asked from, which the console leaves for the
 * page's as it takes the render's place (the sign-in page).
 */
interface RenderAt {
  path: string;
  from: string;
}

const isAt = ({ path, from }: RenderAt): boolean => location.pathname === path || location.pathname === from;

/** Whether the console now shows a page of its own with its data (no part of it waiting), or has left the address. */
function consoleShowsPage(root: HTMLElement, page: string, at: RenderAt): boolean {
  if (!isAt(at)) return true;
  const shown = root.querySelector(`[data-page="${page}"]`);
  return shown !== null && shown.querySelector('[aria-busy="true"]') === null;
}

/** Whether the render was made for this tab's session: the mark the head's check script left (protocol deviceRender.ts). */
const isForThisTab = (render: HTMLElement): boolean =>
  render.dataset.tag !== undefined && render.dataset.tag === document.documentElement.dataset.session;

/**
 * Whether the page holds a render of the device for this tab's session. One made for another session (the browser's
 * cookie is shared by its tabs) was never shown (protocol deviceRender.ts); it goes here, with its answers.
 */
function hasDeviceRender(): boolean {
  const render = document.getElementById(DEVICE_RENDER_ID);
  if (!render) return false;
  if (isForThisTab(render)) return true;
  render.remove();
  for (const block of document.querySelectorAll(`.${FIRST_ANSWER_CLASS}`)) block.remove();
  return false;
}

/** Fetches every module the page needs at once (the device names them instead of preloading them). */
function preloadPageModules(): void {
  let files: unknown;
  try {
    files = JSON.parse(document.getElementById(PAGE_MODULES_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string' || !file.startsWith('/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

/**
 * The answers the render was made from, each given once to the first read of its URL (lib/firstReads.ts): the
 * console starts from what the device showed. The elements go once read, as they hold the largest text of the page.
 */
function answerFromPage(): Set<string> {
  const answers = new Map<string, string>();
  for (const block of document.querySelectorAll<HTMLElement>(`.${FIRST_ANSWER_CLASS}`)) {
    if (block.dataset.url && block.textContent) answers.set(block.dataset.url, block.textContent);
    block.remove();
  }
  answerReadsWith((url) => {
    const text = answers.get(url);
    if (text === undefined) return null;
    answers.delete(url);
    return Promise.resolve(new Response(text, { headers: { 'Content-Type': 'application/json' } }));
  });
  return new Set(answers.keys());
}

/**
 * Called by the console's start (boot.tsx) once the page is painted, on a page that holds a render of the device:
 * the console's modules all at once, its reads from the render's answers (the rest asked), and the render kept
 * over the console until the console shows the page.
 */
export function startBeneathDeviceRender(): void {
  if (!hasDeviceRender()) {
    askFirstReads(urlsWrittenInPage());
    return;
  }
  preloadPageModules();
  const answered = answerFromPage();
  askFirstReads(urlsWrittenInPage().filter((url) => !answered.has(url)));
  keepDeviceRenderUntilShown();
}

function keepDeviceRenderUntilShown(): void {
  const render = document.getElementById(DEVICE_RENDER_ID);
  const root = document.getElementById('root');
  const page = render?.dataset.page;
  if (!render || !root || !page) return;
  renderedPage = page;
  paintedAt = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  if (paintedAt === null) {
    try {
      const paints = new PerformanceObserver((list) => {
        const first = list.getEntriesByName('first-contentful-paint')[0];
        if (first && paintedAt === null) paintedAt = first.startTime;
      });
      paints.observe({ type: 'paint', buffered: true });
    } catch {
      // no paint timing in this browser: nothing is measured
    }
  }
  keepUntilShown(render, root, page, { path: location.pathname, from: location.pathname });
}

/** The render shown after sign-in (`showDeviceRender`) while it is kept over the console, and what stops keeping it. */
let shownAfterSignIn: { render: HTMLElement; page: string; at: RenderAt; stop: () => void } | null = null;

/**
 * Removes `render` once the console shows `page` itself (or has left its address), or after `LONGEST_KEPT_MS`.
 * Answers what stops that, leaving the render where it is.
 */
function keepUntilShown(render: HTMLElement, root: HTMLElement, page: string, at: RenderAt): () => void {
  const release = holdClicks(render);
  const stop = (): void => {
    observer.disconnect();
    clearTimeout(timer);
    release();
    if (shownAfterSignIn?.render === render) shownAfterSignIn = null;
  };
  const leave = (): void => {
    stop();
    // what the operator did on the render goes to the console's page before the render does (renderCarryOver.ts)
    if (consoleShowsPage(root, page, at) && isAt(at)) carryOver(render, root);
    render.remove();
  };
  // checked as the console's commits land, before the browser paints them
  const observer = new MutationObserver(() => {
    if (consoleShowsPage(root, page, at)) leave();
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  const timer = setTimeout(leave, LONGEST_KEPT_MS);
  return stop;
}

/**
 * The device's render of `page` shown after sign-in, handed to the console to take over as its own DOM
 * (app/takeOver.tsx): from now on it is neither kept over the console nor removed, and the control pressed on it
 * meanwhile comes with it, to be pressed once the console's handlers are on it. Null where no such render is shown
 * (anymore) at its address.
 */
export function takeDeviceRender(page: string): { render: HTMLElement; pressed: Element | null } | null {
  const shown = shownAfterSignIn;
  if (!shown || shown.page !== page || !shown.render.isConnected || !isAt(shown.at)) return null;
  shown.stop();
  return { render: shown.render, pressed: takePressed(shown.render) };
}

/**
 * After sign-in: the device's render of the page the console goes to (`html`, asked with its first reads,
 * lib/pageReads.ts) shown over the login page and the console beneath, as a page the device served is.
 * The browser draws it in a frame of its own, before the console's first render takes the main thread; the promise
 * resolves once it is painted, with whether it was shown. The console then takes it over as its own DOM
 * (`takeDeviceRender`), or, where it cannot, takes its place as above. Not shown
 * where the console already shows the page, or the address is neither the page's (`path`) nor the sign-in page's it
 * was asked from (`from`), which the console leaves for the page's as it takes over (app/App.tsx `showConsole`).
 */
export function showDeviceRender(html: string, page: string, path: string, from = path): Promise<boolean> {
  const root = document.getElementById('root');
  const at = { path, from };
  if (!root || !isAt(at) || document.getElementById(DEVICE_RENDER_ID) || consoleShowsPage(root, page, at))
    return Promise.resolve(false);
  const render = document.createElement('div');
  render.id = DEVICE_RENDER_ID;
  render.dataset.page = page;
  render.innerHTML = html;
  root.before(render);
  shownAfterSignIn = { render, page, at, stop: keepUntilShown(render, root, page, at) };
  return new Promise((resolve) => afterNextPaint(() => resolve(true)));
}
