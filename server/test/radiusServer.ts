import { createSocket } from 'node:dgram';
import radius from 'radius';

export interface RadiusUser {
  password: string;
  /** sent as Filter-Id when given */
  filterId?: string;
}

export interface TestRadiusServer {
  port: number;
  /** Access-Requests received */
  requests: { user: string; password: string; nas: string }[];
  /** when false the server stays silent (an unreachable server) */
  isAnswering: boolean;
  close: () => Promise<void>;
}

/**
 * A small RADIUS server in the test process (UDP on 127.0.0.1, a free port): it decodes each Access-Request with the
 * shared secret, checks the PAP password against `users`, and answers Access-Accept (with Filter-Id) or Access-Reject.
 */
export async function startRadiusServer(secret: string, users: Record<string, RadiusUser>): Promise<TestRadiusServer> {
  const socket = createSocket('udp4');
  const server: TestRadiusServer = {
    port: 0,
    requests: [],
    isAnswering: true,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
  socket.on('message', (packet, from) => {
    let request: ReturnType<typeof radius.decode>;
    try {
      request = radius.decode({ packet, secret });
    } catch {
      return; // signed with another secret: dropped, as a real server does
    }
    if (request.code !== 'Access-Request') return;
    const attributes = request.attributes as Record<string, unknown>;
    const user = String(attributes['User-Name']);
    const password = String(attributes['User-Password']);
    server.requests.push({ user, password, nas: String(attributes['NAS-Identifier']) });
    if (!server.isAnswering) return;
    const known = users[user];
    const isRight = known !== undefined && known.password === password;
    const reply = radius.encode_response({
      packet: request,
      code: isRight ? 'Access-Accept' : 'Access-Reject',
      secret,
      attributes: isRight && known.filterId ? [['Filter-Id', known.filterId]] : [],
    });
    socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  server.port = socket.address().port;
  return server;
}
