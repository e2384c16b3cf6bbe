import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_RATE, CAPTCHA_TTL_MS, CAPTCHAS_PER_ADDRESS } from '@olt/protocol';
import { CAPTCHA_ALPHABET } from './captchaFont.ts';
import { renderCaptcha } from './captchaImage.ts';

interface Challenge {
  text: string;
  image: Buffer;
  expiresAtMs: number;
  /** the address that asked for it: only a sign-in from there may answer it */
  address: string;
}

interface Bucket {
  /** its live captchas, oldest first */
  ids: string[];
  /** images it may still have now (token bucket) */
  tokens: number;
  refilledAtMs: number;
}

/** Live captchas kept at most (about 3 KB each). When full, new ones are refused rather than others evicted. */
const CAPTCHAS_LIVE_MAX = 5_000;
const LENGTH = { min: 4, max: 5 } as const;

/** The image URL of a captcha; the login sends it back as `captcha_f`. */
const captchaFilename = (id: string): string => `/captcha/${id}.png`;
const FILENAME_PATTERN = /^(?:\/?captcha\/)?([0-9a-f]{32})(?:\.png)?$/;

type CaptchaIssue = { ok: true; filename: string } | { ok: false; retryAfterMs: number };

/**
 * Login captchas. Each one is bound to the address that asked for it and answers a single sign-in attempt from there,
 * right or wrong; it lapses after CAPTCHA_TTL_MS on the injected clock. An address gets CAPTCHA_RATE.burst images,
 * then one per CAPTCHA_RATE.intervalMs, and holds at most CAPTCHAS_PER_ADDRESS alive (a new one replaces its own
 * oldest): a flood from some addresses evicts only their own captchas, never another user's. The id is 128 random
 * bits, so one captcha's image cannot be guessed from another's.
 */
export class CaptchaService {
  private readonly live = new Map<string, Challenge>();
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly now: () => number,
    private readonly maxLive: number = CAPTCHAS_LIVE_MAX,
  ) {}

  /** Makes a captcha for `address` and answers the URL of its image, or how long the address must wait. */
  create(address: string): CaptchaIssue {
    const now = this.now();
    this.forgetExpired(now);
    const bucket = this.bucketOf(address, now);
    if (bucket.tokens < 1) {
      return { ok: false, retryAfterMs: Math.max(1, bucket.refilledAtMs + CAPTCHA_RATE.intervalMs - now) };
    }
    while (bucket.ids.length >= CAPTCHAS_PER_ADDRESS) this.live.delete(bucket.ids.shift() as string);
    if (this.live.size >= this.maxLive) return { ok: false, retryAfterMs: CAPTCHA_RATE.intervalMs };
    bucket.tokens--;
    const length = randomInt(LENGTH.min, LENGTH.max + 1);
    const text = Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)] ?? '').join('');
    const id = randomBytes(16).toString('hex');
    this.live.set(id, { text, image: renderCaptcha(text), expiresAtMs: now + CAPTCHA_TTL_MS, address });
    bucket.ids.push(id);
    return { ok: true, filename: captchaFilename(id) };
  }

  /** The PNG of a live captcha, by the last part of its URL (`<id>.png`); null when unknown or lapsed. */
  image(file: string): Buffer | null {
    return this.find(file)?.image ?? null;
  }

  /**
   * Whether `answer` is the text of the captcha `filename` (case ignored) asked for from `address`. The captcha is
   * used up by this call whatever the outcome, so each one allows exactly one guess.
   */
  take(filename: string, answer: string, address: string): boolean {
    const id = idOf(filename);
    const challenge = this.find(filename);
    if (id && challenge) this.drop(id, challenge.address);
    if (!challenge || challenge.address !== address) return false;
    const expected = Buffer.from(challenge.text);
    const given = Buffer.from(answer.trim().toUpperCase());
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private bucketOf(address: string, now: number): Bucket {
    let bucket = this.buckets.get(address);
    if (!bucket) {
      bucket = { ids: [], tokens: CAPTCHA_RATE.burst, refilledAtMs: now };
      this.buckets.set(address, bucket);
    }
    const earned = Math.floor((now - bucket.refilledAtMs) / CAPTCHA_RATE.intervalMs);
    if (earned > 0) {
      bucket.tokens = Math.min(CAPTCHA_RATE.burst, bucket.tokens + earned);
      bucket.refilledAtMs =
        bucket.tokens === CAPTCHA_RATE.burst ? now : bucket.refilledAtMs + earned * CAPTCHA_RATE.intervalMs;
    }
    return bucket;
  }

  private find(filename: string): Challenge | null {
    const id = idOf(filename);
    const challenge = id ? this.live.get(id) : undefined;
    if (!challenge || !id) return null;
    if (this.now() >= challenge.expiresAtMs) {
      this.drop(id, challenge.address);
      return null;
    }
    return challenge;
  }

  private drop(id: string, address: string): void {
    this.live.delete(id);
    const bucket = this.buckets.get(address);
    if (bucket) bucket.ids = bucket.ids.filter((other) => other !== id);
  }

  /** Lapsed captchas go, and so do addresses with nothing alive and a full allowance (they are as new). */
  private forgetExpired(now: number): void {
    // kept in order of issue, and every one lives as long: the lapsed ones are at the front
    for (const [id, c] of this.live) {
      if (now < c.expiresAtMs) break;
      this.drop(id, c.address);
    }
    for (const [address, bucket] of this.buckets) {
      const isIdle = now - bucket.refilledAtMs >= CAPTCHA_RATE.burst * CAPTCHA_RATE.intervalMs;
      if (bucket.ids.length === 0 && isIdle) this.buckets.delete(address);
    }
  }
}

function idOf(filename: string): string | null {
  return FILENAME_PATTERN.exec(filename)?.[1] ?? null;
}
