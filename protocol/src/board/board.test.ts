import { describe, expect, it } from 'vitest';
import { getSettingBoard, setSettingBoard, setSystemCustom } from './endpoints.ts';
import { CompanyInfo } from './records.ts';
import { COMPANY_MAX_CHARS } from '../core/limits.ts';
import { endpointBody, endpointUrl } from '../core/route.ts';

describe('board endpoints', () => {
  it('posts company information without a method verb (api.md §6.9), other writes with `set`', () => {
    expect(setSettingBoard.verb).toBeNull();
    expect(endpointBody(setSettingBoard, { name: 'Acme' })).toEqual({ param: { name: 'Acme' } });
    expect(endpointBody(setSystemCustom, { captcha: 1 })).toEqual({ method: 'set', param: { captcha: 1 } });
    expect(getSettingBoard.verb).toBeNull();
    expect(endpointUrl(setSettingBoard)).toBe('/board?info=setting_board');
  });

  it('limits each company field to its maximum length', () => {
    for (const [field, max] of Object.entries(COMPANY_MAX_CHARS)) {
      const base = { name: '', addr: '', email: '', phone: '', supplier_info: '', cc_url: '' };
      expect(CompanyInfo.safeParse({ ...base, [field]: 'x'.repeat(max) }).success, field).toBe(true);
      expect(CompanyInfo.safeParse({ ...base, [field]: 'x'.repeat(max + 1) }).success, field).toBe(false);
    }
  });

  it('accepts only 0 and 1 as switch values and drops unknown switches', () => {
    expect(setSystemCustom.param.parse({ captcha: 1, colour: 2 })).toEqual({ captcha: 1 });
    expect(setSystemCustom.param.safeParse({ captcha: 2 }).success).toBe(false);
  });
});
