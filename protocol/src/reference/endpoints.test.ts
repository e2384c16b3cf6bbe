import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isWireInt, isWireNumber } from '../core/wireValues.ts';
import { ENDPOINTS } from './catalog.ts';

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as unknown as Def;

/**
 * The paths of integer fields that are not wire integers: plain numbers, and numeric literals or enums, which would
 * refuse the decimal text scripts send (api.md §8.1). Wire integers are answered with their own bounds.
 */
function strictIntegers(schema: z.core.$ZodType, path: string, found: string[], wire: z.core.$ZodType[]): void {
  if (isWireInt(schema)) {
    wire.push(schema);
    return;
  }
  if (isWireNumber(schema)) return;
  const def = defOf(schema);
  const walk = (child: unknown, at = path) => strictIntegers(child as z.core.$ZodType, at, found, wire);
  switch (def.type) {
    case 'number':
    case 'bigint':
      found.push(path);
      return;
    case 'literal':
      if ((def.values as unknown[]).some((v) => typeof v === 'number')) found.push(path);
      return;
    case 'enum':
      if (Object.values(def.entries as object).some((v) => typeof v === 'number')) found.push(path);
      return;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as object)) walk(child, `${path}.${key}`);
      if (def.catchall) walk(def.catchall, `${path}.*`);
      return;
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'tuple':
      return (def.items as unknown[]).forEach((item, i) => walk(item, `${path}[${i}]`));
    case 'union':
      return (def.options as unknown[]).forEach((option) => walk(option));
    case 'intersection':
      walk(def.left);
      return walk(def.right);
    case 'record':
      return walk(def.valueType, `${path}.*`);
    case 'pipe':
      return walk(def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return walk(def.innerType);
    case 'lazy':
      return walk((def.getter as () => unknown)());
    default:
      return;
  }
}

describe('every endpoint', () => {
  it('is found, each with a unique id', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(80);
    const ids = ENDPOINTS.map((ep) => ep.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('has a one-line description for the API reference', () => {
    const missing = ENDPOINTS.filter((ep) => !/^\S[^\n]{9,}$/.test(ep.description)).map((ep) => ep.id);
    expect(missing).toEqual([]);
  });

  it('takes every integer of its query and param as a number or its decimal text (api.md §8.1)', () => {
    const strict: string[] = [];
    const wire: z.core.$ZodType[] = [];
    for (const ep of ENDPOINTS) {
      strictIntegers(ep.query, `${ep.id} query`, strict, wire);
      strictIntegers(ep.param, `${ep.id} param`, strict, wire);
    }
    expect(strict).toEqual([]);
    expect(wire.length).toBeGreaterThan(50);
    // and each of them really does: its lower bound as text reads as that number
    for (const schema of wire) {
      const bag = defOf(defOf(schema).out as z.core.$ZodType);
      const min = ((bag.checks as { _zod: { def: { check: string; value?: number } } }[]) ?? [])
        .map((c) => c._zod.def)
        .find((c) => c.check === 'greater_than')?.value;
      const text = String(min ?? 0);
      const parsed = (schema as z.ZodType).safeParse(text);
      if (parsed.success) expect(parsed.data).toBe(Number(text));
    }
  });
});
