import type { FormRule } from 'antd';
import i18next from 'i18next';
import type { z } from 'zod';

/**
 * Form rules from the protocol's zod schemas (STYLE.md §6: a limit is written once). A field is checked by the very
 * schema the device validates with, so the console refuses exactly what the device would; the message is read from
 * the schema's limits and said in the operator's language. Nothing is clamped or cut: what was typed stays in the
 * field, with the rule beside it, and the form does not submit (issue: never change what the operator typed).
 */

/** What a field's schema allows, as far as a message needs to say it. */
interface FieldLimits {
  kind: 'int' | 'number' | 'text' | 'choice' | 'other';
  /** numbers: the range */
  min?: number;
  max?: number;
  /** text: the length */
  minChars?: number;
  maxChars?: number;
  /** text: a pattern the value must match */
  pattern?: RegExp;
  /** choice: the allowed values */
  options?: readonly unknown[];
  /** the field may be left out (optional, or the device has a default) */
  isOptional: boolean;
}

type Schema = z.ZodType;
interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  entries?: Record<string, unknown>;
  values?: unknown[];
  checks?: { _zod: { def: { check: string; format?: string; pattern?: RegExp } } }[];
}
const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional']);
const OPTIONAL = new Set(['optional', 'default', 'prefault']);

function limitsOf(schema: Schema, isOptional: boolean): FieldLimits {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return limitsOf(def.innerType, isOptional || OPTIONAL.has(def.type));
  if (def.type === 'pipe' && def.in && def.out) {
    // the output side says what the device keeps (wireInt: a number in range); a transform says nothing
    const out = limitsOf(def.out, isOptional);
    return out.kind !== 'other' ? out : limitsOf(def.in, isOptional);
  }
  if (def.type === 'union' && def.options) {
    // `'' | wireInt(…)`: an empty text stands for "not given"; the numeric member has the limits
    const members = def.options.map((o) => limitsOf(o, isOptional));
    // blankOr's blank member is text too: a numeric member wins over it
    const informative =
      members.find((l) => l.kind === 'int' || l.kind === 'number') ??
      members.find((l) => l.kind !== 'other' && l.kind !== 'choice') ??
      members.find((l) => l.kind !== 'other');
    return informative ?? { kind: 'other', isOptional };
  }
  if (def.type === 'number') {
    const n = schema as z.ZodNumber;
    const finite = (v: number | null) => (v !== null && Number.isFinite(v) ? v : undefined);
    return { kind: n.isInt ? 'int' : 'number', min: finite(n.minValue), max: finite(n.maxValue), isOptional };
  }
  if (def.type === 'string') {
    const s = schema as z.ZodString;
    const pattern = def.checks?.find((c) => c._zod.def.format === 'regex')?._zod.def.pattern;
    return {
      kind: 'text',
      minChars: s.minLength ?? undefined,
      maxChars: s.maxLength ?? undefined,
      pattern,
      isOptional,
    };
  }
  if (def.type === 'enum' && def.entries) return { kind: 'choice', options: Object.values(def.entries), isOptional };
  if (def.type === 'literal' && def.values) return { kind: 'choice', options: def.values, isOptional };
  return { kind: 'other', isOptional };
}

/** What a field's schema allows: its kind, range or length, pattern, choices. */
export const fieldLimits = (schema: Schema): FieldLimits => limitsOf(schema, false);

/** The field schema of an endpoint's `param` (or `query`) object, by name. */
export function paramField(objectSchema: Schema, name: string): Schema {
  const field = (objectSchema as unknown as { shape?: Record<string, Schema> }).shape?.[name];
  if (!field) throw new Error(`the schema has no field ${name}`);
  return field;
}

const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A typed value as the schema reads it: number fields are typed as text (so that nothing is dropped while typing), and
 * text that is a plain decimal number is read as that number; anything else stays as typed, and so fails.
 */
function typedValue(limits: FieldLimits, value: unknown): unknown {
  if ((limits.kind === 'int' || limits.kind === 'number') && typeof value === 'string' && DECIMAL.test(value)) {
    return Number(value);
  }
  return value;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The rule in words, for the message beside the field. */
export function ruleText(limits: FieldLimits, issueCode?: string): string {
  const t = i18next.t.bind(i18next);
  switch (limits.kind) {
    case 'int':
    case 'number':
      if (limits.min !== undefined && limits.max !== undefined)
        return t('common:rule.intRange', { min: limits.min, max: limits.max });
      if (limits.min !== undefined) return t('common:rule.intAtLeast', { min: limits.min });
      return t('common:rule.format');
    case 'text':
      if (issueCode === 'too_big' || issueCode === 'too_small') {
        if (limits.minChars && limits.maxChars !== undefined)
          return t('common:rule.chars', { min: limits.minChars, max: limits.maxChars });
        if (limits.maxChars !== undefined) return t('common:rule.maxChars', { max: limits.maxChars });
      }
      return t('common:rule.format');
    case 'choice':
      return t('common:rule.choice');
    default:
      return t('common:rule.format');
  }
}

interface SchemaRuleOptions {
  /** the field must be filled even where the device would take it empty */
  required?: boolean;
  /** says a pattern or check failure in the screen's own words (e.g. the MAC form) */
  formatMessage?: string;
  /** says any refusal in the screen's own words, where it has a sentence for its rule */
  message?: string;
}

/**
 * The antd rules of one field: the value is checked by the field's schema (with typed numbers read as numbers), an
 * empty field passes when the device would take it empty or the field may be left out, and a refusal says the rule.
 */
export function schemaRules(schema: Schema, options: SchemaRuleOptions = {}): FormRule[] {
  const limits = fieldLimits(schema);
  return [
    {
      required: options.required,
      validator: (_rule, value: unknown) => {
        const refuse = (text: string) => Promise.reject(new Error(text));
        const required = () => refuse(options.message ?? i18next.t('common:rule.required'));
        if (isEmpty(value)) {
          if (options.required) return required();
          if (schema.safeParse(value).success || schema.safeParse(undefined).success) return Promise.resolve();
          return required();
        }
        const parsed = schema.safeParse(typedValue(limits, value));
        if (parsed.success) return Promise.resolve();
        const issue = parsed.error.issues[0];
        const isFormat = issue?.code === 'invalid_format' || issue?.code === 'custom';
        if (options.message) return refuse(options.message);
        return refuse(isFormat && options.formatMessage ? options.formatMessage : ruleText(limits, issue?.code));
      },
    },
  ];
}

/** The rules of a field of an endpoint's param object: `paramRules(vlanSetName.param, 'vlan_name')`. */
export const paramRules = (objectSchema: Schema, name: string, options?: SchemaRuleOptions): FormRule[] =>
  schemaRules(paramField(objectSchema, name), options);

/** A typed field's value for the request: text typed into a number field becomes the number. */
export function fieldValue(schema: Schema, value: unknown): unknown {
  return typedValue(fieldLimits(schema), value);
}
