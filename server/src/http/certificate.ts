import { X509Certificate, createPrivateKey } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { hostname, networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';

/** The self-signed pair kept in the data directory (README: trust it, or bring your own with --tls-cert/--tls-key). */
export const SELF_SIGNED_FILES = { cert: 'https-cert.pem', key: 'https-key.pem' } as const;
/** Apple platforms refuse server certificates valid for longer, even trusted by hand. */
const VALID_DAYS = 825;
/** A kept certificate this close to its end is replaced at start-up. */
const RENEW_BEFORE_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

export interface TlsPair {
  cert: string;
  key: string;
  /** the certificate file, for the start-up line */
  certPath: string;
  /** SHA-256 fingerprint, to compare with what a client is shown */
  fingerprint: string;
}

interface TlsOptions {
  dataDir: string;
  /** both given: the operator's own certificate and key (PEM files) */
  certFile?: string | undefined;
  keyFile?: string | undefined;
  now?: () => number;
}

/**
 * The certificate HTTPS serves: the operator's own pair when given (refused at start-up if unreadable or not a pair),
 * else the self-signed one kept in the data directory, made on first start and again when it nears its end.
 */
export async function loadTls(options: TlsOptions): Promise<TlsPair> {
  if (options.certFile !== undefined && options.keyFile !== undefined) {
    const pair = checkPair(read(options.certFile, '--tls-cert'), read(options.keyFile, '--tls-key'), '--tls-cert');
    if (!pair) throw new Error(`--tls-key does not belong to the certificate ${options.certFile}`);
    return { ...pair, certPath: options.certFile };
  }
  const nowMs = (options.now ?? Date.now)();
  const certPath = join(options.dataDir, SELF_SIGNED_FILES.cert);
  const keyPath = join(options.dataDir, SELF_SIGNED_FILES.key);
  if (existsSync(certPath) && existsSync(keyPath)) {
    const kept = checkPair(readFileSync(certPath, 'utf8'), readFileSync(keyPath, 'utf8'), certPath, nowMs);
    if (kept) return { ...kept, certPath };
  }
  const made = await selfSigned(nowMs);
  mkdirSync(options.dataDir, { recursive: true });
  // the key first and each file whole: a crash half-way leaves no certificate without its key
  writeWhole(keyPath, made.private, 0o600);
  writeWhole(certPath, made.cert, 0o644);
  return { cert: made.cert, key: made.private, certPath, fingerprint: fingerprintOf(made.cert) };
}

function read(path: string, option: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    throw new Error(`${option}: cannot read ${path}: ${(err as Error).message}`, { cause: err });
  }
}

/**
 * The pair when the key belongs to the certificate (and, with `nowMs`, it is valid for a while yet); null when not.
 * A file that is not PEM at all is the operator's mistake and stops the start with its name.
 */
function checkPair(
  cert: string,
  key: string,
  certName: string,
  nowMs?: number,
): { cert: string; key: string; fingerprint: string } | null {
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(cert);
  } catch {
    if (nowMs !== undefined) return null;
    throw new Error(`${certName}: not a PEM certificate`);
  }
  let matches: boolean;
  try {
    matches = x509.checkPrivateKey(createPrivateKey(key));
  } catch {
    if (nowMs !== undefined) return null;
    throw new Error(`--tls-key: not a PEM private key`);
  }
  if (!matches) return null;
  if (nowMs !== undefined && Date.parse(x509.validTo) - nowMs < RENEW_BEFORE_DAYS * DAY_MS) return null;
  return { cert, key, fingerprint: x509.fingerprint256 };
}

/** Valid for the names a client on this machine or the LAN would use: localhost, the host name and its addresses. */
async function selfSigned(nowMs: number) {
  const addresses = Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .map((a) => a.address)
    .filter((ip) => !ip.startsWith('fe80'));
  const names = [...new Set(['localhost', hostname()])];
  const ips = [...new Set(['127.0.0.1', '::1', ...addresses])];
  return generate([{ name: 'commonName', value: 'EPON OLT (simulated)' }], {
    keyType: 'rsa',
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate: new Date(nowMs - DAY_MS),
    notAfterDate: new Date(nowMs + VALID_DAYS * DAY_MS),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          ...names.map((value) => ({ type: 2 as const, value })),
          ...ips.map((ip) => ({ type: 7 as const, ip })),
        ],
      },
    ],
  });
}

function writeWhole(path: string, text: string, mode: number): void {
  const temporary = `${path}.tmp`;
  writeFileSync(temporary, text, { mode });
  renameSync(temporary, path);
}

const fingerprintOf = (cert: string): string => new X509Certificate(cert).fingerprint256;
