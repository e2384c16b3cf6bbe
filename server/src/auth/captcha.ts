import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_RATE, CAPTCHA_TTL_MS } from '@olt/protocol';
import { clientKey, networkKey } from './addressKeys.ts';
import { CAPTCHA_ALPHABET } from './captchaFont.ts';
import { renderCaptcha } from './captchaImage.ts';
import { seededRandom } from './seededRandom.ts';

/** What a network (an IPv4 /24, an IPv6 /48) may ask for together: a larger burst, then one a second. */
export const CAPTCHA_NETWORK_RATE = { burst: 20, intervalMs: 1_000 } as const;
/** Clients and networks whose allowance is remembered; past that the least recent are forgotten (as new). */
const TRACKED_MAX = 10_000;
/** Used captchas remembered until they lapse, so that none answers twice; past that the oldest are forgotten. */
const USED_MAX = 50_000;
/** Images kept after they were drawn, so that a reload does not draw again. */
const IMAGES_KEPT = 256;
const LENGTH = { min: 4, max: 5 } as const;
const MAC_BYTES = 10;
const NONCE_BYTES = 8;
const EXPIRY_BYTES = 6;

/** The image URL of a captcha; the login sends it back as `captcha_f`. */
export const captchaFilename = (id: string): string => `/captcha/${id}.png`;
/** 6 bytes of expiry (ms), 8 of nonce, 10 of MAC, in base64url: 32 characters. */
const FILENAME_PATTERN = /^(?:\/?captcha\/)?([A-Za-z0-9_-]{32})(?:\.png)?$/;

export type CaptchaIssue = { ok: true; filename: string } | { ok: false; retryAfterMs: number };

interface Bucket {
  tokens: number;
  refilledAtMs: number;
}

interface Ticket {
  id: string;
  nonce: Buffer;
  expiresAtMs: number;
}

/**
 * Login captchas as signed, expiring tickets: the id carries its expiry and a random nonce, signed (HMAC-SHA256 with
 * a secret made at start) together with the client it was issued to; its text and its drawing follow from the nonce
 * and the secret. Nothing is stored per captcha, so no flood can fill a table and keep others out. What is kept is
 * bounded: the allowance of each client (an IPv4 address, an IPv6 /64) and each network (IPv4 /24, IPv6 /48), and
 * the nonces of captchas already answered, until they lapse, so that each allows exactly one guess.
 * A client gets CAPTCHA_RATE.burst images, then one per CAPTCHA_RATE.intervalMs; a network gets
 * CAPTCHA_NETWORK_RATE; a client that asked for nothing lately (its own allowance full) is always served, whatever
 * its neighbours asked.
 */
export class CaptchaService {
  private readonly secret: Buffer;
  private readonly clients = new Map<string, Bucket>();
  private readonly networks = new Map<string, Bucket>();
  /** nonce (hex) → when its captcha lapses, in order of use */
  private readonly used = new Map<string, number>();
  private readonly images = new Map<string, Buffer>();

  constructor(
    private readonly now: () => number,
    secret: Buffer = randomBytes(32),
  ) {
    this.secret = secret;
  }

  /** Makes a captcha for `address` and answers the URL of its image, or how long the address must wait. */
  create(address: string): CaptchaIssue {
    const now = this.now();
    const client = bucketOf(this.clients, clientKey(address), CAPTCHA_RATE, now);
    const network = bucketOf(this.networks, networkKey(address), CAPTCHA_NETWORK_RATE, now);
    if (client.tokens < 1) return { ok: false, retryAfterMs: waitOf(client, CAPTCHA_RATE, now) };
    const isIdle = client.tokens >= CAPTCHA_RATE.burst;
    if (network.tokens < 1 && !isIdle) return { ok: false, retryAfterMs: waitOf(network, CAPTCHA_NETWORK_RATE, now) };
    client.tokens--;
    network.tokens = Math.max(0, network.tokens - 1);
    const expiry = Buffer.alloc(EXPIRY_BYTES);
    expiry.writeUIntBE(now + CAPTCHA_TTL_MS, 0, EXPIRY_BYTES);
    const body = Buffer.concat([expiry, randomBytes(NONCE_BYTES)]);
    const id = Buffer.concat([body, this.mac(body, address)]).toString('base64url');
    return { ok: true, filename: captchaFilename(id) };
  }

  /** The PNG of a live captcha for the client it was issued to, by the last part of its URL; null otherwise. */
  image(file: string, address: string): Buffer | null {
    const ticket = this.open(file, address);
    if (!ticket) return null;
    const kept = this.images.get(ticket.id);
    if (kept) return kept;
    const image = renderCaptcha(this.textOf(ticket.nonce), seededRandom(this.derive('draw', ticket.nonce)));
    this.images.set(ticket.id, image);
    while (this.images.size > IMAGES_KEPT) this.images.delete(this.images.keys().next().value as string);
    return image;
  }

  /**
   * Whether `answer` is the text of the captcha `filename` (case ignored) issued to `address`. The captcha is used up
   * by this call whatever the outcome, so each one allows exactly one guess.
   */
  take(filename: string, answer: string, address: string): boolean {
    const ticket = this.open(filename, address);
    if (!ticket) return false;
    const key = ticket.nonce.toString('hex');
    if (this.used.has(key)) return false;
    this.forgetLapsed();
    this.used.set(key, ticket.expiresAtMs);
    while (this.used.size > USED_MAX) this.used.delete(this.used.keys().next().value as string);
    this.images.delete(ticket.id);
    const expected = Buffer.from(this.textOf(ticket.nonce));
    const given = Buffer.from(answer.trim().toUpperCase());
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The text of a captcha, for tests that sign in with one. */
  textOfFile(filename: string, address: string): string | null {
    const ticket = this.open(filename, address);
    return ticket ? this.textOf(ticket.nonce) : null;
  }

  /** The ticket an id stands for, when its signature is right for `address` and it has not lapsed. */
  private open(filename: string, address: string): Ticket | null {
    const id = FILENAME_PATTERN.exec(filename)?.[1];
    if (!id) return null;
    const raw = Buffer.from(id, 'base64url');
    if (raw.length !== EXPIRY_BYTES + NONCE_BYTES + MAC_BYTES) return null;
    const body = raw.subarray(0, EXPIRY_BYTES + NONCE_BYTES);
    if (!timingSafeEqual(raw.subarray(EXPIRY_BYTES + NONCE_BYTES), this.mac(body, address))) return null;
    const expiresAtMs = body.readUIntBE(0, EXPIRY_BYTES);
    if (this.now() >= expiresAtMs) return null;
    return { id, nonce: Buffer.from(body.subarray(EXPIRY_BYTES)), expiresAtMs };
  }

  private mac(body: Buffer, address: string): Buffer {
    return createHmac('sha256', this.secret)
      .update('id\n')
      .update(body)
      .update(`\n${clientKey(address)}`)
      .digest()
      .subarray(0, MAC_BYTES);
  }

  private derive(purpose: string, nonce: Buffer): Buffer {
    return createHmac('sha256', this.secret).update(`${purpose}\n`).update(nonce).digest();
  }

  private textOf(nonce: Buffer): string {
    const bytes = this.derive('text', nonce);
    const length = LENGTH.min + ((bytes[0] ?? 0) % (LENGTH.max - LENGTH.min + 1));
    return Array.from({ length }, (_, i) => CAPTCHA_ALPHABET[(bytes[i + 1] ?? 0) % CAPTCHA_ALPHABET.length]).join('');
  }

  private forgetLapsed(): void {
    const now = this.now();
    for (const [key, expiresAtMs] of this.used) {
      if (now < expiresAtMs) break;
      this.used.delete(key);
    }
  }
}

/** The allowance of `key`, refilled up to now; the map keeps the most recent last and forgets the oldest. */
function bucketOf(
  map: Map<string, Bucket>,
  key: string,
  rate: { burst: number; intervalMs: number },
  now: number,
): Bucket {
  const bucket = map.get(key) ?? { tokens: rate.burst, refilledAtMs: now };
  const earned = Math.floor((now - bucket.refilledAtMs) / rate.intervalMs);
  if (earned > 0) {
    bucket.tokens = Math.min(rate.burst, bucket.tokens + earned);
    bucket.refilledAtMs = bucket.tokens === rate.burst ? now : bucket.refilledAtMs + earned * rate.intervalMs;
  }
  if (bucket.tokens >= rate.burst) bucket.refilledAtMs = now;
  map.delete(key);
  map.set(key, bucket);
  while (map.size > TRACKED_MAX) map.delete(map.keys().next().value as string);
  return bucket;
}

const waitOf = (bucket: Bucket, rate: { intervalMs: number }, now: number): number =>
  Math.max(1, bucket.refilledAtMs + rate.intervalMs - now);
