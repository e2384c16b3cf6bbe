import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { CAPTCHA_RATE, CAPTCHA_TTL_MS } from '@olt/protocol';
import { CAPTCHA_NETWORK_RATE, CaptchaService } from './captcha.ts';
import { CAPTCHA_ALPHABET } from './captchaFont.ts';
import { CAPTCHA_IMAGE_PX, renderCaptcha } from './captchaImage.ts';
import { crc32 } from 'node:zlib';
import { encodePng } from './png.ts';
import { seededRandom } from './seededRandom.ts';

function serviceWithClock() {
  let nowMs = 5_000;
  const captcha = new CaptchaService(() => nowMs);
  const textOf = (filename: string, address = A) => captcha.textOfFile(filename, address) ?? '';
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

const fileOf = (filename: string) => filename.slice('/captcha/'.length);

describe('CaptchaService', () => {
  it('makes 4 or 5 characters from the unambiguous alphabet, each with its own id', () => {
    const { captcha, textOf } = serviceWithClock();
    const filenames = Array.from({ length: 30 }, (_, i) => [issue(captcha, `10.0.1.${i}`), `10.0.1.${i}`] as const);
    expect(new Set(filenames.map(([f]) => f)).size).toBe(30);
    for (const [f, address] of filenames) {
      expect(f).toMatch(/^\/captcha\/[A-Za-z0-9_-]{32}\.png$/);
      expect(textOf(f, address)).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4,5}$`));
    }
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
    expect(captcha.image(fileOf(b), A)).toBeNull();
    expect(captcha.take(b, text, A)).toBe(false);
    expect(captcha.take('', '', A)).toBe(false);
  });

  it('is answered and shown only to the client it was issued to, which another cannot use up', () => {
    const { captcha, textOf } = serviceWithClock();
    const f = issue(captcha);
    expect(captcha.take(f, textOf(f), '10.9.9.9')).toBe(false);
    expect(captcha.image(fileOf(f), '10.9.9.9')).toBeNull();
    expect(captcha.take(f, textOf(f), A)).toBe(true);
  });

  it('refuses an id that was altered or made up, without drawing anything', () => {
    const { captcha, textOf } = serviceWithClock();
    const f = issue(captcha);
    const id = fileOf(f).replace('.png', '');
    const altered = `${id.slice(0, 10)}${id[10] === 'A' ? 'B' : 'A'}${id.slice(11)}`;
    expect(captcha.image(`${altered}.png`, A)).toBeNull();
    expect(captcha.take(`/captcha/${altered}.png`, textOf(f), A)).toBe(false);
    expect(captcha.image(`${'A'.repeat(32)}.png`, A)).toBeNull();
    expect(captcha.image('nothing.png', A)).toBeNull();
  });

  it('serves the same image for a captcha each time it is asked for', () => {
    const { captcha } = serviceWithClock();
    const filename = issue(captcha);
    const image = captcha.image(fileOf(filename), A);
    expect(image?.subarray(1, 4).toString()).toBe('PNG');
    expect(captcha.image(fileOf(filename), A)?.equals(image!)).toBe(true);
    // drawn again from its id once it is no longer kept
    for (let i = 0; i < 300; i++)
      captcha.image(fileOf(issue(captcha, `10.2.${i >> 8}.${i & 255}`)), `10.2.${i >> 8}.${i & 255}`);
    expect(captcha.image(fileOf(filename), A)?.equals(image!)).toBe(true);
  });

  it('issues a burst to one client, then one per interval; an IPv6 /64 is one client', () => {
    const { captcha, advance } = serviceWithClock();
    for (let i = 0; i < CAPTCHA_RATE.burst; i++) issue(captcha);
    const refused = captcha.create(A);
    expect(refused).toEqual({ ok: false, retryAfterMs: expect.any(Number) as number });
    expect(issue(captcha, '10.0.9.2')).toMatch(/^\/captcha\//);
    advance(CAPTCHA_RATE.intervalMs);
    issue(captcha);
    expect(captcha.create(A).ok).toBe(false);

    for (let i = 1; i <= CAPTCHA_RATE.burst; i++) issue(captcha, `2001:db8:1:2::${i}`);
    expect(captcha.create('2001:db8:1:2:ffff::9').ok).toBe(false);
    expect(captcha.create('2001:db8:1:3::1').ok).toBe(true);
  });

  it('bounds a network together, yet never refuses a client that asked for nothing lately', () => {
    const { captcha } = serviceWithClock();
    let served = 0;
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 100; i++) if (captcha.create(`198.51.100.${i}`).ok) served++;
    }
    // each address its first (it had asked for nothing), then the network's own allowance only
    expect(served).toBeLessThanOrEqual(100 + CAPTCHA_NETWORK_RATE.burst);
    expect(captcha.create('198.51.100.200').ok).toBe(true);
  });

  it('cannot be jammed: a flood from thousands of addresses leaves a new one served, and others’ captchas valid', () => {
    const { captcha, textOf, advance } = serviceWithClock();
    const victim = issue(captcha, '192.0.2.7');
    const victimText = textOf(victim, '192.0.2.7');
    for (let n = 0; n < 3; n++) {
      for (let i = 0; i < 2_000; i++) captcha.create(`127.${(i >> 8) & 255}.${i & 255}.${n + 1}`);
      advance(1_000);
    }
    expect(captcha.create('203.0.113.77').ok).toBe(true);
    expect(captcha.take(victim, victimText, '192.0.2.7')).toBe(true);
    const kept = captcha as unknown as { clients: Map<string, unknown>; networks: Map<string, unknown> };
    expect(kept.clients.size).toBeLessThanOrEqual(10_000);
    expect(kept.networks.size).toBeLessThanOrEqual(10_000);
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

  it('differs each time for the same text (jitter and noise), and repeats from the same seed', () => {
    expect(renderCaptcha('HKMN').equals(renderCaptcha('HKMN'))).toBe(false);
    const seed = Buffer.alloc(16, 7);
    expect(renderCaptcha('HKMN', seededRandom(seed)).equals(renderCaptcha('HKMN', seededRandom(seed)))).toBe(true);
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
