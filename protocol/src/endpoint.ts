import { z } from 'zod';
import { route, type Route, type RouteSpec } from './route.ts';
import { wireInt } from './wireValues.ts';

/**
 * One device endpoint: its route (method, path, the query values that select it among the endpoints of that path,
 * the body's `method` verb) and the schemas of its input and answer. The server dispatches on exactly these and
 * validates with the schemas; the console builds its requests from them: one definition for both sides.
 */
export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
> extends Route<z.input<Q>, z.input<P>, z.output<D>> {
  /** further query parameters (GET) */
  readonly query: Q;
  /** body `param` (POST) */
  readonly param: P;
  /** answer `data` */
  readonly data: D;
}

const empty = z.object({});

interface EndpointSpec<Q extends z.ZodType, P extends z.ZodType, D extends z.ZodType> extends RouteSpec {
  query?: Q;
  param?: P;
  data?: D;
}

export function endpoint<
  Q extends z.ZodType = typeof empty,
  P extends z.ZodType = typeof empty,
  D extends z.ZodType = z.ZodUndefined,
>(spec: EndpointSpec<Q, P, D>): Endpoint<Q, P, D> {
  return {
    ...route(spec),
    query: (spec.query ?? empty) as Q,
    param: (spec.param ?? empty) as P,
    data: (spec.data ?? z.undefined()) as D,
  };
}

export type EndpointQuery<E extends Endpoint> = z.input<E['query']>;
export type EndpointParam<E extends Endpoint> = z.input<E['param']>;
export type EndpointData<E extends Endpoint> = z.output<E['data']>;

export { endpointUrl, endpointBody } from './route.ts';

/** A query number: the device's query strings carry numbers as text; blanks, hex and the like are refused. */
export const queryInt = wireInt;
