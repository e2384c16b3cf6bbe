import { PAGE_FACTS_ID, type PageFacts } from '@olt/protocol/light';

/**
 * The facts the device wrote into the page it served (server api/console/consolePage.ts): language, theme, model, vendor
 * switches and whether a login logo exists, so the login page paints complete without asking. Null where the page
 * has none (the Vite dev server, a test): the page then asks the device as before.
 */
function readFacts(): PageFacts | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_FACTS_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageFacts;
  } catch {
    return null;
  }
}

export const pageFacts: PageFacts | null = readFacts();
