import { actionPost, type Endpoint } from '../core/endpoint.ts';
import * as protocol from '../index.ts';

/** Whether an exported value is an endpoint built by `endpoint()`. */
function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const ep = value as Partial<Endpoint>;
  return typeof ep.id === 'string' && typeof ep.path === 'string' && ep.param !== undefined && ep.data !== undefined;
}

const order = (ep: Endpoint): string => `${ep.path} ${new URLSearchParams(ep.select).toString()} ${ep.method} ${ep.id}`;

/**
 * Every endpoint the protocol defines, read from its exports (never listed by hand), with the POST twins of the
 * action GETs, in path order. Kept out of the main entry: the console does not need it, the reference and tests do.
 */
export const ENDPOINTS: readonly Endpoint[] = Object.values(protocol as Record<string, unknown>)
  .filter(isEndpoint)
  .flatMap((ep) => (ep.isAction && ep.method === 'GET' ? [ep, actionPost(ep)] : [ep]))
  .sort((a, b) => order(a).localeCompare(order(b)));
