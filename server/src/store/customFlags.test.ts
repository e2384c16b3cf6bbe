import { describe, expect, it } from 'vitest';
import { openDb } from './db.ts';
import { SettingsStore } from './settingsStore.ts';
import { CUSTOM_FLAGS_KEY, DEFAULT_CUSTOM_FLAGS, readCustomFlags } from './customFlags.ts';

describe('readCustomFlags', () => {
  it('answers the factory switches when nothing is stored', () => {
    const settings = new SettingsStore(openDb(':memory:'));
    expect(readCustomFlags(settings)).toEqual({
      custom: 0,
      hsgq: 1,
      addonu: 1,
      pon_authmode: 1,
      frpc: 0,
      captcha: 0,
      fix_lang: 0,
      mac_auth: 0,
      alarm_save: 1,
    });
  });

  it('lays stored integers over the defaults and ignores anything else', () => {
    const settings = new SettingsStore(openDb(':memory:'));
    settings.set(CUSTOM_FLAGS_KEY, { captcha: 1, fix_lang: '1', hsgq: null, colour: 3 });
    expect(readCustomFlags(settings)).toEqual({ ...DEFAULT_CUSTOM_FLAGS, captcha: 1 });
    settings.set(CUSTOM_FLAGS_KEY, 'damaged');
    expect(readCustomFlags(settings)).toEqual(DEFAULT_CUSTOM_FLAGS);
  });
});
