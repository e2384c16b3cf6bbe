import { CODE, endpointUrl, TOKEN_HEADER, type Endpoint, type Envelope } from '@olt/protocol';
import { LinkError, type DeviceLink } from './deviceLink.ts';

/** A read of the device's API answered: its envelope, parsed, whatever its code. */
export async function readEnvelope(link: DeviceLink, url: string, token: string): Promise<Envelope<unknown>> {
  const answer = await link.send({
    method: 'GET',
    url,
    headers: { [TOKEN_HEADER.toLowerCase()]: token, accept: 'application/json' },
    isRepeatable: true,
  });
  return parseEnvelope(answer.body, link.address);
}

export function parseEnvelope(body: Buffer, address: string): Envelope<unknown> {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    json = null;
  }
  if (typeof json !== 'object' || json === null || typeof (json as { code?: unknown }).code !== 'number') {
    throw new LinkError('garbled', `error: the device at ${address} answered something other than its API's JSON`);
  }
  return json as Envelope<unknown>;
}

/** Reads one endpoint of the family with a session's token. */
export const readEndpoint = (link: DeviceLink, ep: Endpoint, token: string, query: Record<string, unknown> = {}) =>
  readEnvelope(link, endpointUrl(ep, query), token);

export const isOk = (envelope: Envelope<unknown>): boolean => envelope.code === CODE.ok;
