import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LOGO_MAX_BYTES, TOKEN_CHECK_FAILED, type Envelope } from '@olt/protocol';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectRefused, signInVendor } from '../../../test/boardHelpers.ts';
import { makeGif, makeJpeg, makePng, multipart } from '../../../test/images.ts';

let t: TestApp;
let app: FastifyInstance;
let vendor: string;

beforeEach(async () => {
  t = await buildTestApp();
  app = t.app;
  vendor = await signInVendor(t);
});
afterEach(() => t.close());

async function upload(
  type: string,
  file: Buffer | undefined,
  token?: string,
  options?: Parameters<typeof multipart>[1],
) {
  const body = multipart(file, options);
  const res = await app.inject({
    method: 'POST',
    url: `/upgrade?type=${type}`,
    headers: { ...body.headers, ...(token ? { 'x-token': token } : {}) },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Envelope>();
}

const fetchLogo = (path: string) => app.inject({ method: 'GET', url: path });

describe('logo files', () => {
  it('are missing until uploaded, so the console shows its title instead', async () => {
    for (const path of ['/logo.png', '/login_logo.png']) {
      const res = await fetchLogo(path);
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('logo upload', () => {
  it('stores a 240×70 PNG header logo and serves it uncached as image/png', async () => {
    const png = makePng(240, 70);
    expect(await upload('logo', png, vendor)).toEqual({ code: 1, message: 'success' });
    const res = await fetchLogo('/logo.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.rawPayload.equals(png)).toBe(true);
    expect((await fetchLogo('/login_logo.png')).statusCode).toBe(404);
  });

  it('is announced in the company information (has_logo), so the console asks for it only when there is one', async () => {
    const companyLogo = async () => {
      const res = await app.inject({ method: 'GET', url: '/board?info=setting_board', headers: { 'x-token': vendor } });
      return res.json<Envelope<{ has_logo?: number }>>().data?.has_logo;
    };
    expect(await companyLogo()).toBe(0);
    expect(await upload('logo', makePng(240, 70), vendor)).toEqual({ code: 1, message: 'success' });
    expect(await companyLogo()).toBe(1);
  });

  it('stores a JPEG login logo of any size under the PNG name, served with its real type', async () => {
    const jpeg = makeJpeg(320, 96);
    expect(
      await upload('login_logo', jpeg, vendor, { filename: 'brand.jpg', contentType: 'image/jpeg' }),
    ).toMatchObject({ code: 1 });
    const res = await fetchLogo('/login_logo.png');
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(jpeg)).toBe(true);
  });

  it('replaces an earlier logo', async () => {
    await upload('login_logo', makePng(10, 10), vendor);
    const second = makePng(20, 20);
    await upload('login_logo', second, vendor);
    expect((await fetchLogo('/login_logo.png')).rawPayload.equals(second)).toBe(true);
  });

  it('accepts exactly 50 KB and refuses one byte more', async () => {
    expect((await upload('login_logo', makePng(10, 10, { padTo: LOGO_MAX_BYTES }), vendor)).code).toBe(1);
    const big = makePng(240, 70, { padTo: LOGO_MAX_BYTES + 1 });
    expectRefused(await upload('logo', big, vendor), 'error: the maximum image size is 50 KB');
    expect((await fetchLogo('/logo.png')).statusCode).toBe(404);
  });

  it('refuses a file far beyond the limit without reading it all', async () => {
    expectRefused(await upload('login_logo', makePng(10, 10, { padTo: 10 * LOGO_MAX_BYTES }), vendor), /50 KB/);
    expect((await fetchLogo('/login_logo.png')).statusCode).toBe(404);
  });

  it('judges the format by content: a GIF and a text file named .png are refused', async () => {
    expectRefused(
      await upload('login_logo', makeGif(240, 70), vendor, { filename: 'logo.png' }),
      'error: only PNG or JPEG images',
    );
    const text = Buffer.from('this is not an image');
    expectRefused(await upload('logo', text, vendor, { filename: 'logo.png' }), 'error: only PNG or JPEG images');
    expect((await fetchLogo('/logo.png')).statusCode).toBe(404);
    expect((await fetchLogo('/login_logo.png')).statusCode).toBe(404);
  });

  it('refuses a header logo that is not exactly 240×70', async () => {
    for (const [w, h] of [
      [241, 70],
      [240, 69],
      [70, 240],
    ] as const) {
      expectRefused(await upload('logo', makePng(w, h), vendor), 'error: the logo must be 240×70 pixels');
    }
    expect((await fetchLogo('/logo.png')).statusCode).toBe(404);
  });

  it('refuses every account but the vendor, and nobody signed in', async () => {
    const root = await t.signIn();
    expectRefused(
      await upload('logo', makePng(240, 70), root),
      'error: permission denied: level 2 (super) may not change the vendor settings',
    );
    expect(await upload('logo', makePng(240, 70))).toEqual({ code: 0, message: TOKEN_CHECK_FAILED });
    expect((await fetchLogo('/logo.png')).statusCode).toBe(404);
  });

  it('refuses a request without a file part, or with the file under another name', async () => {
    expectRefused(await upload('logo', undefined, vendor), 'error: no file');
    expectRefused(await upload('logo', makePng(240, 70), vendor, { field: 'image' }), 'error: no file');
    expectRefused(await upload('logo', Buffer.alloc(0), vendor), 'error: no file');
  });

  it('refuses unknown upload types, a missing type, and bodies that are not multipart', async () => {
    expectRefused(await upload('firmware_logo', makePng(240, 70), vendor), /unknown upgrade type/);
    expectRefused(await upload('', makePng(240, 70), vendor));
    const json = await app.inject({
      method: 'POST',
      url: '/upgrade?type=logo',
      headers: { 'x-token': vendor, 'content-type': 'application/json' },
      payload: '{"file":"abc"}',
    });
    expect(json.statusCode).toBe(200);
    expectRefused(json.json<Envelope>(), /multipart/);
    const broken = await app.inject({
      method: 'POST',
      url: '/upgrade?type=logo',
      headers: { 'x-token': vendor, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBe(200);
    expectRefused(broken.json<Envelope>());
    const raw = await app.inject({
      method: 'POST',
      url: '/upgrade?type=logo',
      headers: { 'x-token': vendor, 'content-type': 'application/octet-stream' },
      payload: makePng(240, 70),
    });
    expect(raw.statusCode).toBe(200);
    expectRefused(raw.json<Envelope>());
    expect((await fetchLogo('/logo.png')).statusCode).toBe(404);
  });
});
