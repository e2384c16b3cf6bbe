import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SystemInfo } from '@olt/protocol';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectRefused, get, post } from '../../../test/boardHelpers.ts';
import {
  DAY_MS,
  KEY_DAYS,
  TRIAL_DAYS,
  licenceFigures,
  licenceKeyFor,
  trialLicence,
} from '../../device/chassis/licence.ts';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await buildTestApp();
  token = await t.signIn();
});
afterEach(() => t.close());

const info = async () => (await get<SystemInfo>(t.app, '/board?info=system', token)).data as SystemInfo;
const addKey = (trylic: unknown, asking = token) =>
  post(t.app, '/board?info=trylic', { method: 'set', param: { trylic } }, asking);

describe('licence', () => {
  it('starts on a trial period that runs down by the day, to 0; a forever licence is 0 of 0', async () => {
    expect(await info()).toMatchObject({ lic_total: TRIAL_DAYS, lic_available: TRIAL_DAYS });
    const trial = trialLicence(1000);
    expect(licenceFigures(trial, 1000 + 3 * DAY_MS + 5)).toEqual({
      lic_total: TRIAL_DAYS,
      lic_available: TRIAL_DAYS - 3,
    });
    expect(licenceFigures(trial, 1000 + 99 * DAY_MS)).toEqual({ lic_total: TRIAL_DAYS, lic_available: 0 });
    expect(licenceFigures({ ...trial, totalDays: 0 }, 1000 + DAY_MS)).toEqual({ lic_total: 0, lic_available: 0 });
  });

  it('refuses a key while the licence is forever', async () => {
    t.services.device.chassis.restoreLicence({ totalDays: 0, startedAtMs: 0, usedKeys: [] });
    const { sn } = await info();
    expectRefused(await addKey(licenceKeyFor(sn, 'B'.repeat(24))), /forever/);
  });

  it('takes a key made for this device once, and refuses others without changing the licence', async () => {
    const { sn } = await info();
    const key = licenceKeyFor(sn, 'ABCDEFGHJKLMNPQRSTUVWXYZ');
    expectRefused(await addKey('short'), /32 letters or digits/);
    expectRefused(await addKey(`${'a'.repeat(31)}!`), /32 letters or digits/);
    expectRefused(await addKey(licenceKeyFor('SIM9999908', 'ABCDEFGHJKLMNPQRSTUVWXYZ')), /not for this device/);
    expect((await info()).lic_total).toBe(TRIAL_DAYS);

    expect(await addKey(key)).toMatchObject({ code: 1 });
    expect(await info()).toMatchObject({ lic_total: TRIAL_DAYS + KEY_DAYS, lic_available: TRIAL_DAYS + KEY_DAYS });
    expectRefused(await addKey(key.toLowerCase()), /used already/);
    expect((await info()).lic_total).toBe(TRIAL_DAYS + KEY_DAYS);
  });

  it('is a write of the system area: a common user may not add a key', async () => {
    const common = await t.signInAs(5);
    const { sn } = await info();
    expectRefused(await addKey(licenceKeyFor(sn, 'A'.repeat(24)), common), /permission denied/);
  });
});
