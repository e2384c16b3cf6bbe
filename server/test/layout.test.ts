import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const dirs = (path: string) => readdirSync(path).filter((name) => statSync(join(path, name)).isDirectory());
const modules = (path: string) =>
  readdirSync(path).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

describe('the server mirrors the protocol', () => {
  it('has one api file or folder per protocol area, named alike, and none besides (routes.ts lists them)', () => {
    const areas = dirs(join(root, 'protocol', 'src')).filter((name) => name !== 'core');
    const api = join(root, 'server', 'src', 'api');
    const served = [...dirs(api), ...modules(api).map((f) => f.replace(/\.ts$/, ''))].filter((n) => n !== 'routes');
    expect(served.sort()).toEqual(areas.sort());
  });

  it('builds every device area it has a folder for, once, in the one list (device.ts)', () => {
    const device = join(root, 'server', 'src', 'device');
    const composition = readFileSync(join(device, 'device.ts'), 'utf8');
    const missing: string[] = [];
    for (const folder of dirs(device).filter((name) => name !== 'kernel')) {
      for (const file of modules(join(device, folder)).filter((f) => /Area\.ts$/.test(f))) {
        const cls = /export class (\w+Area)\b/.exec(readFileSync(join(device, folder, file), 'utf8'))?.[1];
        if (!cls || !new RegExp(`new ${cls}\\(`).test(composition)) missing.push(`${folder}/${file}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
