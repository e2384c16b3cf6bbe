import { describe, expect, it } from 'vitest';
import { translate } from './loginText.ts';

describe('translate', () => {
  it('fills placeholders from the values', () => {
    expect(translate('en', 'welcome', { name: 'root' })).toBe('Welcome, root');
    expect(translate('zh', 'error.device', { code: 5, message: 'error: x' })).toBe('(5) error: x');
  });

  it('picks the singular form for a count of one where the language has one', () => {
    expect(translate('en', 'ponPorts', { count: 1 })).toBe('(1 PON port)');
    expect(translate('en', 'ponPorts', { count: 16 })).toBe('(16 PON ports)');
    expect(translate('zh', 'ponPorts', { count: 1 })).toBe('(1 个 PON 口)');
  });

  it('leaves a placeholder without a value visible rather than dropping it', () => {
    expect(translate('en', 'welcome')).toBe('Welcome, {{name}}');
  });
});
