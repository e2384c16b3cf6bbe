import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { PageName } from '@olt/protocol';

/** What every routed page is given: its route name and its translated title. */
export interface PageProps {
  name: string;
  title: string;
}
export type PageLoader = () => Promise<ComponentType<PageProps>>;

export type { PageName };

/**
 * A screen a feature offers. Each feature folder exports its registrations from a `pages.ts` (`export const pages`);
 * the app finds those files by name, so a new screen needs no line anywhere else.
 */
export interface PageRegistration {
  /** the route name, as the device's menu and spec §2 name it */
  name: PageName;
  /** loads the page's code on first visit, so each screen is its own chunk */
  load: PageLoader;
  /** the page keeps its state while the operator is elsewhere (spec §2 lists which) */
  keepAlive?: boolean;
  /**
   * The page paints without Ant Design (the screens an operator opens most paint at once); what it opens with Ant
   * Design (a dialog, a drawer) wraps itself in `AntdScope`. Every other page is given Ant Design's providers around
   * it.
   */
  light?: boolean;
  /**
   * The device renders the page into the page it serves for a signed-in session (app/pagePrerender.tsx), so its
   * content paints before any of the console's code has loaded. Only for a `light` page whose first view
   * is its reads alone: nothing in its render may depend on the browser.
   */
  deviceRendered?: boolean;
  /**
   * Asks the page's first reads into the console's query client before the page has rendered: from the entry
   * while the code loads, or right after sign-in (app/earlyStart.ts). It should load only schema-free modules
   * (`@olt/protocol/light`), so that the reads leave before the rest of the console is in.
   */
  start?: (client: QueryClient) => Promise<unknown>;
}

/** Types a feature's registrations: `export const pages = definePages([{ name: 'qos', load: … }])`. */
export const definePages = (pages: readonly PageRegistration[]): readonly PageRegistration[] => pages;
