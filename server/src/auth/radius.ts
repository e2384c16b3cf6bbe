import { createSocket, type Socket } from 'node:dgram';
import { isIP } from 'node:net';
import { randomInt } from 'node:crypto';
import radius from 'radius';
import { RADIUS_LEVEL } from '@olt/protocol';

/** Where and how to ask (the AAA settings, times in milliseconds). */
export interface RadiusServer {
  host: string;
  port: number;
  secret: string;
  timeoutMs: number;
  /** further tries after the first one times out */
  retries: number;
}

export type RadiusAnswer =
  { kind: 'accept'; level: number | null } | { kind: 'reject' } | { kind: 'unreachable'; reason: string };

/** The level a reply grants: `Filter-Id` of `N` or `olt-level=N` (RADIUS_LEVEL_ATTRIBUTE); null when it names none. */
function levelOf(attributes: Record<string, unknown>): number | null {
  const value = attributes['Filter-Id'];
  const texts = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
  for (const text of texts) {
    const m = /^(?:olt-level=)?(\d)$/.exec(text.trim());
    const level = m ? Number(m[1]) : NaN;
    if (level >= RADIUS_LEVEL.min && level <= RADIUS_LEVEL.max) return level;
  }
  return null;
}

/**
 * Asks a RADIUS server whether `name` may sign in with `password` (RFC 2865 Access-Request with PAP, over UDP), with
 * a Message-Authenticator on the request and the reply's authenticators checked (a forged or damaged reply is
 * dropped as if it never came). Each try waits `timeoutMs`; after 1 + `retries` tries the server is unreachable.
 * Packets are encoded and checked by the `radius` library; this module only carries them.
 */
export async function radiusAuthenticate(
  server: RadiusServer,
  name: string,
  password: string,
  nasIdentifier: string,
): Promise<RadiusAnswer> {
  const identifier = randomInt(256);
  const request = radius.encode({
    code: 'Access-Request',
    secret: server.secret,
    identifier,
    attributes: [
      ['User-Name', name],
      ['User-Password', password],
      ['NAS-Identifier', nasIdentifier],
      ['Service-Type', 'Administrative-User'],
    ],
    add_message_authenticator: true,
  });
  const family = isIP(server.host) === 6 ? 'udp6' : 'udp4';
  const socket = createSocket(family);
  try {
    for (let attempt = 0; attempt <= server.retries; attempt++) {
      const reply = await exchange(socket, request, server, identifier);
      if (reply === 'timeout') continue;
      if (reply instanceof Error) return { kind: 'unreachable', reason: reply.message };
      const decoded = radius.decode({ packet: reply, secret: server.secret });
      if (decoded.code === 'Access-Accept') {
        return { kind: 'accept', level: levelOf(decoded.attributes as Record<string, unknown>) };
      }
      return { kind: 'reject' };
    }
    return { kind: 'unreachable', reason: `no answer from ${server.host}:${server.port}` };
  } finally {
    socket.close();
  }
}

/** Sends the request once and waits for a verified reply to it, a socket error, or the timeout. */
function exchange(
  socket: Socket,
  request: Buffer,
  server: RadiusServer,
  identifier: number,
): Promise<Buffer | Error | 'timeout'> {
  return new Promise((resolve) => {
    const done = (answer: Buffer | Error | 'timeout') => {
      clearTimeout(timer);
      socket.off('message', onMessage);
      socket.off('error', onError);
      resolve(answer);
    };
    const onMessage = (packet: Buffer) => {
      try {
        if (packet[1] !== identifier) return;
        if (!radius.verify_response({ response: packet, request, secret: server.secret })) return;
        done(packet);
      } catch {
        // not a RADIUS reply, or one signed with another secret: ignored, as the RFC asks
      }
    };
    const onError = (err: Error) => done(err);
    const timer = setTimeout(() => done('timeout'), server.timeoutMs);
    socket.on('message', onMessage);
    socket.on('error', onError);
    socket.send(request, server.port, server.host, (err) => {
      if (err) done(err);
    });
  });
}
