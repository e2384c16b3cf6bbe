import type { Page } from '@playwright/test';
import { expect, pick, signIn, test } from './fixtures.ts';

interface Splitter {
  port_id: number;
  splitter_id: number;
  name: string;
  description: string;
  parent: number;
}

async function splitters(page: Page, portId: number): Promise<Splitter[]> {
  const token = await page.evaluate(() => sessionStorage.getItem('x-token'));
  const body = (await (
    await page.request.get(`/ponmgmt?form=splitter&port_id=${portId}`, { headers: { 'X-Token': token ?? '' } })
  ).json()) as {
    code: number;
    data: Splitter[];
  };
  expect(body.code).toBe(1);
  return body.data;
}

const level = (list: Splitter[], s: Splitter): number => {
  let depth = 1;
  for (let p = list.find((x) => x.splitter_id === s.parent); p; p = list.find((x) => x.splitter_id === p?.parent))
    depth++;
  return depth;
};

test('expand a PON, add a splitter under another, rename it, delete it', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Later' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Topology' }).click();
  await expect(page.getByRole('img', { name: /Topology of the OLT/ }).locator('canvas')).toBeAttached();

  // expand PON03: its splitters are listed beside the graph
  await pick(page, page.getByRole('combobox', { name: 'Expand a PON port' }), 'PON03');
  const tree = page.getByRole('region', { name: 'Splitters of PON03' });
  await expect(tree).toBeVisible();

  const before = await splitters(page, 3);
  const parent = before.find((s) => s.parent !== 0 && level(before, s) < 3) ?? before.find((s) => level(before, s) < 3);
  if (!parent) throw new Error('PON03 has no splitter to hang a new one on');

  // add a sub-splitter
  await tree.getByText(parent.name, { exact: true }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `Splitter ${parent.name}` });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Add sub-splitter' }).click();
  const form = page.getByRole('dialog', { name: 'Add a sub-splitter' });
  await form.getByLabel('Name').fill('e2e-drop');
  await form.getByLabel('Description').fill('added by the browser test');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Splitter "e2e-drop" added')).toBeVisible();
  await expect(tree.getByText('e2e-drop', { exact: true })).toBeVisible();
  const added = (await splitters(page, 3)).find((s) => s.name === 'e2e-drop');
  expect(added).toMatchObject({ parent: parent.splitter_id, description: 'added by the browser test' });

  // rename it
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer).toBeHidden();
  await tree.getByText('e2e-drop', { exact: true }).click();
  const own = page.getByRole('dialog').filter({ hasText: 'Splitter e2e-drop' });
  await own.getByRole('button', { name: 'Settings' }).click();
  const edit = page.getByRole('dialog', { name: 'Splitter settings' });
  await edit.getByLabel('Name').fill('e2e-renamed');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Splitter "e2e-renamed" saved')).toBeVisible();
  await expect(tree.getByText('e2e-renamed', { exact: true })).toBeVisible();
  const renamed = page.getByRole('dialog').filter({ hasText: 'Splitter e2e-renamed' });
  await expect(renamed).toBeVisible();
  expect((await splitters(page, 3)).find((s) => s.splitter_id === added?.splitter_id)?.name).toBe('e2e-renamed');

  // delete it, after the question
  await renamed.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Delete splitter "e2e-renamed"?', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Splitter "e2e-renamed" deleted')).toBeVisible();
  await expect(tree.getByText('e2e-renamed', { exact: true })).toHaveCount(0);
  expect((await splitters(page, 3)).some((s) => s.splitter_id === added?.splitter_id)).toBe(false);
});
