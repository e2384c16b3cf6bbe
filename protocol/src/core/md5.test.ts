import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginKey, loginValue, md5Hex } from './md5.ts';

describe('md5Hex', () => {
  it('matches the reference digests', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('admin:admin')).toBe('d2abaa37a7c3db1137d385e1d8c15fd2');
  });
  it('matches node:crypto on lengths around the block boundaries and on UTF-8', () => {
    for (const text of [
      'a'.repeat(55),
      'b'.repeat(56),
      'c'.repeat(63),
      'd'.repeat(64),
      'e'.repeat(1000),
      '管理员:密码✓',
    ]) {
      expect(md5Hex(text)).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
    }
  });
});

describe('login payload (api.md §1.6)', () => {
  it('key is the MD5 of name:password, value the base64 password', () => {
    expect(loginKey('root', 'admin')).toBe(createHash('md5').update('root:admin').digest('hex'));
    expect(loginValue('admin')).toBe('YWRtaW4=');
    expect(Buffer.from(loginValue('pässwörd'), 'base64').toString('utf8')).toBe('pässwörd');
  });
});
