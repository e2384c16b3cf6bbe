import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ENDPOINTS } from './catalog.ts';
import { hasControlOrBrokenText } from '../core/validators.ts';

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as unknown as Def;

/** Texts no field may take in as they are: NUL, line breaks, TAB, BEL, ESC, DEL, C1, lone surrogates, U+2028. */
const BAD_TEXTS = [
  '\u0000',
  'a\u0000b',
  'name\r\nSet-Cookie: x',
  'tab\there',
  'bell\u0007',
  '\u001b[31mred',
  'del\u007f',
  'c1\u0085x',
  'lone \ud800 high',
  'lone \udc00 low',
  'line\u2028sep',
  'a longer text of some thirty characters\u0000 with a NUL in it',
];

/** Whether a schema takes a string at its top (through optional, pipes and unions). */
function takesString(schema: z.core.$ZodType): boolean {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return true;
    case 'pipe':
      return takesString(def.in as z.core.$ZodType);
    case 'union':
      return (def.options as z.core.$ZodType[]).some(takesString);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return takesString(def.innerType as z.core.$ZodType);
    case 'lazy':
      return takesString((def.getter as () => z.core.$ZodType)());
    default:
      return false;
  }
}

/** Whether a parsed value holds a bad text anywhere. */
function holdsBadText(value: unknown): boolean {
  if (typeof value === 'string') return hasControlOrBrokenText(value);
  if (Array.isArray(value)) return value.some(holdsBadText);
  if (value && typeof value === 'object') return Object.values(value).some(holdsBadText);
  return false;
}

/**
 * The paths of string fields that take in a bad text: each field that takes a string is given every bad text, and
 * must refuse it or keep none of it (a format such as an address refuses it by its pattern; free text by the rule).
 */
function takesBadText(schema: z.core.$ZodType, path: string, found: string[]): void {
  if (takesString(schema)) {
    const s = schema as unknown as z.ZodType;
    const taken = BAD_TEXTS.filter((text) => {
      const parsed = s.safeParse(text);
      return parsed.success && holdsBadText(parsed.data);
    });
    if (taken.length > 0) found.push(`${path} ← ${JSON.stringify(taken[0])}`);
  }
  const def = defOf(schema);
  const walk = (child: unknown, at = path) => takesBadText(child as z.core.$ZodType, at, found);
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries(def.shape as object)) walk(child, `${path}.${key}`);
      if (def.catchall) walk(def.catchall, `${path}.*`);
      return;
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'tuple':
      return (def.items as unknown[]).forEach((item, i) => walk(item, `${path}[${i}]`));
    case 'union':
      if (takesString(schema)) return;
      return (def.options as unknown[]).forEach((option) => walk(option));
    case 'intersection':
      walk(def.left);
      return walk(def.right);
    case 'record':
      return walk(def.valueType, `${path}.*`);
    case 'pipe':
      if (takesString(schema)) return;
      return walk(def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      if (takesString(schema)) return;
      return walk(def.innerType);
    case 'lazy':
      return walk((def.getter as () => unknown)());
    default:
      return;
  }
}

describe('free text', () => {
  it('is refused with control characters or broken UTF-16 in every string field of every endpoint', () => {
    const found: string[] = [];
    for (const ep of ENDPOINTS) {
      takesBadText(ep.query, `${ep.id} query`, found);
      takesBadText(ep.param, `${ep.id} param`, found);
    }
    expect(found).toEqual([]);
  });

  it('recognises the texts it refuses, and keeps ordinary text, Chinese and emoji', () => {
    for (const text of BAD_TEXTS) expect(hasControlOrBrokenText(text), JSON.stringify(text)).toBe(true);
    for (const text of ['', 'shop-12, 2nd floor', '一楼机房 A 柜', 'café № 5', 'ok 👍', '"quoted" & <tagged>']) {
      expect(hasControlOrBrokenText(text), text).toBe(false);
    }
  });
});
