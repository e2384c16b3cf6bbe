import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, MAIN_LOGO_PX } from '@olt/protocol';
import { LOGO_EXTENSIONS, checkImage, readImageHeader } from './imageCheck.ts';
import { jpegFile, pngFile } from '../test/imageFiles.ts';

const loginLogo = { maxBytes: LOGO_MAX_BYTES, extensions: LOGO_EXTENSIONS };
const mainLogo = { ...loginLogo, exactPx: MAIN_LOGO_PX };

describe('readImageHeader', () => {
  it('reads the size of a PNG and of a JPEG from their headers', async () => {
    expect(await readImageHeader(pngFile('a.png', 240, 70))).toEqual({
      format: 'png',
      size: { width: 240, height: 70 },
    });
    expect(await readImageHeader(jpegFile('a.jpg', 300, 1200))).toEqual({
      format: 'jpeg',
      size: { width: 300, height: 1200 },
    });
  });
  it('answers null for a file that is not an image', async () => {
    expect(await readImageHeader(new File(['GIF89a not a png'], 'x.png'))).toBeNull();
  });
});

describe('checkImage', () => {
  it('accepts a small PNG or JPEG of any size for the login logo', async () => {
    expect(await checkImage(pngFile('logo.PNG', 500, 120), loginLogo)).toMatchObject({ ok: true, format: 'png' });
    expect(await checkImage(jpegFile('logo.jpeg', 32, 32), loginLogo)).toMatchObject({ ok: true, format: 'jpeg' });
  });
  it('refuses other extensions even when the content is an image', async () => {
    expect(await checkImage(pngFile('logo.gif', 240, 70), loginLogo)).toEqual({ ok: false, problem: 'type' });
    expect(await checkImage(pngFile('logo', 240, 70), loginLogo)).toEqual({ ok: false, problem: 'type' });
  });
  it('refuses a renamed file that is not a PNG or JPEG', async () => {
    expect(await checkImage(new File(['just some text, not a picture at all'], 'logo.png'), loginLogo)).toEqual({
      ok: false,
      problem: 'type',
    });
  });
  it('refuses a file over 50 KB and accepts one of exactly 50 KB', async () => {
    expect(await checkImage(pngFile('big.png', 240, 70, LOGO_MAX_BYTES + 1), mainLogo)).toEqual({
      ok: false,
      problem: 'tooLarge',
      bytes: LOGO_MAX_BYTES + 1,
    });
    expect(await checkImage(pngFile('edge.png', 240, 70, LOGO_MAX_BYTES), mainLogo)).toMatchObject({ ok: true });
  });
  it('wants the main logo at exactly 240×70 px', async () => {
    expect(await checkImage(pngFile('wide.png', 241, 70), mainLogo)).toEqual({
      ok: false,
      problem: 'size',
      size: { width: 241, height: 70 },
    });
    expect(await checkImage(jpegFile('tall.jpg', 240, 71), mainLogo)).toMatchObject({ ok: false, problem: 'size' });
    expect(await checkImage(jpegFile('right.jpg', 240, 70), mainLogo)).toMatchObject({ ok: true });
  });
});
