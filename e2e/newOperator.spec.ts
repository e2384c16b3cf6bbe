import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, signIn, apiToken, apiPost } from './fixtures.ts';

/**
 * What a new operator meets first, at 1366×768 in both languages: the status home with a critical alarm arriving
 * (one card in the top bar, nothing over the page). With SHOTS_DIR set, each screen is photographed there.
 */
test.use({ viewport: { width: 1366, height: 768 } });
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });
}

/** Signs in as root on its factory password and answers the default-password notice with "later". */
async function signInRoot(page: Page, lang: 'en' | 'zh'): Promise<void> {
  await signIn(page, { lang });
  await page.getByRole('button', { name: lang === 'zh' ? /稍\s*后/ : 'Later' }).click();
}

for (const lang of ['en', 'zh'] as const) {
  const zh = lang === 'zh';
  test(`a critical alarm shows as one card in the top bar, covering nothing of the status home (${lang})`, async ({
    page,
    device,
  }) => {
    await signInRoot(page, lang);
    await expect(page.getByTestId('registered-total')).toBeVisible();
    // the live link opens once the page's first reads are in
    await page.waitForTimeout(1_500);
    const root = await apiToken(device.url);
    for (const portId of [3, 5]) {
      const answer = await apiPost(device.url, root, '/ponmgmt?form=optstate', {
        method: 'set',
        param: { port_id: portId, optstate: 0 },
      });
      expect(answer.code).toBe(1);
    }
    const card = page.locator('header.olt-topbar .olt-alarm-popup');
    await expect(card).toContainText(zh ? 'PON05 停止发光' : 'PON05 stopped transmitting');
    await expect(card).toContainText(zh ? '紧急' : 'Critical');
    // one card, in the top bar: no notification over the page
    await expect(page.locator('.olt-alarm-popup')).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    const bar = await page.locator('header.olt-topbar').boundingBox();
    const box = await card.boundingBox();
    expect(box && bar && box.y + box.height <= bar.y + bar.height).toBe(true);
    await shot(page, `status-alarm-${lang}`);
    await card.getByRole('button', { name: zh ? '关闭告警提示' : 'Dismiss the alarm' }).click();
    await expect(card).toHaveCount(0);
  });
}
