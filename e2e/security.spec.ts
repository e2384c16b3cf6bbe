import { test, expect, signIn } from './fixtures.ts';

/**
 * The console under the server's Content-Security-Policy: nothing it needs is blocked (scripts, Ant Design's styles,
 * images, the websocket), and the page may not be framed.
 */
test('the console works under the Content-Security-Policy, with no violation reported', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Refused to load ${e.blockedURI} (${e.violatedDirective})`);
    });
  });
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await signIn(page);
  await page.getByRole('button', { name: 'Later' }).click();
  await expect(page.getByRole('navigation', { name: /main menu|top/i }).getByText('Status')).toBeVisible();
  for (const path of ['/topo', '/onu_allow', '/vlan_mgmt', '/advanced_setting']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
