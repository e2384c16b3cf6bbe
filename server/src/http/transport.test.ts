import { afterEach, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CODE } from '@olt/protocol';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { loadTls } from './certificate.ts';
import { serveHttpsToo } from './https.ts';
import { URL_MAX_CHARS } from './requestSize.ts';

let t: TestApp | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Sends raw HTTP to a listening server and answers what came back. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('answers a session reads', () => {
  it('carry Cache-Control: no-store (the ONU table, the audit CSV, the system board)', async () => {
    t = await buildTestApp();
    const token = await t.signIn();
    for (const url of ['/onutable?port_id=1', '/system_audit?form=csv', '/board?info=system']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-token': token } });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('an oversized request', () => {
  it('is answered in the envelope: a long query through the app, and headers Node cannot read', async () => {
    t = await buildTestApp();
    const long = `/board?info=system&t=${'x'.repeat(URL_MAX_CHARS)}`;
    const res = await t.app.inject({ method: 'GET', url: long });
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ code: number; message: string }>();
    expect(answer.code).toBe(CODE.error);
    expect(answer.message).toMatch(/^error: the request URL/);

    const port = await new Promise<number>((resolve) => {
      void t!.app
        .listen({ port: 0, host: '127.0.0.1' })
        .then(() => resolve((t!.app.server.address() as { port: number }).port));
    });
    const overLimit = await rawRequest(port, `GET ${long} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(overLimit).toMatch(/^HTTP\/1\.1 200/);
    expect(overLimit).toContain('"code":2');
    const hugeHeader = await rawRequest(
      port,
      `GET /board_info HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(80 * 1024)}\r\n\r\n`,
    );
    expect(hugeHeader).toMatch(/^HTTP\/1\.1 200/);
    expect(hugeHeader).toContain('"message":"error: the request line and headers are too large"');
  });
});

describe('HTTPS', () => {
  it('offers TLS 1.2 only with forward-secret AEAD suites', async () => {
    t = await buildTestApp();
    const dataDir = mkdtempSync(join(tmpdir(), 'olt-tls-'));
    dirs.push(dataDir);
    const https = serveHttpsToo(t.app, await loadTls({ dataDir }));
    const port = await https.listen(0, '127.0.0.1');
    const handshake = (ciphers: string) =>
      new Promise<string>((resolve) => {
        const socket = tlsConnect({
          port,
          host: '127.0.0.1',
          rejectUnauthorized: false,
          maxVersion: 'TLSv1.2',
          ciphers,
        });
        socket.on('secureConnect', () => {
          resolve(socket.getCipher().name);
          socket.end();
        });
        socket.on('error', () => resolve('refused'));
      });
    expect(await handshake('AES128-SHA')).toBe('refused');
    expect(await handshake('AES256-GCM-SHA384')).toBe('refused');
    expect(await handshake('ECDHE-RSA-AES128-SHA')).toBe('refused');
    expect(await handshake('ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES128-GCM-SHA256')).toMatch(/GCM/);
  });
});
