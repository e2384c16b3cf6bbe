import type { Browser, Page } from '@playwright/test';
import { test, expect, dataRows, pick, signIn } from './fixtures.ts';

/**
 * Who may do what, in the browser against the real simulated server: the forced password change, an operator's
 * console, deleting a user, the audit trail and a management access list that cannot lock us out. With
 * SCREENSHOTS=1 each screen is photographed in both languages into docs/issue12/.
 */
const SHOTS = process.env.SCREENSHOTS === '1';
test.use({ viewport: { width: 1366, height: 768 } });

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.waitForLoadState('networkidle');
  // nothing still loading (a spinner is busy)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // toasts come and go: they would cover the screen being shown
  await page.addStyleTag({ content: '[data-testid="toasts"] { display: none !important; }' });
  await page.screenshot({ path: `../docs/issue12/${name}.png` });
}

/** Signs in as root on its factory password and answers the default-password notice with "later". */
async function signInRoot(page: Page, lang: 'en' | 'zh' = 'en'): Promise<void> {
  await signIn(page, { lang });
  await page.getByRole('button', { name: lang === 'zh' ? /稍\s*后/ : 'Later' }).click();
}

async function addUser(page: Page, name: string, password: string, level: string): Promise<void> {
  await page.goto('/advanced_setting/user_mgmt');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('User name').fill(name);
  await dialog.getByLabel('New password').fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await pick(page, dialog.getByLabel('User rights'), level);
  await dialog.getByLabel('Maximum logins').fill('2');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('tr', { hasText: name })).toBeVisible();
}

/** A second browser window with its own session storage, for another user. */
async function otherWindow(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  return context.newPage();
}

for (const lang of ['en', 'zh'] as const) {
  test.describe(`forced password change (${lang})`, () => {
    test.use({ deviceArgs: ['--require-password-change', '1'] });
    test('the factory account changes its password before anything else, then enters the console', async ({ page }) => {
      const zh = lang === 'zh';
      await signIn(page, { lang });
      const heading = page.getByRole('heading', { name: zh ? '请先修改密码' : 'Change your password first' });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('navigation', { name: zh ? '主菜单' : 'Main menu' })).toHaveCount(0);
      await shot(page, `forced-password-${lang}`);
      // no other route: the address bar leads to the same form
      await page.goto('/advanced_setting/vlan_mgmt');
      await expect(heading).toBeVisible();

      await page.getByLabel(zh ? '当前密码' : 'Current password').fill('admin');
      await page.getByLabel(zh ? '新密码' : 'New password').fill('admin');
      await page.getByLabel(zh ? '确认密码' : 'Confirm password').fill('admin');
      await page.getByRole('button', { name: zh ? '修改密码' : 'Change password' }).click();
      // the device refuses the factory password again, in its own words
      await expect(page.getByText(/factory password/).last()).toBeVisible();

      await page.getByLabel(zh ? '新密码' : 'New password').fill('n3w-pass');
      await page.getByLabel(zh ? '确认密码' : 'Confirm password').fill('n3w-pass');
      await page.getByRole('button', { name: zh ? '修改密码' : 'Change password' }).click();
      await expect(page.getByRole('navigation', { name: zh ? '主菜单' : 'Main menu' })).toBeVisible();
      await expect(heading).toHaveCount(0);
    });
  });
}

// not yet seen green on a quiet machine: the audit step's refused row is not found
test('an operator added by root signs in and cannot use switch or system actions; root deletes it', async ({
  page,
  browser,
  device,
}) => {
  // two browsers on a machine shared with other runs
  test.setTimeout(240_000);
  await signInRoot(page);
  await addUser(page, 'noc1', 'fibre-24', 'Operator');
  await shot(page, 'user-mgmt-en');

  const operator = await otherWindow(browser, device.url);
  await signIn(operator, { name: 'noc1', password: 'fibre-24' });
  // system actions are disabled in the shortcut menu
  await operator.getByRole('button', { name: /Shortcuts/ }).hover();
  await expect(operator.getByRole('menuitem', { name: 'Reboot device' })).toHaveAttribute('aria-disabled', 'true');
  await expect(operator.getByRole('menuitem', { name: 'Save configuration' })).toHaveAttribute('aria-disabled', 'true');
  // access pages open read-only, user management offers only its own password
  await operator.goto('/advanced_setting/sys_acl');
  await expect(operator.getByRole('button', { name: 'Add rule' })).toBeDisabled();
  await operator.goto('/advanced_setting/user_mgmt');
  await expect(operator.getByRole('button', { name: 'Add user' })).toBeDisabled();
  // switch writes are disabled for the operator; sent anyway (as a script would, with its token), the device refuses
  await operator.goto('/vlan_mgmt');
  await expect(operator.getByRole('button', { name: 'Create VLAN' })).toBeDisabled();
  const answer = await operator.evaluate(async () => {
    const res = await fetch('/switch_vlanlist', {
      method: 'POST',
      headers: { 'X-Token': sessionStorage.getItem('x-token') ?? '' },
      body: JSON.stringify({ method: 'create', param: { vlanid_s: 500, vlanid_e: 500 } }),
    });
    return (await res.json()) as { code: number; message: string };
  });
  expect(answer.message).toMatch(/permission denied/);

  // the audit trail has root's change and the operator's refused one
  await page.goto('/advanced_setting/log');
  const added = page.locator('tr', { hasText: 'POST /usermgmt' }).filter({ hasText: 'Accepted' });
  await expect(added.first()).toContainText('root');
  await page.getByRole('textbox', { name: /^User/ }).fill('noc1');
  await page.getByRole('button', { name: /Search/ }).click();
  await expect(dataRows(page).filter({ hasText: 'root' })).toHaveCount(0);
  const refused = page.locator('tr', { hasText: 'noc1' }).filter({ hasText: 'Not permitted' });
  await expect(refused.first()).toContainText('/switch_vlan');
  await shot(page, 'audit-en');

  await page.goto('/advanced_setting/user_mgmt');
  await page.locator('tr', { hasText: 'noc1' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('tr', { hasText: 'noc1' })).toHaveCount(0);
  // its session ended with the account
  await operator.goto('/advanced_setting/running_status');
  await expect(operator).toHaveURL(/\/login$/);
});

// not yet seen green since its last change
test('the management access list cannot lock out the current address', async ({ page }) => {
  await signInRoot(page);
  await page.goto('/advanced_setting/sys_acl');
  await expect(page.getByText(/Your address as the device sees it: 127\.0\.0\.1/)).toBeVisible();
  const add = async (name: string, hostip: string) => {
    await page.getByRole('button', { name: 'Add rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add rule' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('IP address').fill(hostip);
    await dialog.getByLabel('MAC').fill('00:11:22:33:44:55');
    await pick(page, dialog.getByLabel('Access'), 'Web');
    await dialog.getByRole('button', { name: 'Add' }).click();
    return dialog;
  };
  const refused = await add('office', '10.0.0.0/8');
  await expect(page.getByText(/127\.0\.0\.1/).last()).toBeVisible();
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'Cancel' }).click();

  const accepted = await add('local', '127.0.0.1/32');
  await expect(accepted).toBeHidden();
  await expect(page.locator('tr', { hasText: 'local' })).toContainText('Web');
  await shot(page, 'sys-acl-en');
  await page.goto('/advanced_setting/aaa_mgmt');
  await expect(page.getByLabel('Authentication')).toBeVisible();
  await shot(page, 'aaa-en');
});

test('network interface: an inbound interface is added on a VLAN and deleted after asking', async ({ page }) => {
  await signInRoot(page);
  await page.goto('/advanced_setting/remote_mgmt');
  await page.getByRole('button', { name: 'Add inbound interface' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add inbound interface' });
  await dialog.getByLabel('VLAN ID').fill('100');
  await dialog.getByLabel('IP address').fill('10.100.0.1');
  await dialog.getByLabel('IP mask').fill('255.255.255.0');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator('tr', { hasText: 'vlanif-100' });
  await expect(row).toContainText('10.100.0.1');
  await shot(page, 'remote-mgmt-en');
  await row.getByRole('button', { name: /Actions vlanif-100/ }).click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(row).toHaveCount(0);
});

test('service: the syslog server is set and shown, the sections say where they take effect', async ({ page }) => {
  await signInRoot(page);
  await page.goto('/advanced_setting/service');
  const syslog = page.getByRole('region', { name: 'Syslog server' });
  await expect(syslog.getByText('Takes effect here')).toBeVisible();
  await expect(page.getByRole('region', { name: 'System ports' }).getByText('Real hardware only')).toBeVisible();
  await syslog.getByRole('button', { name: 'Setting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set the syslog server' });
  await dialog.getByLabel('Server address').fill('127.0.0.1');
  await dialog.getByLabel('UDP port').fill('5514');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(syslog).toContainText('127.0.0.1');
  await expect(syslog).toContainText('5514');
  await shot(page, 'service-en');
});

test('screens in Chinese', async ({ page }) => {
  test.skip(!SHOTS, 'screenshots only');
  await signInRoot(page, 'zh');
  for (const [path, name] of [
    ['/advanced_setting/user_mgmt', 'user-mgmt-zh'],
    ['/advanced_setting/log', 'audit-zh'],
    ['/advanced_setting/sys_acl', 'sys-acl-zh'],
    ['/advanced_setting/aaa_mgmt', 'aaa-zh'],
    ['/advanced_setting/remote_mgmt', 'remote-mgmt-zh'],
    ['/advanced_setting/service', 'service-zh'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('[data-page]')).toBeVisible();
    await shot(page, name);
  }
});
