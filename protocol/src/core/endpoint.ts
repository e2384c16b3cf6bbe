import { z } from 'zod';
import { routeAt } from './pathAreas.ts';
import type { Route, RouteSpec } from './route.ts';

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
  /** one line saying what the endpoint does: the API reference (docs/api.md, /api-docs) is built from it */
  readonly description: string;
  /** ours, not the device family's: the original console and scripts in the field never call it */
  readonly isAddition: boolean;
  /**
   * a GET with a side effect (save, reboot, …, api.md §1.7), or the reboot poll that goes with them: it is also
   * answered as a POST with `{"method":"set","param":{}}` or an empty body, as scripts send it (api.md §8.3);
   * `actionPost` builds that twin
   */
  readonly isAction: boolean;
  /**
   * a write whose `flags` names the fields it changes: each field and its bit. Sent without `flags` (a script writing
   * back what it read), the write changes the fields it sends whose value differs from what its read answers now
   */
  readonly flagFields?: Readonly<Record<string, number>>;
}

const empty = z.object({});

interface EndpointSpec<Q extends z.ZodType, P extends z.ZodType, D extends z.ZodType> extends RouteSpec {
  /** required: an endpoint without one would be missing from the API reference */
  description: string;
  query?: Q;
  param?: P;
  data?: D;
  addition?: boolean;
  action?: boolean;
  flagFields?: Readonly<Record<string, number>>;
}

/**
 * An endpoint, from its route and schemas. Built from a schema-free route (`endpoint({ ...onuAddRoute, param })`),
 * the route's types come along in the spread (`__types`) and must be what the schemas take and answer: the types the
 * console's early code was given and the schemas the device validates with cannot drift apart.
 */
export function endpoint<
  Q extends z.ZodType = typeof empty,
  P extends z.ZodType = typeof empty,
  D extends z.ZodType = z.ZodUndefined,
>(
  spec: EndpointSpec<Q, P, D> & { __types?: { query: z.input<Q>; param: z.input<P>; data: z.output<D> } },
): Endpoint<Q, P, D> {
  // an action GET changes the device unless it says otherwise (permissions.ts gates writes by this)
  return {
    ...routeAt({ ...spec, changes: spec.changes ?? (spec.action === true ? true : undefined) }),
    query: (spec.query ?? empty) as Q,
    param: (spec.param ?? empty) as P,
    data: (spec.data ?? z.undefined()) as D,
    description: spec.description,
    isAddition: spec.addition ?? false,
    isAction: spec.action ?? false,
    ...(spec.flagFields ? { flagFields: spec.flagFields } : {}),
  };
}

/**
 * The POST twin of an action GET (api.md §8.3): same path, selector, query and answer, verb `set` (an empty body or
 * one without `method` is taken too); its `param` carries nothing. Derived, so a new action GET gets its twin.
 */
export function actionPost<E extends Endpoint>(ep: E): Endpoint<E['query'], typeof empty, E['data']> {
  return {
    ...ep,
    id: `${ep.id}-POST`,
    method: 'POST',
    verb: 'set',
    param: empty,
    description: `${ep.description} The same as the GET, posted as scripts do.`,
    __types: undefined,
  };
}

export type EndpointParam<E extends Endpoint> = z.input<E['param']>;
export type EndpointData<E extends Endpoint> = z.output<E['data']>;
