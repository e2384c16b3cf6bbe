import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, dirname, resolve } from 'node:path';

/**
 * The protocol's layout, read from its folders: `core/` is the ground every area stands on, each other folder of
 * `src/` but `reference/` is a device area, and the entry points (`index.ts`, `light.ts`, and each area's own) are
 * derived from them. A module is light when nothing it loads at run time reaches zod: the login page and the
 * console's first paint import only those, through the light entries.
 */

export const GROUND = 'core';
/** Built over the entry points (the API reference, the catalog of every endpoint); no area imports it. */
export const ABOVE = 'reference';
const ENTRY_NAMES = new Set(['index.ts', 'light.ts']);

export interface ModuleImport {
  /** the module imported, relative to src/, or the bare package name */
  target: string;
  /** erased at run time (`import type`, `export type`) */
  typeOnly: boolean;
}

const IMPORT = /^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)';/gms;

export function importsOf(srcDir: string, file: string): ModuleImport[] {
  const text = readFileSync(join(srcDir, file), 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => {
    const spec = m[2] as string;
    const target = spec.startsWith('.') ? relative(srcDir, resolve(dirname(join(srcDir, file)), spec)) : spec;
    return { target, typeOnly: m[1] !== undefined };
  });
}

export const isTest = (file: string): boolean => file.endsWith('.test.ts');
export const isEntry = (file: string): boolean => ENTRY_NAMES.has(file.split('/').pop() as string);

/** The folders of src/ and their modules (tests and entry points aside). */
export function folders(srcDir: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const name of readdirSync(srcDir).sort()) {
    if (!statSync(join(srcDir, name)).isDirectory()) continue;
    const modules = readdirSync(join(srcDir, name))
      .filter((f) => f.endsWith('.ts') && !isTest(f) && !isEntry(f))
      .sort()
      .map((f) => `${name}/${f}`);
    result.set(name, modules);
  }
  return result;
}

/** Whether a module loads zod at run time, itself or through what it imports. */
export function lightness(srcDir: string): (file: string) => boolean {
  const memo = new Map<string, boolean>();
  const isLight = (file: string): boolean => {
    const known = memo.get(file);
    if (known !== undefined) return known;
    memo.set(file, true);
    const light = importsOf(srcDir, file)
      .filter((i) => !i.typeOnly)
      .every((i) => (i.target.startsWith('.') || i.target.includes('/') ? isLight(i.target) : i.target !== 'zod'));
    memo.set(file, light);
    return light;
  };
  return isLight;
}

const GENERATED = '// Generated from the folders by protocol/scripts/entryPoints.ts: do not edit.\n';
const line = (kind: 'export *' | 'export type *', from: string, to: string): string => {
  const path = relative(dirname(from), to);
  return `${kind} from '${path.startsWith('.') ? path : `./${path}`}';\n`;
};

/** Every entry point's text by its path under src/. */
export function entryPoints(srcDir: string): Map<string, string> {
  const isLight = lightness(srcDir);
  const out = new Map<string, string>();
  let index = GENERATED;
  let light = GENERATED;
  for (const [folder, modules] of folders(srcDir)) {
    if (folder === ABOVE) continue;
    if (folder === GROUND) {
      for (const m of modules) {
        index += line('export *', 'index.ts', m);
        light += line(isLight(m) ? 'export *' : 'export type *', 'light.ts', m);
      }
      continue;
    }
    const own = `${folder}/index.ts`;
    out.set(own, GENERATED + modules.map((m) => line('export *', own, m)).join(''));
    index += line('export *', 'index.ts', own);
    const lightModules = modules.filter(isLight);
    if (lightModules.length > 0) {
      const ownLight = `${folder}/light.ts`;
      out.set(ownLight, GENERATED + lightModules.map((m) => line('export *', ownLight, m)).join(''));
      light += line('export *', 'light.ts', ownLight);
    }
    for (const m of modules.filter((m) => !isLight(m))) light += line('export type *', 'light.ts', m);
  }
  out.set('index.ts', index);
  out.set('light.ts', light);
  return out;
}
