import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt cost: N = 2^14, r = 8, p = 1 (the RFC 7914 interactive setting, about 16 MiB and tens of milliseconds per
 * check). The parameters travel inside each hash, so raising them later leaves older hashes readable.
 */
const COST = { N: 16_384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
/** Refuses parameters from a damaged store that would eat the server's memory or time. */
const MAX_N = 1 << 20;

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions & { N: number; r: number; p: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const maxmem = 256 * options.N * options.r;
    scrypt(password.normalize('NFC'), salt, HASH_BYTES, { ...options, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` with salt and hash in base64. Synchronous: used when seeding and creating users. */
export function hashPassword(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  const hash = scryptSync(password.normalize('NFC'), salt, HASH_BYTES, { ...COST, maxmem: 256 * COST.N * COST.r });
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** `hashPassword` off the event loop (libuv's thread pool): for requests, which must not stall the others. */
export async function hashPasswordAsync(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(encoded: string): ParsedHash | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const isPowerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (
    !isPowerOfTwo ||
    N > MAX_N ||
    !Number.isInteger(r) ||
    r < 1 ||
    r > 32 ||
    !Number.isInteger(p) ||
    p < 1 ||
    p > 16
  ) {
    return null;
  }
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const hash = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || hash.length !== HASH_BYTES) return null;
  return { N, r, p, salt, hash };
}

/** A hash of no password, checked for unknown users so that a wrong name takes as long as a wrong password. */
const DECOY = parse(hashPassword(randomBytes(12).toString('base64')));

/**
 * Whether `password` matches `encoded`; the comparison takes the same time wherever the digests differ.
 * An unreadable hash matches nothing, but the check still costs one scrypt run.
 */
export async function checkPassword(encoded: string | null, password: string): Promise<boolean> {
  const parsed = encoded === null ? null : parse(encoded);
  const target = parsed ?? DECOY;
  if (target === null) throw new Error('scrypt decoy hash unreadable');
  const actual = await derive(password, target.salt, { N: target.N, r: target.r, p: target.p });
  return timingSafeEqual(actual, target.hash) && parsed !== null;
}
