import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_TTL_MS } from '@olt/protocol';
import { CAPTCHA_ALPHABET } from './captchaFont.ts';
import { renderCaptcha } from './captchaImage.ts';

interface Challenge {
  text: string;
  image: Buffer;
  expiresAtMs: number;
}

/** Live captchas kept at most; beyond it the oldest goes, so that a flood of requests cannot fill memory. */
const MAX_LIVE = 1_000;
const LENGTH = { min: 4, max: 5 } as const;

/** The image URL of a captcha; the login sends it back as `captcha_f`. */
export const captchaFilename = (id: string): string => `/captcha/${id}.png`;
const FILENAME_PATTERN = /^(?:\/?captcha\/)?([0-9a-f]{32})(?:\.png)?$/;

/**
 * Login captchas. Each one answers a single sign-in attempt, right or wrong, and lapses after CAPTCHA_TTL_MS on
 * the injected clock. The id is 128 random bits, so one captcha's image cannot be guessed from another's.
 */
export class CaptchaService {
  private readonly live = new Map<string, Challenge>();

  constructor(private readonly now: () => number) {}

  /** Makes a captcha and answers the URL of its image. */
  create(): { filename: string } {
    this.forgetExpired();
    const length = randomInt(LENGTH.min, LENGTH.max + 1);
    const text = Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)] ?? '').join('');
    const id = randomBytes(16).toString('hex');
    this.live.set(id, { text, image: renderCaptcha(text), expiresAtMs: this.now() + CAPTCHA_TTL_MS });
    if (this.live.size > MAX_LIVE) {
      const oldest = this.live.keys().next().value;
      if (oldest !== undefined) this.live.delete(oldest);
    }
    return { filename: captchaFilename(id) };
  }

  /** The PNG of a live captcha, by the last part of its URL (`<id>.png`); null when unknown or lapsed. */
  image(file: string): Buffer | null {
    const challenge = this.find(file);
    return challenge ? challenge.image : null;
  }

  /**
   * Whether `answer` is the text of the captcha `filename` (case ignored). The captcha is used up by this call
   * whatever the outcome, so each one allows exactly one guess.
   */
  take(filename: string, answer: string): boolean {
    const id = idOf(filename);
    const challenge = this.find(filename);
    if (id) this.live.delete(id);
    if (!challenge) return false;
    const expected = Buffer.from(challenge.text);
    const given = Buffer.from(answer.trim().toUpperCase());
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private find(filename: string): Challenge | null {
    const id = idOf(filename);
    const challenge = id ? this.live.get(id) : undefined;
    if (!challenge) return null;
    if (this.now() >= challenge.expiresAtMs) {
      this.live.delete(id as string);
      return null;
    }
    return challenge;
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [id, c] of this.live) if (now >= c.expiresAtMs) this.live.delete(id);
  }
}

function idOf(filename: string): string | null {
  return FILENAME_PATTERN.exec(filename)?.[1] ?? null;
}
