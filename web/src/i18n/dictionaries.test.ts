import { describe, expect, it } from 'vitest';
import { zh } from './zh/index.ts';
import { en } from './en/index.ts';
import { KEPT_IN_CHINESE } from './keptWords.ts';

function keyTree(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keyTree(v, prefix ? `${prefix}.${k}` : k));
}
const leaves = (value: unknown): [string, unknown][] =>
  typeof value === 'object' && value !== null ? Object.values(value).flatMap((v) => leaves(v)) : [['', value]];

describe('dictionaries', () => {
  it('zh and en have the same keys', () => {
    expect(keyTree(en).sort()).toEqual(keyTree(zh).sort());
  });
  it('every text is a non-empty string', () => {
    for (const [, text] of [...leaves(zh), ...leaves(en)]) {
      expect(typeof text).toBe('string');
      expect((text as string).length).toBeGreaterThan(0);
    }
  });
  it('the Chinese dictionary has no English sentences', () => {
    // product names and codes (keptWords.ts) are kept; whole English words are not
    const allowed = new RegExp(`\\b(${KEPT_IN_CHINESE.join('|')})\\b`, 'g');
    for (const [, text] of leaves(zh)) {
      const stripped = (text as string).replace(/\{\{[^}]+\}\}/g, '').replace(allowed, '');
      expect(stripped, text as string).not.toMatch(/[A-Za-z]{3,}/);
    }
  });
});
