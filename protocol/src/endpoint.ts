import { z } from 'zod';

/**
 * One device endpoint: the HTTP method and path, the query values that select it among the endpoints of that path
 * (`form`, `info`, `type`), the body's `method` verb, and the schemas of its input and answer. The server dispatches
 * on exactly these, and the console builds its requests from them: one definition for both sides.
 */
export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
> {
  /** our cross-reference id from api.md, e.g. SYS-02 */
  readonly id: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** fixed query values that pick this endpoint, e.g. `{ form: 'login' }` */
  readonly select: Readonly<Record<string, string>>;
  /** body `method` of a POST; null for GETs and for the one POST that sends none (setting_board) */
  readonly verb: string | null;
  /** further query parameters (GET) */
  readonly query: Q;
  /** body `param` (POST) */
  readonly param: P;
  /** answer `data` */
  readonly data: D;
  /** reachable without a session token */
  readonly isPublic: boolean;
}

const empty = z.object({});

interface EndpointSpec<Q extends z.ZodType, P extends z.ZodType, D extends z.ZodType> {
  id: string;
  method: 'GET' | 'POST';
  path: string;
  select?: Record<string, string>;
  verb?: string | null;
  query?: Q;
  param?: P;
  data?: D;
  isPublic?: boolean;
}

export function endpoint<
  Q extends z.ZodType = typeof empty,
  P extends z.ZodType = typeof empty,
  D extends z.ZodType = z.ZodUndefined,
>(spec: EndpointSpec<Q, P, D>): Endpoint<Q, P, D> {
  return {
    id: spec.id,
    method: spec.method,
    path: spec.path,
    select: spec.select ?? {},
    // an explicit null (a POST without a verb) must survive, so `??` will not do here
    verb: spec.verb !== undefined ? spec.verb : spec.method === 'POST' ? 'set' : null,
    query: (spec.query ?? empty) as Q,
    param: (spec.param ?? empty) as P,
    data: (spec.data ?? z.undefined()) as D,
    isPublic: spec.isPublic ?? false,
  };
}

export type EndpointQuery<E extends Endpoint> = z.input<E['query']>;
export type EndpointParam<E extends Endpoint> = z.input<E['param']>;
export type EndpointData<E extends Endpoint> = z.output<E['data']>;

/** The URL of a request: path, selecting values, then the query parameters. */
export function endpointUrl(ep: Endpoint, query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams(ep.select);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${ep.path}?${text}` : ep.path;
}

/** The JSON body of a POST: `{ method, param }`, or `{ param }` where the device expects no verb. */
export function endpointBody(ep: Endpoint, param: unknown): Record<string, unknown> {
  return ep.verb === null ? { param } : { method: ep.verb, param };
}

/** A query number: the device's query strings carry numbers as text. */
export const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
