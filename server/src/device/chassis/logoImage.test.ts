import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '@olt/protocol';
import { makeGif, makeJpeg, makePng } from '../../../test/images.ts';
import { checkLogo, inspectImage } from './logoImage.ts';

describe('image inspection', () => {
  it('reads the size of a PNG from its IHDR chunk', () => {
    expect(inspectImage(makePng(240, 70))).toEqual({ mime: 'image/png', width: 240, height: 70 });
    expect(inspectImage(makePng(1, 300))).toEqual({ mime: 'image/png', width: 1, height: 300 });
  });

  it('reads the size of a JPEG from its start-of-frame segment, past other segments', () => {
    expect(inspectImage(makeJpeg(120, 45))).toEqual({ mime: 'image/jpeg', width: 120, height: 45 });
    expect(inspectImage(makeJpeg(300, 2))).toEqual({ mime: 'image/jpeg', width: 300, height: 2 });
  });

  it('refuses other formats, text and images cut short', () => {
    expect(inspectImage(makeGif(240, 70))).toBeNull();
    expect(inspectImage(Buffer.from('not an image, despite the name logo.png'))).toBeNull();
    expect(inspectImage(makePng(240, 70).subarray(0, 20))).toBeNull();
    expect(inspectImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(inspectImage(makeJpeg(10, 10).subarray(0, 25))).toBeNull();
    expect(inspectImage(Buffer.alloc(0))).toBeNull();
  });
});

describe('logo rules', () => {
  it('accepts a 240×70 header logo and any size of login logo', () => {
    expect(checkLogo('logo', makePng(240, 70)).ok).toBe(true);
    expect(checkLogo('login_logo', makeJpeg(400, 100)).ok).toBe(true);
  });

  it('refuses a header logo of any other size', () => {
    expect(checkLogo('logo', makePng(241, 70))).toEqual({
      ok: false,
      message: 'error: the logo must be 240×70 pixels',
    });
    expect(checkLogo('logo', makeJpeg(240, 71)).ok).toBe(false);
  });

  it('refuses more than 50 KB and accepts exactly 50 KB', () => {
    expect(makePng(10, 10, { padTo: LOGO_MAX_BYTES })).toHaveLength(LOGO_MAX_BYTES);
    expect(checkLogo('login_logo', makePng(10, 10, { padTo: LOGO_MAX_BYTES })).ok).toBe(true);
    expect(checkLogo('login_logo', makePng(10, 10, { padTo: LOGO_MAX_BYTES + 1 }))).toEqual({
      ok: false,
      message: 'error: the maximum image size is 50 KB',
    });
  });

  it('refuses a GIF', () => {
    expect(checkLogo('login_logo', makeGif(240, 70))).toEqual({ ok: false, message: 'error: only PNG or JPEG images' });
  });
});
