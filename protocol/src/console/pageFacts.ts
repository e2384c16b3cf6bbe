import type { BoardInfo, CustomFlags } from '../board/index.ts';
import type { Language } from '../system/index.ts';

/**
 * What the login page needs before it can paint, written by the device into the HTML it serves as a data block
 * (`<script type="application/json" id="olt-facts">`, never executed, so a Content-Security-Policy without inline
 * scripts allows it). The same facts the public reads SYS-01, SYS-04, SYS-05, SYS-T1 and the login logo answer.
 */
export interface PageFacts {
  board: BoardInfo;
  custom: CustomFlags;
  lang: Language;
  theme: number;
  /** a vendor login logo is stored (`/login_logo.png` answers it) */
  hasLoginLogo: boolean;
}

export const PAGE_FACTS_ID = 'olt-facts';

/** The data block for the page's `<head>`; `<` is escaped so no text of the device can close the element. */
export const pageFactsBlock = (facts: PageFacts): string =>
  `<script type="application/json" id="${PAGE_FACTS_ID}">${JSON.stringify(facts).replaceAll('<', '\\u003c')}</script>`;

/**
 * The reads a console page starts with (startReads.ts `firstReadUrls`), written by the device into the page beside
 * the facts: the entry script asks them with the session's token before any of the console's code has loaded
 * (a page's requests start as early as they can).
 */
export const FIRST_READS_ID = 'olt-first-reads';

export const firstReadsBlock = (urls: readonly string[]): string =>
  `<script type="application/json" id="${FIRST_READS_ID}">${JSON.stringify(urls).replaceAll('<', '\\u003c')}</script>`;
