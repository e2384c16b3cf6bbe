import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

/**
 * The four top screens at a 1366×768 laptop and a 1920×1080 desktop, in both languages. Measured, not
 * pictured: the page never scrolls sideways, and every control of the top bar and the page sits inside the viewport.
 */
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;
const SCREENS = ['/main', '/topo', '/onu_allow', '/vlan_mgmt'] as const;

interface LayoutReport {
  scrollWidth: number;
  clientWidth: number;
  /** visible controls whose box leaves the viewport sideways (or, in the top bar, at all) */
  outside: string[];
}

function measure(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const vw = doc.clientWidth;
    const vh = doc.clientHeight;
    const controls = '.olt-topbar button, .olt-topbar a, .olt-content button, .olt-content input, .olt-content h4';
    const outside = [...document.querySelectorAll<HTMLElement>(controls)]
      .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        const inBar = el.closest('.olt-topbar') !== null;
        return r.left < -0.5 || r.right > vw + 0.5 || (inBar && (r.top < -0.5 || r.bottom > vh + 0.5));
      })
      .map((el) => `${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`);
    return { scrollWidth: doc.scrollWidth, clientWidth: vw, outside };
  });
}

/** The topology's search box and its Find button are one control: one height. */
async function expectSearchOneHeight(page: Page): Promise<void> {
  const search = page.getByRole('search');
  await expect(search).toBeVisible();
  const heights = await search
    .locator(':scope > *')
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
  expect(heights).toHaveLength(2);
  expect(new Set(heights).size, `search box and button heights ${heights.join(', ')}`).toBe(1);
}

for (const viewport of VIEWPORTS) {
  for (const lang of ['en', 'zh'] as const) {
    test(`the top screens fit ${viewport.width}×${viewport.height} in ${lang}`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      await signIn(page, { lang });
      await page.getByRole('button', { name: lang === 'zh' ? /稍\s*后/ : 'Later' }).click();
      for (const path of SCREENS) {
        await page.goto(path);
        await expect(page.locator('.olt-content h4').first()).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        const report = await measure(page);
        expect(report.outside, `${path}: controls outside the viewport`).toEqual([]);
        expect(report.scrollWidth, `${path}: the page scrolls sideways`).toBeLessThanOrEqual(report.clientWidth);
        if (path === '/topo') await expectSearchOneHeight(page);
      }
    });
  }
}
