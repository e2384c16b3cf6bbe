import type { z } from 'zod';
import type { PermissionArea } from './permissions.ts';

/**
 * Where an endpoint lives and how it is called, without its schemas. Kept free of zod so that the login page, which
 * must load instantly, can call the device without loading the schema library; `endpoint()` adds the schemas.
 * The type parameters carry the input and answer types for the client.
 */
export interface Route<Q = unknown, P = unknown, D = unknown> {
  /** our cross-reference id from api.md, e.g. SYS-02 */
  readonly id: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** fixed query values that pick this endpoint, e.g. `{ form: 'login' }` */
  readonly select: Readonly<Record<string, string>>;
  /** body `method` of a POST; null for GETs and for the one POST that sends none (setting_board) */
  readonly verb: string | null;
  /** reachable without a session token */
  readonly isPublic: boolean;
  /** the permission area it belongs to (permissions.ts): who may call it follows from this */
  readonly area: PermissionArea;
  /** whether calling it changes the device (every POST, and the action GETs such as /system_reboot) */
  readonly changes: boolean;
  /** one line for the API reference */
  readonly description?: string;
  /** type-level only: never set at run time */
  readonly __types?: { query: Q; param: P; data: D };
}

/** The query or param of a route that takes none. */
export type NoParams = Record<string, never>;
/** What a schema takes, for a schema-free route's type (the schema itself is only imported as a type). */
export type InputOf<S extends z.ZodType> = z.input<S>;
/** What a schema answers, likewise. */
export type OutputOf<S extends z.ZodType> = z.output<S>;

export type RouteQuery<R> = R extends Route<infer Q, unknown, unknown> ? Q : never;
export type RouteParam<R> = R extends Route<unknown, infer P, unknown> ? P : never;
export type RouteData<R> = R extends Route<unknown, unknown, infer D> ? D : never;

export interface RouteSpec {
  id: string;
  /** one line for the API reference: what the endpoint does, in the device's words */
  description?: string;
  method: 'GET' | 'POST';
  path: string;
  select?: Record<string, string>;
  verb?: string | null;
  isPublic?: boolean;
  /** only where the path's area (pathAreas.ts) is not the endpoint's; `endpoint()` works it out otherwise */
  area?: PermissionArea;
  /** an action GET (api.md §1.7) says true; a POST that changes nothing (a ping) says false */
  changes?: boolean;
}

/** A route whose area is written out (the login page's routes); endpoint() adds the area from the path table. */
export function route<Q = Record<string, never>, P = Record<string, never>, D = undefined>(
  spec: RouteSpec & { area: PermissionArea },
): Route<Q, P, D> {
  return {
    id: spec.id,
    method: spec.method,
    path: spec.path,
    select: spec.select ?? {},
    // an explicit null (no verb at all) must survive: setting_board sends none
    verb: spec.verb !== undefined ? spec.verb : spec.method === 'POST' ? 'set' : null,
    isPublic: spec.isPublic ?? false,
    area: spec.area,
    changes: spec.changes ?? spec.method === 'POST',
    ...(spec.description === undefined ? {} : { description: spec.description }),
  };
}

/** Whether a value is a route or an endpoint: how a list of every endpoint is read from the package's exports. */
export function isRoute<T>(value: T): value is T & Route {
  if (typeof value !== 'object' || value === null) return false;
  const { id, method, path } = value as Partial<Record<keyof Route, unknown>>;
  return typeof id === 'string' && (method === 'GET' || method === 'POST') && typeof path === 'string';
}

/** The URL of a request: path, selecting values, then the query parameters. */
export function endpointUrl(ep: Route, query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams(ep.select);
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${ep.path}?${text}` : ep.path;
}

/** The JSON body of a POST: `{ method, param }`, or `{ param }` where the device expects no verb. */
export function endpointBody(ep: Route, param: unknown): Record<string, unknown> {
  return ep.verb === null ? { param } : { method: ep.verb, param };
}
