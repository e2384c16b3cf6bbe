import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { X509Certificate } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SELF_SIGNED_FILES, loadTls } from './certificate.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'olt-tls-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const DAY_MS = 24 * 60 * 60_000;

describe('the HTTPS certificate', () => {
  it('is made on first start, kept in the data directory with a private key only the owner reads, and reused', async () => {
    const dataDir = tempDir();
    const first = await loadTls({ dataDir });
    const cert = new X509Certificate(first.cert);
    expect(cert.subjectAltName).toContain('DNS:localhost');
    expect(cert.subjectAltName).toContain('IP Address:127.0.0.1');
    expect(cert.ca).toBe(false);
    expect(statSync(join(dataDir, SELF_SIGNED_FILES.key)).mode & 0o077).toBe(0);
    expect(first.certPath).toBe(join(dataDir, SELF_SIGNED_FILES.cert));
    expect((await loadTls({ dataDir })).fingerprint).toBe(first.fingerprint);
  });

  it('is made again when the kept one nears its end or is damaged', async () => {
    const dataDir = tempDir();
    const first = await loadTls({ dataDir });
    const later = await loadTls({ dataDir, now: () => Date.now() + 820 * DAY_MS });
    expect(later.fingerprint).not.toBe(first.fingerprint);
    writeFileSync(join(dataDir, SELF_SIGNED_FILES.cert), 'not a certificate');
    expect((await loadTls({ dataDir })).fingerprint).not.toBe(later.fingerprint);
  });

  it("serves the operator's own pair, and refuses one whose key does not belong to it", async () => {
    const own = await loadTls({ dataDir: tempDir() });
    const other = await loadTls({ dataDir: tempDir() });
    const dir = tempDir();
    const certFile = join(dir, 'cert.pem');
    const keyFile = join(dir, 'key.pem');
    writeFileSync(certFile, own.cert);
    writeFileSync(keyFile, own.key);
    const dataDir = tempDir();
    expect(await loadTls({ dataDir, certFile, keyFile })).toMatchObject({
      fingerprint: own.fingerprint,
      certPath: certFile,
    });
    writeFileSync(keyFile, other.key);
    await expect(loadTls({ dataDir, certFile, keyFile })).rejects.toThrow(/--tls-key does not belong/);
    await expect(loadTls({ dataDir, certFile: join(dir, 'missing.pem'), keyFile })).rejects.toThrow(
      /--tls-cert: cannot read/,
    );
    writeFileSync(certFile, 'junk');
    await expect(loadTls({ dataDir, certFile, keyFile })).rejects.toThrow(/--tls-cert: not a PEM certificate/);
  });
});
