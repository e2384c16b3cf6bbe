import { test, expect, signIn, apiToken, apiPost } from './fixtures.ts';
import { makePng } from '../server/test/images.ts';

test.describe('sign-in', () => {
  test('signs in in English and shows the shell in English', async ({ page }) => {
    await signIn(page, { lang: 'en' });
    await expect(page.getByRole('navigation', { name: /main menu|top/i }).getByText('Status')).toBeVisible();
    // the factory password triggers the suggestion to change it: modal, on its answer, Escape puts it off
    const dialog = page.getByRole('dialog', { name: 'Change the factory password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Change password' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Later' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/main$/);
  });

  test('signs in in Chinese and shows the shell in Chinese', async ({ page }) => {
    await signIn(page, { lang: 'zh' });
    await expect(page.getByRole('dialog', { name: '请修改出厂默认密码' })).toBeVisible();
    await page
      .getByRole('button', { name: '稍 后' })
      .or(page.getByRole('button', { name: '稍后' }))
      .click();
    await expect(page.getByRole('navigation', { name: '主菜单' }).getByText('状态')).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Status');
  });

  test('switches from English to Chinese in the console, whose page held the English dictionaries only', async ({
    page,
  }) => {
    // each language's dictionaries are a file of their own (web lib/i18n.ts); the page names its language's
    const dictionaries = (html: string) => [...html.matchAll(/\/assets\/(zh|en)-[\w-]+\.js/g)].map((m) => m[1]);
    expect(dictionaries(await (await page.request.get('/main')).text())).toEqual(['en']);
    await signIn(page, { lang: 'en' });
    await page.getByRole('button', { name: 'Later' }).click();
    const chinese = page.waitForRequest((request) => /\/assets\/zh-[\w-]+\.js$/.test(request.url()));
    await page.getByText('Shortcuts').hover();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await chinese;
    await expect(page.getByRole('navigation', { name: '主菜单' }).getByText('状态')).toBeVisible();
    // the device now serves its pages in Chinese, with the Chinese dictionaries named
    expect(dictionaries(await (await page.request.get('/main')).text())).toEqual(['zh']);
    await page.reload();
    await expect(page.getByRole('navigation', { name: '主菜单' }).getByText('状态')).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Status');
  });

  test('a wrong password is refused with the illegal-login message', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByLabel('User name').fill('root');
    await page.getByLabel('Password', { exact: true }).fill('wrong-pw');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByText('Illegal Login Information')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('with the captcha on, the image shows, reloads on click, and a missing or wrong code is refused', async ({
    page,
    device,
  }) => {
    const vendor = await apiToken(device.url, 'devol', 'devol');
    expect((await apiPost(device.url, vendor, '/system_custom', { method: 'set', param: { captcha: 1 } })).code).toBe(
      1,
    );
    await page.goto('/login');
    await page.getByRole('radio', { name: 'English' }).check();
    const image = page.locator('img[src*="/captcha/"]');
    await expect(image).toBeVisible();
    // a real, decodable image, once it has loaded
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    const first = await image.getAttribute('src');
    await image.click();
    await expect(image).not.toHaveAttribute('src', first ?? '');

    await page.getByLabel('User name').fill('root');
    await page.getByLabel('Password', { exact: true }).fill('admin');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByText('Enter the verification code')).toBeVisible();
    await page.getByLabel('Verification code').fill('zzzz');
    await page.getByLabel('Verification code').press('Enter');
    await expect(page.getByText(/\(\d+\) error: .*verification code/i)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in user who opens /login lands on /main', async ({ page }) => {
    await signIn(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/main$/);
  });

  test('signing out returns to the login page and the token no longer works', async ({ page }) => {
    await signIn(page);
    const token = await page.evaluate(() => sessionStorage.getItem('x-token'));
    await page.getByRole('button', { name: 'Later' }).click();
    await page.getByText('Shortcuts').hover();
    await page.getByText('Sign out').click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const answer = await page.request.get('/board?info=system', { headers: { 'X-Token': token ?? '' } });
    expect(((await answer.json()) as { code: number }).code).toBe(0);
  });
});

test.describe('expired session', () => {
  test.use({ deviceArgs: ['--session-idle-minutes', '0.05'] });
  test('an idle session that expired lands on /login', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Later' }).click();
    // no request needed: the device pushes the time-out over /ws and the console leaves
    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
    await expect(page.getByText('Login timeout, Please Login')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('x-token'))).toBeNull();
  });
});

test('the theme colour changes the shell at once and persists after a reload', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Later' }).click();
  const topBar = page.locator('header').first();
  const before = await topBar.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByRole('button', { name: /Theme colour/ }).click();
  await page.getByRole('radio', { name: 'Green' }).click();
  await expect.poll(() => topBar.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
  const after = await topBar.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.reload();
  await expect
    .poll(() =>
      page
        .locator('header')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    )
    .toBe(after);
});

test.describe('system setting', () => {
  test('refuses a logo over 50 KB, and a good login logo shows on the login page', async ({ page }) => {
    await signIn(page, { name: 'devol', password: 'devol' });
    await page.goto('/sys-setting');
    const loginLogoInput = page.locator('input[type=file]').first();
    await loginLogoInput.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: makePng(200, 60, { padTo: 51 * 1024 }),
    });
    await expect(page.getByText('The maximum image size is 50kb')).toBeVisible();

    await loginLogoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(300, 120) });
    await page.getByRole('button', { name: 'Commit' }).first().click();
    await expect(page.getByText('Login page logo replaced with logo.png')).toBeVisible();

    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/login');
    const logo = page.getByRole('img', { name: 'Device logo' });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(300);
  });

  test('is refused to other users', async ({ page }) => {
    await signIn(page);
    await page.goto('/sys-setting');
    await expect(page).not.toHaveURL(/sys-setting/);
  });
});
