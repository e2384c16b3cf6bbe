import { describe, expect, it } from 'vitest';
import { classify } from './envelope.ts';

describe('response classification (spec §4)', () => {
  it('code 1 is success whatever the message', () => {
    expect(classify(1, 'error: ignored')).toBe('success');
  });
  it('codes 0 and -1 end the session', () => {
    expect(classify(0, 'Token Check Failed')).toBe('sessionEnded');
    expect(classify(-1, 'Login timeout')).toBe('sessionEnded');
  });
  it('above 1, the message prefix decides, ignoring case and leading white space', () => {
    expect(classify(2, 'error: bad')).toBe('error');
    expect(classify(7, '  ERROR bad')).toBe('error');
    expect(classify(2, 'Warning: partly applied')).toBe('warning');
    expect(classify(3, 'create VLAN success, please wait for apply')).toBe('info');
    expect(classify(2, 'an error inside')).toBe('info');
  });
});
