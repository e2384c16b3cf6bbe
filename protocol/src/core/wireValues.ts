import { z } from 'zod';
import { parsePortList } from './ports.ts';
import { hasControlOrBrokenText, isVlanList } from './validators.ts';
import { ONU_ID } from './limits.ts';

/** Decimal text of an integer: an optional minus and 1–10 digits, nothing else, not even blanks around them. */
const DECIMAL_INT_TEXT = /^-?[0-9]{1,10}$/;
const NOT_AN_INTEGER = 'expected an integer or its decimal text';

/** The input side every wire integer shares; `isWireInt` recognises one by it. */
const numberOrDecimalText = z.union([z.number(), z.string()], { error: NOT_AN_INTEGER }).transform((value, ctx) => {
  if (typeof value === 'number') return value;
  if (DECIMAL_INT_TEXT.test(value)) return Number(value);
  ctx.issues.push({ code: 'custom', message: NOT_AN_INTEGER, input: value });
  return z.NEVER;
});

/**
 * An integer as the device takes it, in a query or a body `param`: a JSON number, or its decimal text (query strings
 * always carry text, and programs in the field send `"1"` for 1, api.md §8.1). Unlike `z.coerce`, a boolean, a blank,
 * hex or exponent text, a fraction or an array is refused rather than read as 1, 0, 16 or a number. Every integer of
 * an endpoint's query and param is one of these (a protocol test walks them all); answers keep plain numbers.
 */
export const wireInt = (min: number, max: number) => {
  const range = `must be an integer from ${min} to ${max}`;
  return numberOrDecimalText.pipe(z.number().int(range).min(min, range).max(max, range));
};

/** Whether a schema is a `wireInt` (refinements of one included): the doc generator and the protocol test ask. */
export function isWireInt(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def as { type: string; in?: unknown };
  return def.type === 'pipe' && def.in === numberOrDecimalText;
}

/** One item of a port list: an id or a range `a-b`, at most three digits each, so a list never expands to millions. */
const PORT_LIST_ITEM = /^\d{1,3}(\s*-\s*\d{1,3})?$/;

/**
 * A port list as the console sends it, `"1,2,9"` (ranges such as `"3-5"` and blanks tolerated, `" "` = none, api.md
 * §0.2), read into sorted port ids. A malformed list fails validation instead of reaching the device.
 */
export const PortListText = z
  .string()
  .max(1024)
  .refine(
    (text) => text.split(',').every((item) => item.trim() === '' || PORT_LIST_ITEM.test(item.trim())),
    'port list: port ids or ranges a-b separated by commas',
  )
  .transform((text) => parsePortList(text));

/**
 * A VLAN list typed by the operator, `"100,200-300"` (VLAN-14/15; white space removed), read into sorted VLAN ids.
 * Every id and range bound is 1–4094 and ranges are ordered.
 */
export const VlanListText = z
  .string()
  .max(1024)
  .transform((text) => text.replace(/\s+/g, ''))
  .refine((text) => text !== '' && isVlanList(text), 'VLAN list: VLAN ids 1–4094 or ranges a-b, comma separated')
  .transform((text) => parsePortList(text));

/** Removes every white-space character: names are sent and stored without it (ONU-21, VLAN-08). */
export const withoutSpace = (text: string): string => text.replace(/\s+/g, '');

/** The input side every wire number shares; `isWireNumber` recognises one by it. */
const numberOrDecimalNumberText = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d{1,10}(\.\d{1,6})?$/, 'must be a decimal number')
    .transform(Number),
]);
/**
 * A decimal number as the device takes it: a JSON number or its decimal text (`-25`, `-25.5`), for the few fields
 * that are not whole (dBm limits). Like `wireInt`, blanks, hex and exponents are refused.
 */
export const wireNumber = (min: number, max: number) => numberOrDecimalNumberText.pipe(z.number().min(min).max(max));

/** Whether a schema is a `wireNumber`: the protocol test takes it as a number that also reads its text. */
export function isWireNumber(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def as { type: string; in?: unknown };
  return def.type === 'pipe' && def.in === numberOrDecimalNumberText;
}

/**
 * A field the console sends as `""` (or `" - "`) when the chosen mode does not use it (SLA columns, translate VLANs,
 * an empty period): read as left out. Anything else must pass `schema`.
 */
export const blankOr = <S extends z.ZodType>(schema: S) =>
  z
    .union([
      z
        .string()
        .regex(/^\s*-?\s*$/, 'blank')
        .transform(() => undefined),
      schema,
    ])
    .optional();

/** `YYYY/MM/DD hh:mm:ss`, or "" when the event never happened. */
export const DeviceTime = z.string().regex(/^(\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2})?$/, 'YYYY/MM/DD hh:mm:ss');

/** Port ids are 1–256 on the wire; whether the port is a PON of this device is the device's answer. */
export const PortId = wireInt(1, 256);
export const OnuId = wireInt(ONU_ID.min, ONU_ID.max);

export const FREE_TEXT_RULE = 'must hold no control characters (NUL, CR, LF, TAB, …) and no broken characters';

/**
 * The one rule for every text field an operator or a script types (names, descriptions, communities, company
 * information): control characters, line separators and lone UTF-16 halves are refused at the boundary, so nothing
 * stored can break a line of the running configuration, a syslog line or a CSV row. Add bounds as for any string
 * (`freeText().max(64)`). A protocol test gives every string field of every endpoint such text and fails on any
 * that keeps it.
 */
export const freeText = () => z.string().refine((text) => !hasControlOrBrokenText(text), FREE_TEXT_RULE);
