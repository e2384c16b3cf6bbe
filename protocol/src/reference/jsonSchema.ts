import { z } from 'zod';
import { isWireInt } from '../core/wireValues.ts';

export type JsonSchema = { [key: string]: unknown };

type Check = { check?: string; value?: number };
const checksOf = (schema: z.core.$ZodType): Check[] =>
  ((schema._zod.def as { checks?: { _zod: { def: Check } }[] }).checks ?? []).map((c) => c._zod.def);

/**
 * A wire integer is documented as what clients should send, an integer within its bounds; that its decimal text is
 * accepted too is said once, in the reference's introduction, instead of as a second type on every field.
 */
function wireIntSchema(schema: z.core.$ZodType): JsonSchema {
  const out = (schema._zod.def as unknown as { out: z.core.$ZodType }).out;
  const checks = checksOf(out);
  return {
    type: 'integer',
    minimum: checks.find((c) => c.check === 'greater_than')?.value,
    maximum: checks.find((c) => c.check === 'less_than')?.value,
  };
}

const SAFE_INT_BOUNDS = new Set([Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER]);

/** Drops what says nothing: `$schema`, the safe-integer bounds of every `z.int()`, and (answers) closed objects. */
function tidy(node: unknown, isAnswer: boolean): void {
  if (Array.isArray(node)) return node.forEach((item) => tidy(item, isAnswer));
  if (typeof node !== 'object' || node === null) return;
  const schema = node as JsonSchema;
  delete schema.$schema;
  for (const bound of ['minimum', 'maximum'])
    if (SAFE_INT_BOUNDS.has(schema[bound] as number) || schema[bound] === undefined) delete schema[bound];
  // an answer may gain fields (our additions do); clients must not treat extra ones as an error
  if (isAnswer && schema.additionalProperties === false) delete schema.additionalProperties;
  for (const value of Object.values(schema)) tidy(value, isAnswer);
}

/**
 * The JSON Schema of a request (`input`: what a client sends, defaults optional) or an answer (`output`), with
 * shared definitions (`$defs`, e.g. the recursive menu entry) moved into `shared` under their own names and referred
 * to as `#/components/schemas/<name>`, so that every schema can sit anywhere in the OpenAPI document.
 */
export function jsonSchemaOf(
  schema: z.ZodType,
  io: 'input' | 'output',
  shared: Record<string, JsonSchema>,
): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      const def = ctx.zodSchema._zod.def as { type: string; defaultValue?: unknown };
      if (isWireInt(ctx.zodSchema)) {
        for (const key of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as JsonSchema)[key];
        Object.assign(ctx.jsonSchema, wireIntSchema(ctx.zodSchema));
      } else if (def.type === 'default' && typeof def.defaultValue !== 'object') {
        ctx.jsonSchema.default = def.defaultValue;
      }
    },
  }) as JsonSchema;
  const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
  delete json.$defs;
  const text = JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/');
  for (const [name, definition] of Object.entries(defs)) {
    const moved = JSON.parse(
      JSON.stringify(definition).replaceAll('"#/$defs/', '"#/components/schemas/'),
    ) as JsonSchema;
    tidy(moved, io === 'output');
    const existing = shared[name];
    if (existing && JSON.stringify(existing) !== JSON.stringify(moved))
      throw new Error(`two different shared schemas are named ${name}`);
    shared[name] = moved;
  }
  const result = JSON.parse(text) as JsonSchema;
  tidy(result, io === 'output');
  return result;
}
