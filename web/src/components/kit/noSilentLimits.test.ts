import { describe, expect, it } from 'vitest';

/**
 * A number input clamps 70000 to 65535 and drops the letters of "12ab"; `maxLength` cuts a 36-character name
 * to 16; both without a word. Forms use text fields checked by the endpoint's schema (lib/schemaRules.ts) and show a
 * text limit with `count`. This keeps every present and future screen to that.
 */
// the console after sign-in; the sign-in page (src/login/) is plain React with checks of its own
const sources = import.meta.glob<string>(['../../{app,components,features}/**/*.tsx', '!../../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

// a search box, not a form: what it cuts is never saved (the ONU table's search, api.md ONU-X1)
const ALLOWED_MAX_LENGTH = new Set(['../../features/onu/OnuSearchBox.tsx']);

describe('form fields never change what was typed', () => {
  it('reads the screens', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it.each(Object.entries(sources))('%s has no InputNumber and no maxLength', (file, text) => {
    expect(text).not.toMatch(/<InputNumber\b/);
    if (!ALLOWED_MAX_LENGTH.has(file)) expect(text).not.toMatch(/\bmaxLength=/);
  });
});
