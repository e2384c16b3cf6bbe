import { GLYPH_COLUMNS, GLYPH_ROWS, glyphInk } from './captchaFont.ts';
import { encodePng } from './png.ts';

export const CAPTCHA_IMAGE_PX = { width: 120, height: 40 } as const;

export type Rgb = [number, number, number];

/** Sub-samples per pixel side: edges of the turned glyphs are smoothed instead of stair-stepped. */
const SUPERSAMPLE = 2;
/** How far a glyph may turn either way, in radians (about 17°). */
const MAX_TURN_RAD = 0.3;
/** How far each dot of a glyph may stray from its place in the font's grid, in grid cells. */
const DOT_JITTER_CELLS = 0.18;
/** Distance between neighbouring characters, in pixels: less than a character's width (about 16 px). */
const PITCH_PX = { min: 14, max: 16.5 } as const;
/** How far the elastic bend may move a point of a glyph, per wave, in grid cells. */
const ELASTIC_CELLS = 0.27;

/** The random source of one drawing: Math.random, or a seeded one (a captcha drawn again from its id). */
let rand: () => number = Math.random;
const between = (min: number, max: number): number => min + rand() * (max - min);
/** An integer from `min` up to, not including, `max`. */
const randomInt = (min: number, max: number): number => min + Math.floor(rand() * (max - min));
/** One dark ink for the whole captcha: every character, the curves through them and the fragments share it. */
const darkColour = (): Rgb => [randomInt(10, 110), randomInt(10, 110), randomInt(20, 130)];
const midColour = (): Rgb => [randomInt(90, 200), randomInt(90, 200), randomInt(90, 200)];

export class Canvas {
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

/** Where a glyph sits and how it is bent: turn, scale per axis and shear, around its centre (cx, cy). */
interface GlyphPose {
  cx: number;
  cy: number;
  /** pixels per font cell, across and down */
  scaleX: number;
  scaleY: number;
  turn: number;
  shear: number;
}

/**
 * Draws one glyph as the plain font has it (square cells), in `pose`. Each pixel asks, for a few points inside it,
 * whether the point falls on ink once mapped into the font's grid; the share of such points is its coverage.
 */
export function drawGlyph(canvas: Canvas, char: string, pose: GlyphPose, colour: Rgb): void {
  paint(canvas, pose, colour, (u, v) => u >= 0 && v >= 0 && glyphInk(char, Math.floor(u), Math.floor(v)));
}

/**
 * Draws one glyph as the captcha shows it: each ink cell of the font becomes a round dot of its own size, strayed
 * from its place, so no two drawings of a character match the font's grid or each other, while a person still reads
 * the dot-matrix shape.
 */
export function drawDottedGlyph(
  canvas: Canvas,
  char: string,
  pose: GlyphPose,
  colour: Rgb,
  warp: Warp = NO_WARP,
): void {
  const dots: { u: number; v: number; r2: number }[] = [];
  // each drawing has its own weight, from thin to bold
  const weight = between(-0.06, 0.08);
  for (let y = 0; y < GLYPH_ROWS; y++) {
    for (let x = 0; x < GLYPH_COLUMNS; x++) {
      if (!glyphInk(char, x, y)) continue;
      const r = between(0.55, 0.72) + weight;
      dots.push({
        u: x + 0.5 + between(-DOT_JITTER_CELLS, DOT_JITTER_CELLS),
        v: y + 0.5 + between(-DOT_JITTER_CELLS, DOT_JITTER_CELLS),
        r2: r * r,
      });
    }
  }
  // each dot listed under the cells it may reach, so a point looks at a few dots, not all
  const near = new Map<number, typeof dots>();
  for (const d of dots) {
    for (let cy = Math.floor(d.v - 1); cy <= Math.floor(d.v + 1); cy++) {
      for (let cx = Math.floor(d.u - 1); cx <= Math.floor(d.u + 1); cx++) {
        const key = cy * 16 + cx;
        near.set(key, [...(near.get(key) ?? []), d]);
      }
    }
  }
  const bend = elasticField();
  paint(
    canvas,
    pose,
    colour,
    (u, v) => {
      const bent = bend(u, v);
      const bu = bent[0] ?? 0;
      const bv = bent[1] ?? 0;
      const candidates = near.get(Math.floor(bv) * 16 + Math.floor(bu));
      return candidates !== undefined && candidates.some((d) => (bu - d.u) ** 2 + (bv - d.v) ** 2 <= d.r2);
    },
    warp,
  );
}

/**
 * A smooth random displacement of the font's grid (a few long sine waves in random directions, up to about half a
 * cell): strokes bend differently in every drawing, as handwriting does, which no fixed template follows.
 */
function elasticField(): (u: number, v: number) => Float64Array {
  const waves = Array.from({ length: 3 }, () => {
    const angle = between(0, Math.PI * 2);
    const frequency = between(0.5, 1.1);
    return {
      ku: Math.cos(angle) * frequency,
      kv: Math.sin(angle) * frequency,
      phase: between(0, Math.PI * 2),
      au: between(-ELASTIC_CELLS, ELASTIC_CELLS),
      av: between(-ELASTIC_CELLS, ELASTIC_CELLS),
    };
  });
  // one array reused for every point: the hot loop allocates nothing
  const bent = new Float64Array(2);
  return (u, v) => {
    bent[0] = u;
    bent[1] = v;
    for (const w of waves) {
      const s = Math.sin(w.ku * u + w.kv * v + w.phase);
      bent[0] += w.au * s;
      bent[1] += w.av * s;
    }
    return bent;
  };
}

/** A wave that bends the whole picture: each point moves across by a sine of its height and down by one of its x. */
interface Warp {
  ax: number;
  ay: number;
  fx: number;
  fy: number;
  px: number;
  py: number;
}
const NO_WARP: Warp = { ax: 0, ay: 0, fx: 0, fy: 0, px: 0, py: 0 };

/** Grid cells around the glyph's own where ink may still fall (bent and strayed dots). */
const INK_MARGIN_CELLS = 2;

function paint(
  canvas: Canvas,
  pose: GlyphPose,
  colour: Rgb,
  isInk: (u: number, v: number) => boolean,
  warp: Warp = NO_WARP,
): void {
  const cos = Math.cos(pose.turn);
  const sin = Math.sin(pose.turn);
  const reach = Math.ceil((Math.hypot(GLYPH_COLUMNS, GLYPH_ROWS) * Math.max(pose.scaleX, pose.scaleY)) / 2) + 4;
  const x0 = Math.floor(pose.cx - reach);
  const y0 = Math.floor(pose.cy - reach);
  const side = 2 * reach + 1;
  // the wave moves a sample across by a function of its height and down by one of its x: one table per axis
  const samples = side * SUPERSAMPLE;
  const across = new Float64Array(samples);
  const down = new Float64Array(samples);
  for (let i = 0; i < samples; i++) {
    across[i] = warp.ax * Math.sin((y0 + (i + 0.5) / SUPERSAMPLE) * warp.fy + warp.py);
    down[i] = warp.ay * Math.sin((x0 + (i + 0.5) / SUPERSAMPLE) * warp.fx + warp.px);
  }
  // locals, not the imported bindings: the loop below runs some 50,000 times per glyph
  const columns = GLYPH_COLUMNS;
  const rows = GLYPH_ROWS;
  const lo = -INK_MARGIN_CELLS;
  for (let row = 0; row < side; row++) {
    for (let col = 0; col < side; col++) {
      let hits = 0;
      let isFar = false;
      for (let sy = 0; sy < SUPERSAMPLE && !isFar; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const si = col * SUPERSAMPLE + sx;
          const sj = row * SUPERSAMPLE + sy;
          const dx = x0 + (si + 0.5) / SUPERSAMPLE + (across[sj] ?? 0) - pose.cx;
          const dy = y0 + (sj + 0.5) / SUPERSAMPLE + (down[si] ?? 0) - pose.cy;
          const rx = dx * cos + dy * sin;
          const ry = -dx * sin + dy * cos;
          const u = (rx - pose.shear * ry) / pose.scaleX + columns / 2;
          const v = ry / pose.scaleY + rows / 2;
          // a pixel whose first sample lies far outside the glyph's cells cannot be inked: skip the rest
          if (u < lo || v < lo || u > columns + INK_MARGIN_CELLS || v > rows + INK_MARGIN_CELLS) {
            isFar = true;
            break;
          }
          if (isInk(u, v)) hits++;
        }
      }
      if (hits > 0) canvas.blend(x0 + col, y0 + row, colour, hits / (SUPERSAMPLE * SUPERSAMPLE));
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
 * A dark curve through the text between two shares of the height, two pixels thick, in the ink's own darkness: it
 * joins and crosses the glyphs.
 */
function strikeThrough(canvas: Canvas, fromShare: number, toShare: number, colour: Rgb): void {
  const { width, height } = canvas;
  const y0 = between(height * fromShare, height * toShare);
  const amplitude = between(4, 9);
  const phase = between(0, Math.PI * 2);
  const period = between(width * 0.6, width * 1.2);
  for (let x = between(0, 15); x < width - between(0, 15); x += 0.5) {
    const y = y0 + amplitude * Math.sin((x / period) * Math.PI * 2 + phase);
    for (let t = 0; t < 2; t++) canvas.blend(Math.round(x), Math.round(y + t), colour, 0.85);
  }
}

/**
 * Short curved strokes in the ink, as thick as a glyph's: pieces of no character that a person skips, and that a
 * program cannot tell from a glyph's own strokes by colour or darkness.
 */
function fragment(canvas: Canvas, colour: Rgb): void {
  const { width, height } = canvas;
  let x = between(0, width);
  let y = between(height * 0.15, height * 0.85);
  let angle = between(0, Math.PI * 2);
  const bend = between(-0.25, 0.25);
  for (let step = 0, steps = randomInt(8, 16); step < steps; step++) {
    canvas.blend(Math.round(x), Math.round(y), colour, 0.9);
    canvas.blend(Math.round(x + 1), Math.round(y), colour, 0.6);
    x += Math.cos(angle);
    y += Math.sin(angle);
    angle += bend;
  }
}

/** A little noise on every channel of every pixel: the ink is no single colour a mask could pick out. */
function grain(canvas: Canvas): void {
  const { pixels } = canvas;
  for (let i = 0; i < pixels.length; i++) {
    pixels[i] = Math.max(0, Math.min(255, (pixels[i] ?? 0) + randomInt(-14, 15)));
  }
}

/**
 * The captcha picture for `text`: a light tinted background with faint lines; the characters in one dark ink as
 * round dots strayed from the font's grid, each of its own weight, turned, stretched, sheared and bent, close enough
 * to overlap; the whole picture bent by a wave; a curve through the text and a few stroke fragments in the same ink; then thin lines, dots and grain on top. No colour separates one character from another, and no fixed drawing
 * matches a character twice (see captchaMatcher.test.ts and captchaReader.test.ts). `random` draws the variation: a
 * seeded source draws the same picture again. Characters must be from the captcha font.
 */
export function renderCaptcha(text: string, random: () => number = Math.random): Buffer {
  rand = random;
  try {
    return draw(text);
  } finally {
    rand = Math.random;
  }
}

function draw(text: string): Buffer {
  const { width, height } = CAPTCHA_IMAGE_PX;
  const canvas = new Canvas(width, height, [randomInt(232, 250), randomInt(232, 250), randomInt(232, 250)]);
  for (let i = 0; i < 4; i++) noiseLine(canvas, 0.6);
  const warp: Warp = {
    ax: between(1, 1.6),
    ay: between(1, 1.8),
    fx: between(0.1, 0.18),
    fy: between(0.15, 0.25),
    px: between(0, Math.PI * 2),
    py: between(0, Math.PI * 2),
  };
  // characters closer than their width, so neighbours touch and overlap, in a block placed anywhere across
  const pitch = between(PITCH_PX.min, PITCH_PX.max);
  const block = pitch * text.length;
  const start = between(5, Math.max(5, width - 9 - block));
  const ink = darkColour();
  [...text].forEach((char, i) => {
    const scale = between(2.8, 3.7);
    const aspect = between(0.82, 1.18);
    const pose: GlyphPose = {
      cx: start + pitch * (i + 0.5) + between(-1.5, 1.5),
      cy: height / 2 + between(-3.5, 3.5),
      scaleX: scale * aspect,
      scaleY: scale / aspect,
      turn: between(-MAX_TURN_RAD, MAX_TURN_RAD),
      shear: between(-0.2, 0.2),
    };
    drawDottedGlyph(canvas, char, pose, ink, warp);
  });
  strikeThrough(canvas, 0.3, 0.7, ink);
  for (let i = 0; i < 2; i++) fragment(canvas, ink);
  for (let i = 0; i < 2; i++) noiseLine(canvas, 0.45);
  for (let i = 0; i < 90; i++) canvas.blend(randomInt(0, width), randomInt(0, height), midColour(), 0.8);
  grain(canvas);
  return encodePng(width, height, canvas.pixels);
}
