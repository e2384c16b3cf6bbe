import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Envelope, FirmwareKind, SystemInfo, UpgradeStatus } from '@olt/protocol';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectRefused, get } from '../../../test/boardHelpers.ts';
import { multipart } from '../../../test/images.ts';
import { makeFirmwareImage } from '../../device/maintenance/firmwareImage.ts';
import { FLASH_MIN_MS } from '../../device/maintenance/maintenanceArea.ts';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await buildTestApp();
  token = await t.signIn();
});
afterEach(() => t.close());

const image = (kind: FirmwareKind = 'system', version = 'V2.5.0', model = 'EPON-OLT-08') =>
  makeFirmwareImage({ kind, model, version }, Buffer.alloc(4096, 7));

async function send(type: string, file: Buffer, asking = token): Promise<Envelope> {
  const body = multipart(file, { filename: 'x.img', contentType: 'application/octet-stream' });
  const res = await t.app.inject({
    method: 'POST',
    url: `/upgrade?type=${type}`,
    payload: body.payload,
    headers: { ...body.headers, 'x-token': asking },
  });
  return res.json<Envelope>();
}
const status = (asking = token) => get<UpgradeStatus>(t.app, '/upgrade_status', asking);
/** Moves simulated time and lets the device catch up. */
function pass(ms: number): void {
  t.clock.advance(ms);
  t.services.device.simulation.advance();
}
const versions = async () => {
  const info = (await get<SystemInfo>(t.app, '/board?info=system', token)).data;
  return { sys_ver: info?.sys_ver, fw_ver: info?.fw_ver };
};
async function reboot(): Promise<void> {
  await get(t.app, '/system_reboot', token);
  // the device goes away after its answer
  await new Promise((r) => setTimeout(r, 5));
  for (let i = 0; i < 50 && (t.services.lifecycle.isBooting || (await get(t.app, '/system_start')).code !== 1); i++)
    await new Promise((r) => setTimeout(r, 5));
  token = await t.signIn();
}

describe('device upgrade', () => {
  it('refuses an image whose header, length or checksum is wrong (code 2), and keeps the running version', async () => {
    const good = image();
    const corrupt = Buffer.from(good);
    corrupt[corrupt.length - 1] = 0;
    const cases: [string, Buffer, RegExp][] = [
      ['system', Buffer.from('not an image at all'), /shorter than an image header/],
      ['system', Buffer.concat([Buffer.from('NOTIMG!\0'), good.subarray(8)]), /not an image of this device/],
      ['firmware', good, /a system image cannot be used for a firmware upgrade/],
      ['system', image('system', 'V2.5.0', 'EPON-OLT-16'), /for EPON-OLT-16, this device is a EPON-OLT-08/],
      ['system', good.subarray(0, good.length - 100), /holds 3996 bytes, its header says 4096/],
      ['system', corrupt, /checksum does not match/],
    ];
    for (const [type, file, message] of cases) {
      const answer = await send(type, file);
      expect(answer.code, String(message)).toBe(2);
      expectRefused(answer, message);
      expect((await status()).code).toBe(2);
    }
    expectRefused(await send('bogus', good), /unknown upgrade type/);
    expect(await versions()).toEqual({ sys_ver: 'V2.4.1', fw_ver: 'V2.4.1_build2611' });
  });

  it('writes a good image over simulated time, busy for others, and runs the new version after the reboot', async () => {
    const other = await t.signInAs(3);
    expect((await status()).data).toEqual({ status: 0 });
    expect(await send('system', image('system', 'V2.5.0'))).toMatchObject({ code: 1 });
    expect((await status()).data).toMatchObject({ status: 1, kind: 'system', version: 'V2.5.0', percent: 0 });
    pass(FLASH_MIN_MS / 2);
    expect((await status()).data?.percent).toBeGreaterThanOrEqual(45);
    // one at a time: another session sees "busy", and a second upload is refused
    expect((await status(other)).data).toEqual({ status: 3 });
    expectRefused(await send('firmware', image('firmware', 'V2.5.0_b9'), other), /busy/);
    expect(await versions()).toEqual({ sys_ver: 'V2.4.1', fw_ver: 'V2.4.1_build2611' });
    pass(FLASH_MIN_MS);
    expect((await status()).data).toMatchObject({ status: 2, percent: 100 });
    // written, not yet running
    expect((await versions()).sys_ver).toBe('V2.4.1');
    await reboot();
    expect(await versions()).toEqual({ sys_ver: 'V2.5.0', fw_ver: 'V2.4.1_build2611' });
    expect((await status()).data).toEqual({ status: 0 });
  });

  it('loses an image cut short by a reboot: the running version stays', async () => {
    expect((await send('firmware', image('firmware', 'V2.5.0_b9'))).code).toBe(1);
    pass(1000);
    await reboot();
    expect(await versions()).toEqual({ sys_ver: 'V2.4.1', fw_ver: 'V2.4.1_build2611' });
  });
});
