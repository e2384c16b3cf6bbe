import type { FastifyReply } from 'fastify';

/**
 * Writes a response header in exactly the spelling given, e.g. `X-Token` (api.md §8.8). Fastify lowercases the
 * names of headers set through `reply.header`, and some HTTP libraries in the field match header names
 * case-sensitively; Node writes a name set on the raw response as it was given.
 */
export function writeDeviceHeader(reply: FastifyReply, name: string, value: string): void {
  reply.raw.setHeader(name, value);
}
