import { expect, signIn, test } from './fixtures.ts';

// a laptop's screen: the sign-in page fits it whole, without a scroll bar, in both languages
for (const lang of ['en', 'zh'] as const)
  test(`the sign-in page fits 1366×768 without scrolling (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/login');
    await page.getByRole('radio', { name: lang === 'zh' ? '简体中文' : 'English' }).check();
    await expect(page.getByRole('button', { name: lang === 'zh' ? /登\s*录/ : 'Sign in' })).toBeVisible();
    const { scrollHeight, clientHeight } = await page.evaluate(() => ({
      scrollHeight: document.documentElement.scrollHeight,
      clientHeight: document.documentElement.clientHeight,
    }));
    expect(scrollHeight).toBeLessThanOrEqual(clientHeight);
  });

// eight PON tiles in a row: a tile too narrow for its state's word shows the dot alone, never a word cut to "●…"
for (const lang of ['en', 'zh'] as const)
  test(`the status home's PON tiles show their state whole at 1366×768 (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, { lang });
    await page.getByRole('button', { name: lang === 'zh' ? /稍\s*后/ : 'Later' }).click();
    const tile = page.getByRole('link', {
      name: lang === 'zh' ? '查看 PON01 的 ONU 列表' : 'Open the ONU list of PON01',
    });
    await expect(tile.getByTestId('pon-online')).toBeVisible();
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a[data-port] .olt-status-tile__top *')]
        .filter((el) => el.checkVisibility() && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 0.5)
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
  });
