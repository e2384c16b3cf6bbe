import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type z } from 'zod';
import { CODE, actionPost, type Endpoint, type EndpointData, type Envelope, type PermissionArea } from '@olt/protocol';
import { DeviceError } from '../device/kernel/errors.ts';
import { fail, ok } from './envelope.ts';
import type { Session, SessionCheck } from '../auth/sessions.ts';
import type { Guarded } from '../auth/authorize.ts';
import { SerializedData } from './serializedData.ts';
import { parseAnyBodyAsJson } from './jsonBody.ts';

interface HandlerInput<E extends Endpoint> {
  query: z.output<E['query']>;
  param: z.output<E['param']>;
  req: FastifyRequest;
  reply: FastifyReply;
  /** the signed-in user; empty on public endpoints */
  user: string;
  /** the signed-in session; null on public endpoints */
  session: Session | null;
  token: string;
}
type Answer<E extends Endpoint> =
  | EndpointData<E>
  | undefined
  // a write whose handler returns what the device method returned (nothing)
  | void
  | EnvelopeAnswer<unknown>
  | SerializedData
  | FileAnswer;
type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Answer<E> | Promise<Answer<E>>;

export interface RouteDef {
  ep: Endpoint;
  handler: Handler<Endpoint>;
}

/** Pairs an endpoint of the protocol with its handler; the handler's types follow from the endpoint. */
export function route<E extends Endpoint>(ep: E, handler: Handler<E>): RouteDef {
  return { ep, handler: handler };
}

/**
 * The param of a write with `flagFields` as its handler gets it: the dispatcher has derived `flags` where none was
 * sent, so they are always there.
 */
export function flagged<P extends { flags?: number | undefined }>(param: P): P & { flags: number } {
  if (param.flags === undefined) throw new Error('flags were not derived before the handler');
  return param as P & { flags: number };
}

/** Lets a handler answer a file (a CSV export) instead of the envelope. */
export class FileAnswer {
  constructor(
    readonly body: Buffer,
    readonly type: string,
    readonly filename: string,
  ) {}
}

/** Lets a handler answer a whole envelope (a warning, a special code) instead of plain data. */
export class EnvelopeAnswer<T> {
  constructor(readonly envelope: Envelope<T>) {}
}

/** Where the dispatcher asks whether a token is valid: it answers the session or a session-ending code. */
type TokenChecker = (token: string | undefined, req: FastifyRequest) => SessionCheck;

/** A request that tried to change something, and what it was answered (the audit trail hears these). */
export interface ChangeAttempt {
  req: FastifyRequest;
  session: Session;
  /** null when no endpoint matched the request's form or verb, or for a route outside the endpoint table */
  ep: Endpoint | null;
  area: PermissionArea;
  /** the request's parameters as sent (body `param`, or the query of an action GET) */
  params: unknown;
  answer: Envelope<unknown>;
  /** refused by the permission check, not by the endpoint */
  isDenied: boolean;
}

/** The dispatcher's checks around every endpoint: the session, the permission, and who hears the changes. */
export interface Gate {
  checkToken: TokenChecker;
  /** the refusal (an `error:` message) of a request the session may not make; null lets it through */
  authorize: (route: Guarded, session: Session) => string | null;
  /** hears every request with a session that tried to change something, accepted or refused */
  onChange?: (attempt: ChangeAttempt) => void;
  /** runs an endpoint's handler (the device log marks the lines it writes with the endpoint's module) */
  runIn?: <T>(ep: Endpoint, run: () => T) => T;
}

const SELECT_KEYS = ['form', 'info', 'type'] as const;

/** The routes with the POST twin of each action GET (protocol `actionPost`), answered by the same handler. */
export function withActionPosts(defs: readonly RouteDef[]): RouteDef[] {
  return defs.flatMap((def) =>
    def.ep.isAction && def.ep.method === 'GET' ? [def, { ep: actionPost(def.ep), handler: def.handler }] : [def],
  );
}

/**
 * Registers the endpoints: one Fastify route per method and path, which checks the session (unless the request picks
 * a public endpoint; before saying whether its form or verb exists), picks the endpoint by its selecting query
 * values (`form`, `info`, `type`) and body verb, checks the session's permission for the endpoint's area, validates
 * the query and param against the protocol's schemas, and answers the envelope. Bad input never reaches a handler,
 * and a HEAD request never runs an endpoint that changes something.
 * The routes live in a scope of their own, where any body is read as JSON whatever its Content-Type (api.md §8.2).
 */
export function registerRoutes(app: FastifyInstance, defs: readonly RouteDef[], gate: Gate): void {
  const groups = new Map<string, RouteDef[]>();
  for (const def of withActionPosts(defs)) {
    const key = `${def.ep.method} ${def.ep.path}`;
    groups.set(key, [...(groups.get(key) ?? []), def]);
  }
  const reads = readTwins(defs);
  void app.register((scope, _options, done) => {
    parseAnyBodyAsJson(scope);
    for (const [key, group] of groups) {
      const [method, url] = key.split(' ') as ['GET' | 'POST', string];
      const selectProps = Object.fromEntries(
        SELECT_KEYS.filter((k) => group.some((d) => k in d.ep.select)).map((k) => [
          k,
          { type: 'string', maxLength: 64 },
        ]),
      );
      scope.route({
        method,
        url,
        // unknown query parameters (cache-busters such as `t=…`, api.md §8.5) pass and are ignored
        schema: { querystring: { type: 'object', properties: selectProps } },
        handler: async (req, reply) => dispatch(group, req, reply, gate, reads),
      });
    }
    done();
  });
}

async function dispatch(
  group: readonly RouteDef[],
  req: FastifyRequest,
  reply: FastifyReply,
  gate: Gate,
  reads: ReadonlyMap<string, RouteDef>,
): Promise<Envelope<unknown> | Buffer> {
  const query = (req.query ?? {}) as Record<string, unknown>;
  if (/^multipart\//i.test(req.headers['content-type'] ?? ''))
    return fail('error: multipart is for uploads; send the body as JSON');
  if (req.body !== undefined && req.body !== null && (typeof req.body !== 'object' || Array.isArray(req.body)))
    return fail('error: invalid body: body must be object');
  const body = (req.body ?? {}) as Record<string, unknown>;
  const picked = pick(group, req, query, body);
  const def = 'def' in picked ? picked.def : null;

  const token = headerToken(req);
  let session: Session | null = null;
  if (!def?.ep.isPublic) {
    const check = gate.checkToken(token, req);
    if (!check.ok) return { code: check.code, message: check.message };
    session = check.session;
    // what a session reads (ONUs, the audit, its CSV) is never kept by a browser's or a proxy's cache
    void reply.header('Cache-Control', 'no-store');
  }
  const queryIn = def ? Object.fromEntries(Object.entries(query).filter(([k]) => !(k in def.ep.select))) : query;
  // what the audit records: the request as sent until the schema has accepted it, then what the schema accepted
  let audited: unknown = req.method === 'POST' ? body.param : queryIn;
  const changes = def ? def.ep.changes : req.method === 'POST';
  const answer = (envelope: Envelope<unknown>, isDenied = false): Envelope<unknown> => {
    if (session && changes && !def?.ep.isPublic) {
      const area = def?.ep.area ?? group[0]?.ep.area ?? 'system';
      const attempt = { req, session, ep: def?.ep ?? null, area, params: audited, answer: envelope, isDenied };
      // the answer tells what happened: a change already applied stays answered as applied if recording it fails
      try {
        gate.onChange?.(attempt);
      } catch (err) {
        req.log.error({ err }, 'the audit trail could not record a change');
      }
    }
    return envelope;
  };
  if (!def) return answer(fail((picked as { refusal: string }).refusal));
  // a HEAD is a GET without the body (Fastify answers it with the GET route): it must not reboot or save
  if (req.method === 'HEAD' && def.ep.changes) return ok();
  if (session) {
    const refusal = gate.authorize(def.ep, session);
    if (refusal) return answer(fail(refusal), true);
  }

  const parsedQuery = def.ep.query.safeParse(queryIn);
  if (!parsedQuery.success) return answer(fail(describe('query', parsedQuery.error)));
  if (req.method !== 'POST') audited = parsedQuery.data;
  let param: unknown = {};
  if (req.method === 'POST') {
    if (
      body.param !== undefined &&
      (typeof body.param !== 'object' || body.param === null || Array.isArray(body.param))
    ) {
      return answer(fail('error: param must be an object'));
    }
    const parsedParam = def.ep.param.safeParse(body.param ?? {});
    if (!parsedParam.success) return answer(fail(describe('param', parsedParam.error)));
    param = parsedParam.data;
    audited = param;
  }

  try {
    const input = {
      query: parsedQuery.data,
      param,
      req,
      reply,
      user: session?.user ?? '',
      session,
      token: token ?? '',
    };
    if (def.ep.flagFields && (param as { flags?: unknown }).flags === undefined) {
      const flags = await flagsOfChanges(def.ep, def.ep.flagFields, input, reads);
      if (typeof flags === 'string') return answer(fail(flags));
      // nothing it sends differs from the device's: accepted, and nothing is changed
      if (flags === 0) return answer(ok());
      input.param = param = { ...(param as object), flags };
      audited = param;
    }
    const result = await (gate.runIn ? gate.runIn(def.ep, () => def.handler(input)) : def.handler(input));
    if (result instanceof EnvelopeAnswer) return answer(result.envelope as Envelope<unknown>);
    if (result instanceof SerializedData) {
      void reply.type('application/json; charset=utf-8');
      return result.body;
    }
    if (result instanceof FileAnswer) {
      void reply.type(result.type).header('Content-Disposition', `attachment; filename="${result.filename}"`);
      return result.body;
    }
    return answer(ok(result));
  } catch (err) {
    // the device refused (it changed nothing), or the request cannot be served: the message says why
    if (err instanceof DeviceError) return answer({ code: err.code, message: err.message });
    req.log.error({ err }, 'handler failed');
    return answer({ code: CODE.error, message: 'error: the device could not complete the request' });
  }
}

/** The endpoint a request picks by its selecting values and verb, or why none. */
function pick(
  group: readonly RouteDef[],
  req: FastifyRequest,
  query: Record<string, unknown>,
  body: Record<string, unknown>,
): { def: RouteDef } | { refusal: string } {
  const bySelect = group
    .filter((d) => Object.entries(d.ep.select).every(([k, v]) => query[k] === v))
    .filter((d) => SELECT_KEYS.every((k) => k in d.ep.select || query[k] === undefined || !selects(group, k)));
  if (bySelect.length === 0) {
    const which = SELECT_KEYS.filter((k) => query[k] !== undefined).map((k) => `${k}=${String(query[k])}`);
    return { refusal: `error: unknown request ${which.join('&') || '(no form)'}` };
  }
  const verb = typeof body.method === 'string' ? body.method : null;
  const def =
    req.method === 'POST'
      ? (bySelect.find((d) => d.ep.verb === verb) ??
        bySelect.find((d) => d.ep.verb === null) ??
        // an action posted with an empty body or none of `method` (api.md §8.3)
        (body.method === undefined ? bySelect.find((d) => d.ep.isAction) : undefined))
      : pickByQuery(bySelect, query);
  if (def) return { def };
  return {
    refusal:
      body.method === undefined
        ? 'error: the body has no method'
        : `error: unknown method ${JSON.stringify(body.method)}`,
  };
}

/**
 * GET endpoints of one path and form may differ only by their query (OPT-01 lists every PON module, OPT-02 with a
 * port_id answers one; ONU-16 lists a PON, ONU-17 with an onu_id answers one ONU): the one naming the most of the
 * parameters the request carries wins, the narrower one on a tie, and is then validated.
 */
function pickByQuery(candidates: readonly RouteDef[], query: Record<string, unknown>): RouteDef | undefined {
  if (candidates.length <= 1) return candidates[0];
  const keysOf = (d: RouteDef) => Object.keys((d.ep.query as unknown as { shape?: object }).shape ?? {});
  const carried = (d: RouteDef) => keysOf(d).filter((k) => query[k] !== undefined).length;
  return [...candidates].sort((a, b) => carried(b) - carried(a) || keysOf(a).length - keysOf(b).length)[0];
}

function selects(group: readonly RouteDef[], key: string): boolean {
  return group.some((d) => key in d.ep.select);
}

export function headerToken(req: FastifyRequest): string | undefined {
  const value = req.headers['x-token'];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

/** `error: invalid param.name: …` naming the first offending field. */
export function describe(where: string, error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return `error: invalid ${where}`;
  const path = issue.path.length ? `${where}.${issue.path.join('.')}` : where;
  return `error: invalid ${path}: ${issue.message}`;
}

const formKey = (ep: Endpoint) => `${ep.path}?${new URLSearchParams(ep.select).toString()}`;

/** The plain read of each path and form (not an action), where a write's `flags` can be derived from. */
function readTwins(defs: readonly RouteDef[]): Map<string, RouteDef> {
  const reads = new Map<string, RouteDef>();
  for (const def of defs) if (def.ep.method === 'GET' && !def.ep.isAction) reads.set(formKey(def.ep), def);
  return reads;
}

/**
 * The `flags` of a write sent without them: the bits of the fields it sends whose value differs from what the read of
 * the same path and form answers now, asked with the write's own ids (`port_id`, `onu_id`, …). Answers a refusal
 * when there is no such read to compare with.
 */
async function flagsOfChanges(
  ep: Endpoint,
  bits: Readonly<Record<string, number>>,
  input: HandlerInput<Endpoint>,
  reads: ReadonlyMap<string, RouteDef>,
): Promise<number | string> {
  const missing = 'error: invalid param.flags: name the fields to change';
  const read = reads.get(formKey(ep));
  if (!read) return missing;
  const sent = input.param as Record<string, unknown>;
  const shape = (read.ep.query as { shape?: Record<string, unknown> }).shape ?? {};
  const query = read.ep.query.safeParse(Object.fromEntries(Object.keys(shape).map((k) => [k, sent[k]])));
  if (!query.success) return missing;
  const now = await read.handler({ ...input, query: query.data, param: {} });
  if (typeof now !== 'object' || now === null || Array.isArray(now) || now instanceof EnvelopeAnswer) return missing;
  const current = now as Record<string, unknown>;
  // wire values are numbers or text: a number sent as its text is the same value
  const same = (a: unknown, b: unknown) =>
    a === b || JSON.stringify(a) === JSON.stringify(b) || `${a as string}` === `${b as string}`;
  let flags = 0;
  for (const [field, bit] of Object.entries(bits)) {
    if (sent[field] !== undefined && !same(sent[field], current[field])) flags |= bit;
  }
  return flags;
}
