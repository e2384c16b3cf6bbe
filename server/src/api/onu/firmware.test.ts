import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  OnuBase,
  OnuImageInfo,
  OnuVersion,
  TOKEN_CHECK_FAILED,
  UpgradeRow,
  makeOnuImage,
  type Envelope,
} from '@olt/protocol';
import { onlineOnu, tickUntil } from '../../../test/deviceKit.ts';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../../test/deviceApi.ts';
import { multipart } from '../../../test/images.ts';
import type { Onu } from '../../device/onus/onuStore.ts';

let s: DeviceSession;
let onu: Onu;
beforeEach(async () => {
  s = await openDeviceSession();
  onu = onlineOnu(s.olt, (o) => o.hw.sn_model === 'XE-H440W');
});
afterEach(() => s.close());

const image = (model = 'XE-H440W', bytes = 300 * 1024) =>
  Buffer.from(
    makeOnuImage(
      model,
      'V3.1.0',
      new Uint8Array(bytes).map((_, i) => (i * 31) % 251),
    ),
  );

async function upload(file: Buffer | undefined, type?: string, token: string | null = s.token): Promise<Envelope> {
  const body = multipart(file, { filename: 'onu.img', contentType: 'application/octet-stream' });
  const res = await s.app.inject({
    method: 'POST',
    url: type === undefined ? '/onu_upload' : `/onu_upload?type=${type}`,
    headers: { ...body.headers, ...(token ? { 'x-token': token } : {}) },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Envelope>();
}

describe('ONU upgrade types, images and upgrades (OUP-01…11)', () => {
  it('adds a type, binds ONUs, uploads its image and upgrades the PON with live progress', async () => {
    expect((await s.write('/onu_upgrade?form=upgrade_type', 'add', { upgrade_type: 'H440W-v3' })).code).toBe(1);
    expect((await s.read('/onu_upgrade?form=upgrade_type')).data).toEqual(['H440W-v3']);
    const bind = { port_id: onu.portId, onu_list: [onu.onuId], upgrade_type: 'H440W-v3' };
    expect((await s.write('/onu_upgrade?form=bind_upgrade_type', 'set', bind)).code).toBe(1);
    const uploaded = await upload(image(), 'H440W-v3');
    expect(OnuImageInfo.parse(uploaded.data)).toEqual({
      upgrade_type: 'H440W-v3',
      model: 'XE-H440W',
      version: 'V3.1.0',
      size: 300 * 1024,
    });
    expect((await s.read('/onu_upgrade?form=image')).data).toEqual([uploaded.data]);
    const start = { port_id: onu.portId, onu_id: 0, upgrade_type: 'H440W-v3' };
    expect((await s.write('/onu_upgrade?form=upgrade', 'set', start)).code).toBe(1);
    s.olt.simulation.tick(2_000);
    const status = async () =>
      z.array(UpgradeRow).parse((await s.read(`/onumgmt?form=upgrade_status&port_id=${onu.portId}`)).data);
    const [row] = await status();
    expect(row).toMatchObject({ onu_id: onu.onuId, macaddr: onu.mac, phase: 'transfer', totallen: 300 * 1024 });
    expect(row?.sendlen).toBeGreaterThan(0);
    tickUntil(s.olt, () => s.olt.firmware.status(onu.portId)[0]?.phase === 'done', 10 * 60_000);
    expect((await status())[0]).toMatchObject({ status: 'Upgrade Success', sendlen: 300 * 1024, block: 300 });
    const detail = await s.read<{ software_ver: string; upgrade_type: string }>(
      `/onumgmt?form=base-info&port_id=${onu.portId}&onu_id=${onu.onuId}`,
    );
    expect(detail.data).toMatchObject({ software_ver: 'V3.1.0', upgrade_type: 'H440W-v3' });
    const bases = z.array(OnuBase).parse((await s.read('/onumgmt?form=base-info')).data);
    expect(bases).toHaveLength(s.olt.onus.all().length);
    expect(bases.find((b) => b.port_id === onu.portId && b.onu_id === onu.onuId)).toMatchObject({
      software_ver: 'V3.1.0',
      upgrade_type: 'H440W-v3',
      feports: 0,
    });
    const versions = z.array(OnuVersion).parse((await s.read(`/onumgmt?form=version-info&port_id=${onu.portId}`)).data);
    expect(versions.every((v) => v.port_id === onu.portId)).toBe(true);
    const everyPon = z.array(OnuVersion).parse((await s.read('/onumgmt?form=version-info&port_id=0')).data);
    expect(everyPon).toHaveLength(s.olt.onus.all().length);
    expect((await s.write('/onu_upgrade?form=upgrade_type', 'delete', { upgrade_type: 'H440W-v3' })).code).toBe(1);
    expect(s.olt.firmware.typeOf(onu)).toBe('');
  });

  it('upgrades one ONU with the image uploaded without a type', async () => {
    expect((await upload(image())).code).toBe(1);
    const start = { port_id: onu.portId, onu_id: onu.onuId, upgrade_type: '' };
    expect((await s.write('/onu_upgrade?form=upgrade', 'set', start)).code).toBe(1);
    expect(s.olt.firmware.status(onu.portId)).toHaveLength(1);
  });

  it('checks the image header: code 2 "file header check failed", nothing kept', async () => {
    const broken = image();
    broken[70] = (broken[70] ?? 0) ^ 0xff;
    for (const [file, why] of [
      [Buffer.from('not an image at all, just some text'), /shorter than|not an ONU image/],
      [broken, /checksum/],
      [image().subarray(0, 1000), /length/],
    ] as const) {
      const answer = await upload(Buffer.from(file));
      expect(answer.code).toBe(2);
      expect(answer.message).toMatch(/^error: file header check failed/);
      expect(answer.message).toMatch(why);
    }
    expect((await upload(undefined)).message).toMatch(/no file/);
    expect((await upload(image(), 'unknown-type')).message).toMatch(/no upgrade type unknown-type/);
    expect(await upload(image(), undefined, null)).toMatchObject({ code: 0, message: TOKEN_CHECK_FAILED });
    expect((await s.read('/onu_upgrade?form=image')).data).toEqual([]);
  });

  it('refuses bad types, bindings and starts, changing nothing', async () => {
    await s.write('/onu_upgrade?form=upgrade_type', 'add', { upgrade_type: 'kept' });
    const w = (form: string, verb: string, param: unknown) => () => s.write(`/onu_upgrade?form=${form}`, verb, param);
    await expectAllRefused(s, [
      [w('upgrade_type', 'add', { upgrade_type: 'x y' }), /upgrade_type/],
      [w('upgrade_type', 'add', { upgrade_type: 'abc' }), /upgrade_type/],
      [w('upgrade_type', 'add', { upgrade_type: 'kept' }), /exists/],
      [w('upgrade_type', 'delete', { upgrade_type: 'gone' }), /no upgrade type gone/],
      [w('bind_upgrade_type', 'set', { port_id: onu.portId, onu_list: [], upgrade_type: 'kept' }), /onu_list/],
      [w('bind_upgrade_type', 'set', { port_id: onu.portId, onu_list: [65], upgrade_type: 'kept' }), /onu_list/],
      [
        w('bind_upgrade_type', 'set', { port_id: onu.portId, onu_list: [onu.onuId], upgrade_type: 'nope' }),
        /no upgrade type/,
      ],
      [w('upgrade', 'set', { port_id: onu.portId, onu_id: 0, upgrade_type: 'kept' }), /no image/],
      [w('upgrade', 'set', { port_id: onu.portId, onu_id: onu.onuId, upgrade_type: '' }), /no ONU image/],
      [w('upgrade', 'set', { port_id: 9, onu_id: 0, upgrade_type: 'kept' }), /not a PON port/],
      [w('upgrade', 'set', { port_id: onu.portId, onu_id: -1 }), /onu_id/],
      [() => s.read('/onumgmt?form=version-info&port_id=257'), /port_id/],
      [() => s.read('/onumgmt?form=upgrade_status&port_id=10'), /not a PON port/],
    ]);
  });
});
