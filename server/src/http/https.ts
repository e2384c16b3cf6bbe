import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TlsPair } from './certificate.ts';

/**
 * HTTPS beside HTTP for the same app (api.md §8.10): a TLS server whose requests go through the app's own routing
 * and whose websocket upgrades reach the app's /ws, so sessions, routes and pushes are the same on both. Call before
 * the app listens (it adds a close hook); `listen` then opens the port.
 */
export function serveHttpsToo(
  app: FastifyInstance,
  tls: TlsPair,
): { listen: (port: number, host: string) => Promise<number> } {
  const server: Server = createServer({ cert: tls.cert, key: tls.key }, (req, res) => app.routing(req, res));
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
