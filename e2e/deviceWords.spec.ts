import { test, expect, signIn, apiToken, apiPost } from './fixtures.ts';

// in the Chinese console the device's alarms and refusals read in Chinese
test("the device's alarms and refusals read in Chinese in the Chinese console", async ({ page, device }) => {
  await signIn(page, { lang: 'zh' });
  await page
    .getByRole('button', { name: '稍 后' })
    .or(page.getByRole('button', { name: '稍后' }))
    .click();

  // an ONU switched dark by the operator goes offline: its alarm comes over /ws
  const token = await apiToken(device.url);
  const onus = (await (await fetch(`${device.url}/onutable`, { headers: { 'X-Token': token } })).json()) as {
    data: { port_id: number; onu_id: number; status: string }[];
  };
  const target = onus.data.find((o) => o.status === 'Online');
  if (!target) throw new Error('no online ONU');
  const answer = await apiPost(device.url, token, '/onumgmt?form=config', {
    method: 'set',
    param: { port_id: target.port_id, onu_id: target.onu_id, flags: 0x200, txsupply_time: 60 },
  });
  expect(answer.code).toBe(1);
  const list = page.getByRole('dialog', { name: '最近告警' });
  // the ONU goes dark at the device's next step: the list is opened again until its alarm is in
  await expect(async () => {
    if (await list.isVisible()) await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^告警，/ }).click();
    await expect(list.getByText(/离线：光发射关闭$/).first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 40_000 });
  await expect(list).not.toContainText('offline:');
  await page.keyboard.press('Escape');

  // creating a VLAN that exists is refused in the operator's language
  await page.goto('/vlan_mgmt');
  await page.getByRole('button', { name: '创建 VLAN' }).click();
  const dialog = page.getByRole('dialog', { name: '创建 VLAN' });
  await dialog.getByLabel('起始 VLAN ID').fill('1');
  await dialog.getByRole('button', { name: /^创\s?建$/ }).click();
  await expect(page.getByText('(2) 错误：VLAN 1 已存在')).toBeVisible();
});
