import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ABOVE, GROUND, entryPoints, folders, importsOf, isEntry, isTest } from '../../scripts/layout.ts';

const srcDir = join(import.meta.dirname, '..');
const modules = [...folders(srcDir).values()].flat();
const everyFile = [...modules, ...[...entryPoints(srcDir).keys()]];
const folderOf = (file: string): string => (file.includes('/') ? (file.split('/')[0] as string) : '');
const local = (file: string) => importsOf(srcDir, file).filter((i) => i.target.endsWith('.ts'));

describe('the protocol layout', () => {
  it('has its entry points as the folders make them (npm run protocol:entries writes them)', () => {
    for (const [path, text] of entryPoints(srcDir)) expect(readFileSync(join(srcDir, path), 'utf8'), path).toBe(text);
  });

  it('has no import circle, type imports included', () => {
    const state = new Map<string, 'open' | 'done'>();
    const circles: string[] = [];
    const visit = (file: string, path: string[]): void => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...path.slice(path.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const i of local(file)) visit(i.target, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of everyFile) visit(file, []);
    expect(circles).toEqual([]);
  });

  it('builds the ground on nothing else, and each area on the ground and the other areas’ entries only', () => {
    const wrong: string[] = [];
    for (const file of modules) {
      const from = folderOf(file);
      for (const { target } of local(file)) {
        const to = folderOf(target);
        if (from === ABOVE || to === from || to === GROUND) {
          if (from === GROUND && to !== GROUND) wrong.push(`${file} → ${target}`);
          continue;
        }
        if (from === GROUND || to === ABOVE || to === '' || !isEntry(target)) wrong.push(`${file} → ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps every module in a folder and every test beside what it tests', () => {
    const flat = everyFile.filter((f) => !f.includes('/') && !isEntry(f));
    expect(flat).toEqual([]);
    expect(modules.filter(isTest)).toEqual([]);
  });
});
