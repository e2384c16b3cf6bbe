import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ENDPOINTS } from '@olt/protocol/reference';
import { CODE, actionPost, endpointUrl, hasControlOrBrokenText, isWireInt, type Endpoint } from '@olt/protocol';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * Every write route, each given a body nested too deeply, a body whose every text is a control character or broken
 * text, and a plain one. For each request the answer must tell the truth: the device's state changed only when the
 * answer is code 1, an answer of code 1 is in the audit trail as applied, and no control character reaches the store.
 */
type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as unknown as Def;

const BAD_TEXTS = ['a\u0000b', 'x\r\ny', 'tab\tbed', 'bel\u0007', 'lone\ud800', 'sep\u2028'];
const INT_CANDIDATES = [1, 0, 2, 3, 8, 64, 100, 4094];

/** A value the schema takes where possible: texts are `text`, integers the first of a few that fit. */
function sample(schema: z.core.$ZodType, text: string): unknown {
  const s = schema as unknown as z.ZodType;
  if (isWireInt(schema)) return INT_CANDIDATES.find((n) => s.safeParse(n).success) ?? 1;
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return text;
    case 'number':
      return INT_CANDIDATES.find((n) => s.safeParse(n).success) ?? 1;
    case 'boolean':
      return true;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as object)[0] as unknown;
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, z.core.$ZodType>).map(([k, v]) => [k, sample(v, text)]),
      );
    case 'array':
      return [sample(def.element as z.core.$ZodType, text)];
    case 'tuple':
      return (def.items as z.core.$ZodType[]).map((item) => sample(item, text));
    case 'union':
      return sample((def.options as z.core.$ZodType[])[0]!, text);
    case 'pipe':
      return sample(def.in as z.core.$ZodType, text);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sample(def.innerType as z.core.$ZodType, text);
    case 'lazy':
      return sample((def.getter as () => z.core.$ZodType)(), text);
    default:
      return undefined;
  }
}

const nested = (levels: number): string => `${'{"x":'.repeat(levels)}1${'}'.repeat(levels)}`;

const WRITES: Endpoint[] = ENDPOINTS.filter((ep) => ep.changes && !ep.isPublic).map((ep) =>
  ep.method === 'GET' ? actionPost(ep) : ep,
);

let t: TestApp;
let token: string;
beforeAll(async () => {
  // two PON ports: every route is there, and the state compared around each request stays small
  t = await buildTestApp({ ponPorts: 2 });
  token = await t.signIn();
});
afterAll(() => t.close());

/** What the requests could change: the configuration, the accounts, the vendor switches and company facts. */
function state(): string {
  const { device, users, settings } = t.services;
  return JSON.stringify([
    device.config.export(),
    users.list(),
    settings.get('custom', null),
    settings.get('company', null),
  ]);
}

async function settle(): Promise<void> {
  // a reboot or restart finishes on a later turn; the next request starts from a device that is up
  for (let i = 0; i < 50 && t.services.lifecycle.isBooting; i++) await new Promise((r) => setTimeout(r, 1));
  await new Promise((r) => setImmediate(r));
  if (t.services.sessions.peek(token) === null) token = await t.signIn();
}

interface Outcome {
  ep: string;
  kind: string;
  code: number;
  changed: boolean;
  audited: boolean;
  storedBad: boolean;
}

async function attempt(ep: Endpoint, kind: string, body: string): Promise<Outcome> {
  await settle();
  const before = state();
  const auditBefore = t.services.audit.page({}, 1, 1).total;
  const res = await t.app.inject({
    method: 'POST',
    url: endpointUrl(ep),
    headers: { 'content-type': 'application/json', 'x-token': token },
    payload: body,
  });
  const code = String(res.headers['content-type'] ?? '').startsWith('application/json')
    ? res.json<{ code: number }>().code
    : res.statusCode === 200
      ? CODE.ok
      : -1;
  const after = state();
  const { total, rows } = t.services.audit.page({}, 1, 1);
  const audited = total > auditBefore && rows[0]?.result === 'ok' && rows[0].code === CODE.ok;
  return {
    ep: ep.id,
    kind,
    code,
    changed: after !== before,
    audited,
    storedBad: hasControlOrBrokenText(after) && !hasControlOrBrokenText(before),
  };
}

describe('every write route, fuzzed', () => {
  it('refuses deep bodies, never stores control characters, and answers code 1 exactly when it applied, audited', async () => {
    expect(WRITES.length).toBeGreaterThan(60);
    const outcomes: Outcome[] = [];
    for (const [i, ep] of WRITES.entries()) {
      const verb = ep.verb === null ? {} : { method: ep.verb };
      const plain = sample(ep.param, 'fuzz1') as Record<string, unknown>;
      const param = (text: string) => JSON.stringify(sample(ep.param, text));
      const deep = JSON.stringify({ ...verb, param: { ...plain, extra: '@' } }).replace('"@"', nested(40));
      outcomes.push(await attempt(ep, 'deep', deep));
      const bad = BAD_TEXTS[i % BAD_TEXTS.length]!;
      outcomes.push(
        await attempt(ep, 'control', `{${ep.verb === null ? '' : `"method":"${ep.verb}",`}"param":${param(bad)}}`),
      );
      outcomes.push(await attempt(ep, 'plain', JSON.stringify({ ...verb, param: plain })));
    }
    const deep = outcomes.filter((o) => o.kind === 'deep');
    expect(deep.filter((o) => o.code === CODE.ok || o.changed)).toEqual([]);
    // a change without code 1, or code 1 without its audit entry, or control characters kept
    expect(outcomes.filter((o) => o.changed && o.code !== CODE.ok)).toEqual([]);
    expect(outcomes.filter((o) => o.code === CODE.ok && !o.audited)).toEqual([]);
    expect(outcomes.filter((o) => o.storedBad)).toEqual([]);
    // the fuzz reaches the handlers: some plain writes are applied
    expect(outcomes.filter((o) => o.kind === 'plain' && o.code === CODE.ok).length).toBeGreaterThan(10);
  }, 60_000);
});
