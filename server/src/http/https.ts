import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TlsPair } from './certificate.ts';
import { answerClientError, HEADERS_MAX_BYTES } from './requestSize.ts';

/**
 * TLS 1.2 suites offered: only ephemeral ECDH key exchange (forward secrecy) with an AEAD cipher (GCM, ChaCha20);
 * no RSA key exchange, no CBC. TLS 1.3 suites are all of that kind and are left as Node has them.
 */
export const TLS12_CIPHERS = [
  'ECDHE-ECDSA-AES128-GCM-SHA256',
  'ECDHE-RSA-AES128-GCM-SHA256',
  'ECDHE-ECDSA-AES256-GCM-SHA384',
  'ECDHE-RSA-AES256-GCM-SHA384',
  'ECDHE-ECDSA-CHACHA20-POLY1305',
  'ECDHE-RSA-CHACHA20-POLY1305',
].join(':');
const TLS13_CIPHERS = 'TLS_AES_128_GCM_SHA256:TLS_AES_256_GCM_SHA384:TLS_CHACHA20_POLY1305_SHA256';

/**
 * HTTPS beside HTTP for the same app (api.md §8.10): a TLS server whose requests go through the app's own routing
 * and whose websocket upgrades reach the app's /ws, so sessions, routes and pushes are the same on both. Call before
 * the app listens (it adds a close hook); `listen` then opens the port.
 */
export function serveHttpsToo(
  app: FastifyInstance,
  tls: TlsPair,
): { listen: (port: number, host: string) => Promise<number> } {
  const server: Server = createServer(
    {
      cert: tls.cert,
      key: tls.key,
      minVersion: 'TLSv1.2',
      ciphers: `${TLS13_CIPHERS}:${TLS12_CIPHERS}`,
      honorCipherOrder: true,
      maxHeaderSize: HEADERS_MAX_BYTES,
    },
    (req, res) => app.routing(req, res),
  );
  server.on('clientError', answerClientError);
  // the same idle limits as the app's HTTP server, so a client sees one device on both
  server.keepAliveTimeout = app.server.keepAliveTimeout;
  server.requestTimeout = app.server.requestTimeout;
  server.on('upgrade', (req, socket, head) => app.server.emit('upgrade', req, socket, head));
  // a TLS handshake that fails (a client that does not trust the certificate) is the client's business
  server.on('tlsClientError', (err) => app.log.debug({ err }, 'TLS handshake failed'));
  app.addHook('onClose', (_instance, done) => {
    server.closeIdleConnections();
    server.close(() => done());
  });
  return {
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve((server.address() as AddressInfo).port);
        });
      }),
  };
}
