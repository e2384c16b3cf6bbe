import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { CAPTCHA_RATE, CAPTCHA_TTL_MS, CAPTCHAS_PER_ADDRESS } from '@olt/protocol';
import { CaptchaService } from './captcha.ts';
import { CAPTCHA_ALPHABET } from './captchaFont.ts';
import { CAPTCHA_IMAGE_PX, renderCaptcha } from './captchaImage.ts';
import { crc32 } from 'node:zlib';
import { encodePng } from './png.ts';

function serviceWithClock(maxLive?: number) {
  let nowMs = 5_000;
  const captcha = new CaptchaService(() => nowMs, maxLive);
  const textOf = (filename: string) =>
    (captcha as unknown as { live: Map<string, { text: string }> }).live.get(/[0-9a-f]{32}/.exec(filename)?.[0] ?? '')
      ?.text ?? '';
  return { captcha, textOf, advance: (ms: number) => (nowMs += ms) };
}

/** The RGB pixels of one of our PNGs (one IDAT chunk, filter 0 on every row). */
function decode(png: Buffer): { width: number; height: number; rgb: (x: number, y: number) => number[] } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const raw = inflateSync(png.subarray(41, 41 + png.readUInt32BE(33)));
  return {
    width,
    height,
    rgb: (x, y) => [...raw.subarray(y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3)],
  };
}

const A = '10.0.0.1';
const issue = (captcha: CaptchaService, address = A): string => {
  const issued = captcha.create(address);
  if (!issued.ok) throw new Error(`refused: wait ${issued.retryAfterMs} ms`);
  return issued.filename;
};

describe('CaptchaService', () => {
  it('makes 4 or 5 characters from the unambiguous alphabet, each with its own id', () => {
    const { captcha, textOf } = serviceWithClock();
    const filenames = Array.from({ length: 30 }, (_, i) => issue(captcha, `10.0.1.${i}`));
    expect(new Set(filenames).size).toBe(30);
    for (const f of filenames) expect(textOf(f)).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4,5}$`));
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL2Z5S8B]/);
  });

  it('answers once, ignoring case, and lapses on time', () => {
    const { captcha, textOf, advance } = serviceWithClock();
    const a = issue(captcha);
    expect(captcha.take(a, textOf(a).toLowerCase(), A)).toBe(true);
    expect(captcha.take(a, textOf(a), A)).toBe(false);
    const b = issue(captcha);
    const text = textOf(b);
    advance(CAPTCHA_TTL_MS);
    expect(captcha.image(b.slice('/captcha/'.length))).toBeNull();
    expect(captcha.take(b, text, A)).toBe(false);
    expect(captcha.take('', '', A)).toBe(false);
  });

  it('is answered only from the address it was issued to, and that guess uses it up', () => {
    const { captcha, textOf } = serviceWithClock();
    const f = issue(captcha);
    expect(captcha.take(f, textOf(f), '10.9.9.9')).toBe(false);
    expect(captcha.take(f, textOf(f), A)).toBe(false);
  });

  it('serves the image by file name while live', () => {
    const { captcha } = serviceWithClock();
    const filename = issue(captcha);
    const image = captcha.image(filename.slice('/captcha/'.length));
    expect(image?.subarray(1, 4).toString()).toBe('PNG');
    expect(captcha.image('nothing.png')).toBeNull();
  });

  it('issues a burst to one address, then one per interval', () => {
    const { captcha, advance } = serviceWithClock();
    for (let i = 0; i < CAPTCHA_RATE.burst; i++) issue(captcha);
    const refused = captcha.create(A);
    expect(refused).toEqual({ ok: false, retryAfterMs: expect.any(Number) as number });
    expect(issue(captcha, '10.0.0.2')).toMatch(/^\/captcha\//);
    advance(CAPTCHA_RATE.intervalMs);
    issue(captcha);
    expect(captcha.create(A).ok).toBe(false);
  });

  it('keeps a few alive per address: a flood evicts only its own captchas, never another user’s', () => {
    // a store of 60, so that the flood fills it
    const { captcha, textOf, advance } = serviceWithClock(60);
    const victim = issue(captcha, '192.0.2.7');
    const victimText = textOf(victim);
    // a hundred addresses each asking as fast as they may, for half a minute: the store fills, then refuses
    let refused = 0;
    for (let second = 0; second < 30; second += 3) {
      for (let i = 0; i < 100; i++) if (!captcha.create(`198.51.100.${i}`).ok) refused++;
      advance(3_000);
    }
    expect(refused).toBeGreaterThan(0);
    expect(captcha.take(victim, victimText, '192.0.2.7')).toBe(true);
    advance(CAPTCHA_TTL_MS);
    const own = Array.from({ length: CAPTCHAS_PER_ADDRESS + 1 }, () => {
      advance(CAPTCHA_RATE.intervalMs);
      return issue(captcha);
    });
    expect(captcha.image(own[0]!.slice('/captcha/'.length))).toBeNull();
    expect(captcha.image(own.at(-1)!.slice('/captcha/'.length))).not.toBeNull();
  });
});

describe('captcha image', () => {
  it('is a 120×40 PNG with coloured ink on a light background', () => {
    const { width, height, rgb } = decode(renderCaptcha('AC3W9'));
    expect([width, height]).toEqual([CAPTCHA_IMAGE_PX.width, CAPTCHA_IMAGE_PX.height]);
    let dark = 0;
    let light = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const sum = rgb(x, y).reduce((a, b) => a + b, 0);
        // ink colours reach a channel sum of 390 and the background starts at 696; anti-aliasing lies between
        if (sum < 500) dark++;
        if (sum > 660) light++;
      }
    }
    // ink covers a real share of the picture, and most of it stays background
    expect(dark).toBeGreaterThan(width * height * 0.06);
    expect(light).toBeGreaterThan(width * height * 0.4);
  });

  it('differs each time for the same text (jitter and noise)', () => {
    expect(renderCaptcha('HKMN').equals(renderCaptcha('HKMN'))).toBe(false);
  });
});

describe('PNG encoder', () => {
  it('ends every chunk with the CRC-32 of its type and data', () => {
    const png = encodePng(2, 1, new Uint8Array([1, 2, 3, 4, 5, 6]));
    const types: string[] = [];
    for (let at = 8; at < png.length;) {
      const length = png.readUInt32BE(at);
      types.push(png.toString('latin1', at + 4, at + 8));
      expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
      at += 12 + length;
    }
    expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(png.subarray(-4).readUInt32BE(0)).toBe(0xae426082);
  });

  it('writes the signature, header and pixels', () => {
    const rgb = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]);
    const png = encodePng(2, 2, rgb);
    expect(png.subarray(0, 8)).toEqual(Buffer.from('89504e470d0a1a0a', 'hex'));
    expect(png.subarray(-12)).toEqual(Buffer.from('0000000049454e44ae426082', 'hex'));
    const { rgb: at } = decode(png);
    expect([at(0, 0), at(1, 0), at(0, 1), at(1, 1)]).toEqual([
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
      [9, 9, 9],
    ]);
    expect(() => encodePng(2, 2, rgb.subarray(1))).toThrow(RangeError);
  });
});
