import { beforeAll, describe, expect, it } from 'vitest';
import type { RuleObject } from 'antd/es/form';
import {
  COMPANY_MAX_CHARS,
  VLAN_ID,
  onuAdd,
  qinqSet,
  setOnuConfig,
  setOnuPortVlan,
  setSettingBoard,
  splitterAdd,
  vlanCreate,
  vlanSetName,
} from '@olt/protocol';
import { initI18n } from './i18n.ts';
import { fieldLimits, fieldValue, paramField, paramRules } from './schemaRules.ts';

/** Runs a field's rules as antd does and answers the first message, or null when the value passes. */
async function check(rules: ReturnType<typeof paramRules>, value: unknown): Promise<string | null> {
  for (const rule of rules) {
    const validator = (rule as RuleObject).validator;
    try {
      await validator?.(rule as RuleObject, value, () => undefined);
    } catch (err) {
      return (err as Error).message;
    }
  }
  return null;
}

beforeAll(() => {
  initI18n('en');
});

describe('limits read from the protocol schemas', () => {
  it('reads integer ranges through wireInt, optional and default', () => {
    expect(fieldLimits(paramField(vlanCreate.param, 'vlanid_s'))).toMatchObject({
      kind: 'int',
      min: VLAN_ID.min,
      max: VLAN_ID.max,
      isOptional: false,
    });
    expect(fieldLimits(paramField(setOnuConfig.param, 'txsupply_time'))).toMatchObject({
      kind: 'int',
      min: 0,
      max: 65535,
      isOptional: true,
    });
    expect(fieldLimits(paramField(onuAdd.param, 'onu_id'))).toMatchObject({ kind: 'int', max: 64, isOptional: true });
    // '' | wireInt: the numeric member has the limits
    expect(fieldLimits(paramField(qinqSet.param, 'cvlan'))).toMatchObject({ kind: 'int', min: 0, max: VLAN_ID.max });
    // blankOr(wireInt): its blank member is a text pattern, yet the field is a number
    expect(fieldLimits(paramField(setOnuPortVlan.param, 'def_vlan_id'))).toMatchObject({
      kind: 'int',
      max: VLAN_ID.max,
    });
  });

  it('reads text lengths, after a transform where the schema has one', () => {
    expect(fieldLimits(paramField(vlanSetName.param, 'vlan_name'))).toMatchObject({ kind: 'text', maxChars: 16 });
    expect(fieldLimits(paramField(splitterAdd.param, 'name'))).toMatchObject({ minChars: 1, maxChars: 32 });
    expect(fieldLimits(paramField(setSettingBoard.param, 'email'))).toMatchObject({
      maxChars: COMPANY_MAX_CHARS.email,
      isOptional: true,
    });
  });
});

describe('rules from the protocol schemas', () => {
  it('refuses a number out of range instead of clamping it, and says the range', async () => {
    const rules = paramRules(setOnuConfig.param, 'txsupply_time');
    expect(await check(rules, '70000')).toBe('A whole number from 0 to 65535');
    expect(await check(rules, '65535')).toBeNull();
    expect(fieldValue(paramField(setOnuConfig.param, 'txsupply_time'), '65535')).toBe(65535);
  });

  it('refuses text typed into a number field instead of dropping it', async () => {
    const rules = paramRules(vlanCreate.param, 'vlanid_s');
    expect(await check(rules, '12ab')).toBe('A whole number from 1 to 4094');
    expect(await check(rules, '1.5')).toBe('A whole number from 1 to 4094');
    expect(await check(rules, '12')).toBeNull();
    expect(await check(rules, 12)).toBeNull();
  });

  it('asks for a required field and lets an optional one be empty', async () => {
    expect(await check(paramRules(vlanCreate.param, 'vlanid_s'), '')).toBe('Required');
    expect(await check(paramRules(vlanCreate.param, 'vlanid_s'), undefined)).toBe('Required');
    expect(await check(paramRules(onuAdd.param, 'onu_id'), '')).toBeNull();
    // an empty VLAN name is a value: the device restores `VLAN<id>`
    expect(await check(paramRules(vlanSetName.param, 'vlan_name'), '')).toBeNull();
    expect(await check(paramRules(onuAdd.param, 'onu_desc'), undefined)).toBeNull();
  });

  it('refuses text longer than the device keeps instead of cutting it', async () => {
    const rules = paramRules(vlanSetName.param, 'vlan_name');
    expect(await check(rules, 'x'.repeat(36))).toBe('At most 16 characters');
    expect(await check(rules, 'x'.repeat(16))).toBeNull();
    expect(await check(paramRules(splitterAdd.param, 'name'), 'x'.repeat(33))).toBe('1 to 32 characters');
  });

  it('says a format failure in the screen words when given, and in Chinese in the Chinese console', async () => {
    const rules = paramRules(onuAdd.param, 'macaddr', { formatMessage: 'xx:xx:xx:xx:xx:xx' });
    expect(await check(rules, '38:3a:21')).toBe('xx:xx:xx:xx:xx:xx');
    expect(await check(rules, '38:3a:21:00:00:01')).toBeNull();
    initI18n('zh');
    expect(await check(paramRules(setOnuConfig.param, 'txsupply_time'), '70000')).toBe('请输入 0 到 65535 之间的整数');
    initI18n('en');
  });
});
