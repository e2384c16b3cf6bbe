import { test, expect, signIn, apiToken, apiPost } from './fixtures.ts';

test('a configuration change shows the unsaved mark at once, and saving clears it', async ({ page, device }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Later' }).click();
  const mark = page.getByRole('button', { name: 'Unsaved changes' });
  await expect(mark).toHaveCount(0);

  const token = await apiToken(device.url);
  expect(
    (
      await apiPost(device.url, token, '/switch_vlanlist', {
        method: 'create',
        param: { type: 1, vlanid_s: 777, vlanid_e: 777 },
      })
    ).code,
  ).toBe(1);
  // pushed over /ws, no reload
  await expect(mark).toBeVisible({ timeout: 5_000 });

  await mark.click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Configuration saved')).toBeVisible();
  await expect(mark).toHaveCount(0);
  const state = await page.request.get('/system_save?form=state', { headers: { 'X-Token': token } });
  expect(((await state.json()) as { data: { unsaved: number } }).data.unsaved).toBe(0);
});
