import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CONSOLE_PRELOADS_FILE,
  PAGE_COOKIE,
  deviceRenderBlock,
  deviceRenderHead,
  pageModulesBlock,
  LOGO_FILES,
  SIGN_IN_PATHS,
  THEME_DEFAULT,
  firstReadUrls,
  firstReadsBlock,
  pageFactsBlock,
  pageNameAt,
  type ConsolePreloads,
  type Language,
  type PageFacts,
} from '@olt/protocol';
import type { ConsoleDocument } from '../../http/pageStream.ts';
import type { Services } from '../../services.ts';
import type { PageRenders } from './pageRenders.ts';
import { readCustomFlags } from '../../store/customFlags.ts';
import { DEFAULT_LANG, KEY } from '../system/system.ts';

/** What the login page would otherwise ask the device for before it can paint (protocol/src/console/pageFacts.ts). */
export function pageFacts(svc: Services): PageFacts {
  const { product_name, ponports } = svc.device.chassis.systemInfo();
  return {
    board: { product_name, ponports },
    custom: readCustomFlags(svc.settings),
    lang: svc.settings.get<Language>(KEY.lang, DEFAULT_LANG),
    theme: svc.settings.get<number>(KEY.theme, THEME_DEFAULT),
    hasLoginLogo: svc.files.get(LOGO_FILES.login_logo.slice(1)) !== undefined,
  };
}

/** The console's server render of its login page (web/src/login/prerender.tsx, built into dist/ssr). */
interface LoginRenderer {
  renderLoginPage: (facts: PageFacts) => { html: string; rootStyle: string };
}

/** Where the console's build puts the login page's server render, beside the files it serves. */
const LOGIN_RENDERER_FILE = join('ssr', 'prerender.js');

/**
 * Loads one of the console's server renders (dist/ssr) by the function it exports, when the console was built with
 * it; without it (a console built before, the Vite dev server) the page is drawn by its script alone, as before.
 */
async function loadServerRender<T>(
  webRoot: string,
  file: string,
  names: readonly (keyof T & string)[],
): Promise<T | null> {
  const path = join(resolve(webRoot), file);
  if (!existsSync(path)) return null;
  const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  if (!names.every((name) => typeof module[name] === 'function')) return null;
  return Object.fromEntries(names.map((name) => [name, module[name]])) as T;
}

export const loadLoginRenderer = (webRoot: string): Promise<LoginRenderer | null> =>
  loadServerRender<LoginRenderer>(webRoot, LOGIN_RENDERER_FILE, ['renderLoginPage']);

/** A console page rendered by the device for a signed-in session (web/src/app/pagePrerender.tsx). */
export interface RenderedPage {
  html: string;
  /** the page's name (`data-page`) */
  page: string;
  /** the GETs the render read, by URL: the envelope's JSON text, as the API answers it */
  answers: Record<string, string>;
}

export interface PageRenderer {
  /** what the page's head needs before the render: null for a page the console does not render */
  renderedPageStart: (request: { path: string; facts: PageFacts }) => { rootStyle: string } | null;
  renderConsolePage: (request: {
    path: string;
    facts: PageFacts;
    token: string;
    user: string;
    read: (url: string) => Promise<string>;
  }) => Promise<RenderedPage | null>;
}

/** Where the console's build puts its server render of console pages, beside the login page's. */
const PAGE_RENDERER_FILE = join('ssr', 'pagePrerender.js');

export const loadPageRenderer = (webRoot: string): Promise<PageRenderer | null> =>
  loadServerRender<PageRenderer>(webRoot, PAGE_RENDERER_FILE, ['renderedPageStart', 'renderConsolePage']);

/** The session token of the page cookie (protocol deviceRender.ts), if the request carries one. */
function pageCookieToken(cookieHeader: string | undefined): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name === PAGE_COOKIE && value && /^[0-9a-f]{16,64}$/.test(value)) return value;
  }
  return undefined;
}

/** What the device's render of a console page needs besides the page's facts. */
interface PageRenderContext {
  renders: PageRenders;
  /** answers a GET as the API would for this session: the envelope's JSON text */
  read: (url: string, token: string) => Promise<string>;
}

/** The theme's colour variables as `<html>`'s style attribute, as both renders give them. */
const styleAttribute = (rootStyle: string): string => ` style="${rootStyle.replaceAll('"', '&quot;')}"`;

/** Where index.html's root is, which a render goes before. */
const EMPTY_ROOT = '<div id="root"></div>';

const isSignInPath = (path: string): boolean => (SIGN_IN_PATHS as readonly string[]).includes(path);

function readPreloads(root: string): ConsolePreloads | null {
  const file = join(root, CONSOLE_PRELOADS_FILE);
  if (!existsSync(file)) return null;
  try {
    // a console built before its languages were apart lists none
    return {
      languages: {},
      ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<ConsolePreloads>),
    } as ConsolePreloads;
  } catch {
    return null;
  }
}

/**
 * `<link>` tags naming every file a console page needs, so that the browser fetches them all while it reads the page
 * rather than in waves as each module finds its imports. Its style sheets are linked as such: a console
 * page paints nothing before its scripts have run, which is long after they are in, whereas a lazy import that finds
 * its style sheet missing adds it and waits for it before the module runs.
 */
function preloadLinks(preloads: ConsolePreloads, path: string, lang: Language, isRendered: boolean): string {
  const page = pageNameAt(path);
  const files = [...preloads.core, ...((page && preloads.pages[page]) ?? []), ...(preloads.languages[lang] ?? [])];
  const sheets = files.filter((f) => f.endsWith('.css')).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`);
  const modules = files.filter((f) => !f.endsWith('.css'));
  // a page the device rendered paints before the console's code is fetched (protocol deviceRender.ts)
  if (isRendered) return [...sheets, pageModulesBlock(modules.map((f) => `/${f}`))].join('\n    ');
  return [...sheets, ...modules.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)].join('\n    ');
}

/**
 * The console's index.html with the page facts written into its head and its language on `<html>`, so the login page
 * paints complete with its first frame, without a call to the device. On the sign-in addresses, and when the console
 * was built with its server render, the login page itself is written into the page, its style sheet inline and its
 * theme's colours on `<html>`: the browser paints the whole card before any script has run, and the entry script
 * hydrates it. Built per request (a few KB): the facts change when the vendor or the operator changes
 * them; the render is kept for the last facts. Undefined while no console is built.
 */
export function consolePage(
  webRoot: string,
  svc: Services,
  renderer: LoginRenderer | null,
  pages: PageRenderContext | null = null,
): (path: string, cookieHeader?: string) => ConsoleDocument | undefined {
  const root = resolve(webRoot);
  const path = join(root, 'index.html');
  let template: string | undefined;
  let loginTemplate: string | undefined;
  let lastLogin: { key: string; html: string } | null = null;
  const preloads = readPreloads(root);

  /** A style sheet of the build as text, read once (the build does not change while the device runs). */
  const sheets = new Map<string, string | null>();
  const sheetText = (href: string): string | null => {
    if (!sheets.has(href)) {
      const file = join(root, href);
      sheets.set(href, existsSync(file) ? readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style') : null);
    }
    return sheets.get(href) ?? null;
  };
  const STYLE_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

  /** index.html with its own style sheet inline: one request less before the first paint */
  const withInlineStyles = (html: string): string =>
    html.replace(STYLE_LINK, (link, href: string) => {
      const text = sheetText(href);
      return text === null ? link : `<style>${text}</style>`;
    });

  /**
   * A page the device renders carries its style sheets, so its first paint waits for no request to a device busy
   * rendering it. Each stays named by a link the console's module loader takes for the sheet being there (it looks
   * for a stylesheet link of that address before adding one), and which the browser does not fetch: disabled, and
   * for no media, as Chromium's preload scanner fetched a link that was only disabled (README, Benchmarks).
   */
  const withSheetsCarried = (html: string): string =>
    html.replace(STYLE_LINK, (link, href: string) => {
      const text = sheetText(href);
      return text === null
        ? link
        : `<style>${text}</style><link rel="stylesheet" crossorigin href="${href}" media="not all" disabled>`;
    });

  /**
   * What a render of the page needs, for the session of the request's page cookie, or null (no cookie, a session that
   * ended, a page the console does not render: the page is then drawn by its script alone).
   */
  const renderStart = (requestPath: string, cookieHeader: string | undefined, facts: PageFacts) => {
    const token = pageCookieToken(cookieHeader);
    if (!pages || !token) return null;
    const check = svc.sessions.check(token);
    if (!check.ok) return null;
    const start = pages.renders.renderer.renderedPageStart({ path: requestPath, facts });
    return start && { ...start, pages, token, user: check.session.user };
  };

  /** The render's block for the page's body, or null where the render failed or found nothing to show. */
  const renderFor = (
    requestPath: string,
    { pages, token, user }: NonNullable<ReturnType<typeof renderStart>>,
    facts: PageFacts,
  ): Promise<string | null> =>
    pages.renders
      .render({ path: requestPath, facts, token, user, read: (url) => pages.read(url, token) })
      .then((page) => page && deviceRenderBlock(page, token, page.answers));

  return (requestPath, cookieHeader) => {
    if (template === undefined) {
      if (!existsSync(path)) return undefined;
      template = readFileSync(path, 'utf8');
      loginTemplate = withInlineStyles(template);
    }
    const facts = pageFacts(svc);
    const lang = facts.lang === 'zh' ? 'zh-CN' : 'en';
    const withFacts = (html: string, htmlAttributes = '') =>
      html
        .replace(/<html lang="[^"]*"/, `<html lang="${lang}"${htmlAttributes}`)
        .replace('</head>', `${pageFactsBlock(facts)}\n  </head>`);
    if (!isSignInPath(requestPath)) {
      // the page's first reads, which the entry asks at once where a session is signed in (web lib/firstReads.ts)
      const reads = firstReadsBlock(firstReadUrls(pageNameAt(requestPath)));
      const start = renderStart(requestPath, cookieHeader, facts);
      const links = preloads ? preloadLinks(preloads, requestPath, facts.lang, start !== null) : '';
      const head = template.replace('</head>', `    ${[reads, links].filter(Boolean).join('\n    ')}\n  </head>`);
      if (!start) return withFacts(head);
      const [before = '', after = ''] = withSheetsCarried(withFacts(head, styleAttribute(start.rootStyle)))
        .replace('<head>', `<head>\n    ${deviceRenderHead(start.token)}`)
        .split(EMPTY_ROOT);
      // the head goes at once, so the browser reads it while the device renders the page
      const rest = () =>
        renderFor(requestPath, start, facts).then((block) =>
          // `data-ssr="page"` tells the entry to let the render paint first (web/src/main.ts)
          block ? `${block}<div id="root" data-ssr="page"></div>${after}` : `${EMPTY_ROOT}${after}`,
        );
      return { head: before, rest };
    }
    // the sign-in page names no reads: the login page asks the home page's together once signed in (SYS-X2)
    if (!renderer || loginTemplate === undefined) return withFacts(template);

    const key = JSON.stringify(facts);
    if (lastLogin?.key !== key) {
      const { html, rootStyle } = renderer.renderLoginPage(facts);
      const page = withFacts(loginTemplate, styleAttribute(rootStyle)).replace(
        EMPTY_ROOT,
        `<div id="root" data-ssr="login">${html}</div>`,
      );
      lastLogin = { key, html: page };
    }
    return lastLogin.html;
  };
}
