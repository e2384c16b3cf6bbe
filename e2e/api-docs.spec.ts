import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from './fixtures.ts';

test('the API reference renders at /api-docs from the device alone, without a session', async ({ page, device }) => {
  const outside: string[] = [];
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text());
  });
  // the device has no internet: anything the page asks of another host would be a broken reference
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === new URL(device.url).origin || url.protocol === 'blob:' || url.protocol === 'data:')
      return route.continue();
    outside.push(url.href);
    return route.abort();
  });
  await page.goto('/api-docs');
  // a megabyte of renderer and a large document: slow on a busy two-core machine
  await expect(page.getByRole('heading', { name: 'EPON OLT device API' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: /Renames, reboots, deregisters an ONU/ })).toBeVisible();
  await expect(page.getByText('/onumgmt?form=config').first()).toBeAttached();
  expect(outside).toEqual([]);
  // the page's policy holds back only the renderer maker's logo, nothing the reference needs
  expect(refused.filter((text) => !text.includes('cdn.redoc.ly'))).toEqual([]);
});

test("the renderer is never part of the console's bundle", () => {
  const assets = join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist', 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of scripts) expect(readFileSync(join(assets, name), 'utf8'), name).not.toContain('redoc');
});
