import { randomInt } from 'node:crypto';
import { GLYPH_COLUMNS, GLYPH_ROWS, glyphInk } from './captchaFont.ts';
import { encodePng } from './png.ts';

export const CAPTCHA_IMAGE_PX = { width: 120, height: 40 } as const;

type Rgb = [number, number, number];

/** Sub-samples per pixel side: edges of the turned glyphs are smoothed instead of stair-stepped. */
const SUPERSAMPLE = 3;
/** How far a glyph may turn either way, in radians (about 17°): enough to trouble a reader program, not a person. */
const MAX_TURN_RAD = 0.3;

const between = (min: number, max: number): number => min + Math.random() * (max - min);
const darkColour = (): Rgb => [randomInt(0, 120), randomInt(0, 120), randomInt(20, 150)];
const midColour = (): Rgb => [randomInt(90, 200), randomInt(90, 200), randomInt(90, 200)];

class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) this.pixels.set(background, i * 3);
  }

  /** Mixes `colour` into the pixel by `alpha` (0–1). */
  blend(x: number, y: number, colour: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const at = (y * this.width + x) * 3;
    for (let c = 0; c < 3; c++) {
      const old = this.pixels[at + c] ?? 0;
      this.pixels[at + c] = Math.round(old + ((colour[c] ?? 0) - old) * Math.min(1, alpha));
    }
  }

  line(x0: number, y0: number, x1: number, y1: number, colour: Rgb, alpha: number): void {
    const steps = Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)));
    for (let i = 0; i <= steps; i++) {
      const t = steps === 0 ? 0 : i / steps;
      this.blend(Math.round(x0 + (x1 - x0) * t), Math.round(y0 + (y1 - y0) * t), colour, alpha);
    }
  }
}

/**
 * Draws one glyph turned by `turn` radians around (cx, cy), `scale` pixels per font cell. Each pixel asks, for a
 * few points inside it, whether the point falls on ink once turned back into the font's grid; the share of such
 * points is its coverage.
 */
function drawGlyph(
  canvas: Canvas,
  char: string,
  cx: number,
  cy: number,
  scale: number,
  turn: number,
  colour: Rgb,
): void {
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const reach = Math.ceil((Math.hypot(GLYPH_COLUMNS, GLYPH_ROWS) * scale) / 2) + 1;
  for (let y = Math.floor(cy - reach); y <= cy + reach; y++) {
    for (let x = Math.floor(cx - reach); x <= cx + reach; x++) {
      let hits = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const dx = x + (sx + 0.5) / SUPERSAMPLE - cx;
          const dy = y + (sy + 0.5) / SUPERSAMPLE - cy;
          const u = (dx * cos + dy * sin) / scale + GLYPH_COLUMNS / 2;
          const v = (-dx * sin + dy * cos) / scale + GLYPH_ROWS / 2;
          if (u >= 0 && v >= 0 && glyphInk(char, Math.floor(u), Math.floor(v))) hits++;
        }
      }
      if (hits > 0) canvas.blend(x, y, colour, hits / (SUPERSAMPLE * SUPERSAMPLE));
    }
  }
}

function noiseLine(canvas: Canvas, alpha: number): void {
  const { width, height } = canvas;
  canvas.line(
    between(0, width * 0.3),
    between(0, height),
    between(width * 0.7, width),
    between(0, height),
    midColour(),
    alpha,
  );
}

/**
 * The captcha picture for `text`: a light tinted background, a few faint lines behind the characters, each character
 * in its own dark colour, turned and shifted a little, then thin lines and dots on top. Characters must be from the
 * captcha font.
 */
export function renderCaptcha(text: string): Buffer {
  const { width, height } = CAPTCHA_IMAGE_PX;
  const canvas = new Canvas(width, height, [randomInt(232, 250), randomInt(232, 250), randomInt(232, 250)]);
  for (let i = 0; i < 4; i++) noiseLine(canvas, 0.6);

  const margin = 6;
  const slot = (width - 2 * margin) / text.length;
  [...text].forEach((char, i) => {
    const scale = between(3.0, 3.5);
    const cx = margin + slot * (i + 0.5) + between(-2, 2);
    const cy = height / 2 + between(-3, 3);
    drawGlyph(canvas, char, cx, cy, scale, between(-MAX_TURN_RAD, MAX_TURN_RAD), darkColour());
  });

  for (let i = 0; i < 2; i++) noiseLine(canvas, 0.45);
  for (let i = 0; i < 90; i++) canvas.blend(randomInt(0, width), randomInt(0, height), midColour(), 0.8);
  return encodePng(width, height, canvas.pixels);
}
