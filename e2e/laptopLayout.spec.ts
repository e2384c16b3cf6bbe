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

// an ONU's details: its light first, in view without scrolling, and its MAC address never broken inside
for (const lang of ['en', 'zh'] as const)
  test(`the ONU details drawer shows the optics above the fold and the MAC whole at 1366×768 (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, { lang });
    await page.getByRole('button', { name: lang === 'zh' ? /稍\s*后/ : 'Later' }).click();
    await page.goto('/onu_allow?port_id=1');
    const row = page
      .getByRole('row')
      .filter({ hasText: lang === 'zh' ? '在线' : 'Online' })
      .first();
    const label = (await row.getByRole('cell').nth(1).textContent())?.trim() ?? '';
    await row.getByRole('button', { name: lang === 'zh' ? `${label} 的操作` : `Actions for ${label}` }).click();
    await page.getByRole('menuitem', { name: lang === 'zh' ? '查看详情' : 'View details' }).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(label) });
    const power = drawer.getByText(lang === 'zh' ? '接收光功率' : 'Receive power', { exact: true });
    await expect(power).toBeVisible();
    expect((await power.boundingBox())!.y + 40).toBeLessThan(768);
    const mac = drawer.getByText(/^[0-9a-f]{2}(:[0-9a-f]{2}){5}$/);
    const box = (await mac.boundingBox())!;
    // one line of text: a MAC broken inside would take two
    expect(box.height).toBeLessThan(30);
  });
