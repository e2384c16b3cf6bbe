import { describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { CAPTCHA_ALPHABET } from './captchaFont.ts';
import { CAPTCHA_IMAGE_PX, Canvas, drawDottedGlyph, renderCaptcha, type Rgb } from './captchaImage.ts';
import { encodePng } from './png.ts';

/**
 * An attacker's reader that knows the code: it separates the characters by colour, one mask per published ink and,
 * failing that, one per cluster of the dark pixels' hues (k-means), then matches each mask against the device's own
 * dotted drawing of every glyph, in several turns and sizes, drawn several times over.
 */
const { width: W, height: H } = CAPTCHA_IMAGE_PX;
const BOX = 15;
const SIDE = 2 * BOX + 1;
const TURNS = [-0.2, 0, 0.2];
const SCALES = [3.0, 3.5];
const DRAWINGS = 2;

interface Template {
  char: string;
  cover: Float32Array;
  sum: number;
  sumSq: number;
}

const TEMPLATES: Template[] = [...CAPTCHA_ALPHABET].flatMap((char) =>
  TURNS.flatMap((turn) =>
    SCALES.flatMap((scale) =>
      Array.from({ length: DRAWINGS }, () => {
        const canvas = new Canvas(SIDE, SIDE, [255, 255, 255]);
        drawDottedGlyph(
          canvas,
          char,
          { cx: BOX + 0.5, cy: BOX + 0.5, scaleX: scale, scaleY: scale, turn, shear: 0 },
          [0, 0, 0],
        );
        const cover = new Float32Array(SIDE * SIDE);
        for (let i = 0; i < cover.length; i++) cover[i] = 1 - (canvas.pixels[i * 3] ?? 255) / 255;
        return {
          char,
          cover,
          sum: cover.reduce((a, b) => a + b, 0),
          sumSq: cover.reduce((a, b) => a + b * b, 0),
        };
      }),
    ),
  ),
);

/** The RGB of every pixel of one of our PNGs (one IDAT, filter 0 on every row). */
function pixelsOf(png: Buffer): Float32Array {
  const raw = inflateSync(png.subarray(41, 41 + png.readUInt32BE(33)));
  const rgb = new Float32Array(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      for (let c = 0; c < 3; c++) rgb[(y * W + x) * 3 + c] = raw[y * (W * 3 + 1) + 1 + x * 3 + c] ?? 0;
    }
  }
  return rgb;
}

/** The hue of a pixel: its colour less its grey, scaled to unit length (edges mixed with the background keep it). */
function hueOf(rgb: Float32Array, i: number): number[] {
  const c = [rgb[i * 3] ?? 0, rgb[i * 3 + 1] ?? 0, rgb[i * 3 + 2] ?? 0];
  const grey = (c[0]! + c[1]! + c[2]!) / 3;
  const d = c.map((v) => v - grey);
  const norm = Math.hypot(...d) || 1;
  return d.map((v) => v / norm);
}

/** k-means on the hues of the dark pixels (k-means++ seeding, best of a few starts); answers each pixel's cluster. */
function clusterInk(
  rgb: Float32Array,
  dark: number[],
  k: number,
): { sse: number; label: Int32Array; centres: number[][] } {
  const hues = dark.map((i) => hueOf(rgb, i));
  const distance = (a: number[], b: number[]) => a.reduce((s, v, c) => s + (v - (b[c] ?? 0)) ** 2, 0);
  let best = { sse: Infinity, label: new Int32Array(W * H).fill(-1), centres: [] as number[][] };
  for (let start = 0; start < 4; start++) {
    const centres = [hues[randomInt(hues.length)]!];
    while (centres.length < k) {
      const weights = hues.map((h) => Math.min(...centres.map((c) => distance(h, c))));
      let pick = Math.random() * weights.reduce((a, b) => a + b, 0);
      let at = 0;
      while (at < weights.length - 1 && (pick -= weights[at]!) > 0) at++;
      centres.push(hues[at]!);
    }
    const assigned = new Int32Array(hues.length);
    let sse = 0;
    for (let round = 0; round < 10; round++) {
      const sums = centres.map(() => [0, 0, 0, 0]);
      sse = 0;
      hues.forEach((h, n) => {
        let j0 = 0;
        for (let j = 1; j < k; j++) if (distance(h, centres[j]!) < distance(h, centres[j0]!)) j0 = j;
        assigned[n] = j0;
        sse += distance(h, centres[j0]!);
        const s = sums[j0]!;
        for (let ch = 0; ch < 3; ch++) s[ch]! += h[ch]!;
        s[3]! += 1;
      });
      sums.forEach((s, j) => {
        if (s[3]! > 0) centres[j] = [s[0]! / s[3]!, s[1]! / s[3]!, s[2]! / s[3]!];
      });
    }
    if (sse < best.sse) {
      const label = new Int32Array(W * H).fill(-1);
      dark.forEach((i, n) => (label[i] = assigned[n]!));
      best = { sse, label, centres: centres.map((c) => [...c]) };
    }
  }
  return best;
}

function correlate(ink: Float32Array, t: Template, cx: number, cy: number): number {
  let dot = 0;
  let sumI = 0;
  let sumI2 = 0;
  for (let y = 0; y < SIDE; y++) {
    const iy = cy - BOX + y;
    if (iy < 0 || iy >= H) continue;
    for (let x = 0; x < SIDE; x++) {
      const ix = cx - BOX + x;
      if (ix < 0 || ix >= W) continue;
      const value = ink[iy * W + ix] ?? 0;
      dot += value * (t.cover[y * SIDE + x] ?? 0);
      sumI += value;
      sumI2 += value * value;
    }
  }
  const n = SIDE * SIDE;
  const denominator = Math.sqrt((t.sumSq - (t.sum * t.sum) / n) * (sumI2 - (sumI * sumI) / n));
  return denominator === 0 ? 0 : (dot - (t.sum * sumI) / n) / denominator;
}

function bestGlyph(ink: Float32Array, cx: number, cy: number): { char: string; score: number } {
  let best = { char: '', score: -Infinity, x: cx, y: cy, t: TEMPLATES[0]! };
  for (const t of TEMPLATES) {
    for (let dx = -3; dx <= 3; dx += 3) {
      for (let dy = -3; dy <= 3; dy += 3) {
        const score = correlate(ink, t, cx + dx, cy + dy);
        if (score > best.score) best = { char: t.char, score, x: cx + dx, y: cy + dy, t };
      }
    }
  }
  for (const t of TEMPLATES.filter((other) => other.char === best.char)) {
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const score = correlate(ink, t, best.x + dx, best.y + dy);
        if (score > best.score) best = { ...best, score };
      }
    }
  }
  return { char: best.char, score: best.score };
}

/** The dark pixels of a picture, and their colours. */
function darkPixels(png: Buffer): { rgb: Float32Array; dark: number[] } {
  const rgb = pixelsOf(png);
  const dark: number[] = [];
  for (let i = 0; i < W * H; i++) {
    if ((rgb[i * 3] ?? 0) + (rgb[i * 3 + 1] ?? 0) + (rgb[i * 3 + 2] ?? 0) < 420) dark.push(i);
  }
  return { rgb, dark };
}

/** One mask per label (pixels labelled -1 belong to none), read left to right by the glyph each matches best. */
function readMasks(dark: number[], label: Int32Array, count: number, minPixels = 1): string {
  const masks = Array.from({ length: count }, (_, j) => {
    const ink = new Float32Array(W * H);
    let sx = 0;
    let sy = 0;
    let n = 0;
    for (const i of dark) {
      if (label[i] !== j) continue;
      ink[i] = 1;
      sx += i % W;
      sy += Math.floor(i / W);
      n++;
    }
    return { ink, n, cx: Math.round(sx / Math.max(1, n)), cy: Math.round(sy / Math.max(1, n)) };
  }).filter((mask) => mask.n >= minPixels);
  masks.sort((a, b) => a.cx - b.cx);
  return masks.map((mask) => bestGlyph(mask.ink, mask.cx, mask.cy).char).join('');
}

/**
 * Reading by clusters: the dark pixels clustered by hue into 4 and into 5; 5 when all five hues are distinct (four
 * inks make two of five clusters nearly the same); one mask per cluster.
 */
function readByClusters(png: Buffer): string {
  const { rgb, dark } = darkPixels(png);
  if (dark.length === 0) return '';
  const four = clusterInk(rgb, dark, 4);
  const five = clusterInk(rgb, dark, 5);
  const closest = (c: { centres: number[][] }) =>
    Math.min(
      ...c.centres.flatMap((a, i) => c.centres.slice(i + 1).map((b) => Math.hypot(...a.map((v, k) => v - b[k]!)))),
    );
  const chosen = closest(five) > 0.35 ? { ...five, k: 5 } : { ...four, k: 4 };
  return readMasks(dark, chosen.label, chosen.k);
}

/** The inks the device published for its characters before this round, one per character. */
const INKS: readonly Rgb[] = [
  [160, 20, 30],
  [20, 115, 40],
  [25, 45, 170],
  [120, 25, 140],
  [125, 75, 10],
  [10, 105, 115],
];

/** Reading by the published inks: each dark pixel goes to the ink nearest its hue; one mask per ink present. */
function readByInks(png: Buffer): string {
  const { rgb, dark } = darkPixels(png);
  const hues = INKS.map((ink) => {
    const grey = (ink[0] + ink[1] + ink[2]) / 3;
    const d = ink.map((v) => v - grey);
    const norm = Math.hypot(...d) || 1;
    return d.map((v) => v / norm);
  });
  const label = new Int32Array(W * H).fill(-1);
  for (const i of dark) {
    const h = hueOf(rgb, i);
    let best = -1;
    let bestDot = 0.8;
    hues.forEach((ink, j) => {
      const dot = ink.reduce((sum, v, c) => sum + v * (h[c] ?? 0), 0);
      if (dot > bestDot) [best, bestDot] = [j, dot];
    });
    label[i] = best;
  }
  return readMasks(dark, label, INKS.length, 25);
}

/** The attacker's reading: both ways; a captcha counts as read when either way reads it right. */
const readsRight = (png: Buffer, text: string): boolean => readByInks(png) === text || readByClusters(png) === text;

const randomText = (): string =>
  Array.from({ length: randomInt(4, 6) }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');

/** The device's picture before this round: the same dotted glyphs, touching, each character in its own ink. */
function inkPerCharacter(text: string): Buffer {
  const canvas = new Canvas(W, H, [240, 240, 240]);
  const between = (min: number, max: number) => min + Math.random() * (max - min);
  const pitch = between(14.5, 17.5);
  const start = between(5, Math.max(5, W - 9 - pitch * text.length));
  [...text].forEach((char, i) => {
    const scale = between(2.9, 3.7);
    const pose = { cx: start + pitch * (i + 0.5), cy: H / 2 + between(-3, 3), turn: between(-0.3, 0.3) };
    drawDottedGlyph(canvas, char, { ...pose, scaleX: scale, scaleY: scale, shear: between(-0.2, 0.2) }, INKS[i]!);
  });
  for (let i = 0; i < 90; i++) canvas.blend(randomInt(0, W), randomInt(0, H), [150, 150, 150], 0.8);
  return encodePng(W, H, canvas.pixels);
}

const RUNS = 30;
const READER_TIMEOUT_MS = 120_000;
const rateOf = (make: (text: string) => Buffer): number => {
  let reads = 0;
  for (let i = 0; i < RUNS; i++) {
    const text = randomText();
    if (readsRight(make(text), text)) reads++;
  }
  return reads / RUNS;
};

describe('captcha against a colour-separation reader that knows the code', () => {
  it(
    'the reader reads touching characters drawn each in its own ink (so it is a fair attacker)',
    () => {
      const rate = rateOf(inkPerCharacter);
      console.info(`colour-separation reader, one ink per character: ${Math.round(rate * 100)} %`);
      expect(rate).toBeGreaterThanOrEqual(0.3);
    },
    READER_TIMEOUT_MS,
  );

  it(
    'rarely reads the captcha the device draws',
    () => {
      const rate = rateOf((text) => renderCaptcha(text));
      console.info(`colour-separation reader, the device's captcha: ${Math.round(rate * 100)} %`);
      expect(rate).toBeLessThanOrEqual(0.1);
    },
    READER_TIMEOUT_MS,
  );
});
