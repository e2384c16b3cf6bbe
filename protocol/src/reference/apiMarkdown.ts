import type { z } from 'zod';
import type { Endpoint } from '../core/endpoint.ts';
import { endpointUrl } from '../core/route.ts';
import { ENDPOINTS } from './catalog.ts';
import { jsonSchemaOf, type JsonSchema } from './jsonSchema.ts';
import { AREAS, INTRODUCTION, areaOf, notesOf } from './referenceText.ts';
import { WsAlarm, WsHeartbeat, WsMessage, WsOnuChange, WsRegister, WsSaveState } from '../ws/frames.ts';

const shared: Record<string, JsonSchema> = {};
const schemaOf = (schema: z.ZodType, io: 'input' | 'output') => jsonSchemaOf(schema, io, shared);

/** A schema as a short type, e.g. `integer 1–64`, `string ≤ 16`, `array of integer 1–64`. */
function typeText(schema: JsonSchema): string {
  const suffix = schema.default !== undefined ? ` (default ${JSON.stringify(schema.default)})` : '';
  if (typeof schema.$ref === 'string') return `${schema.$ref.split('/').pop()}${suffix}`;
  if (schema.const !== undefined) return `${JSON.stringify(schema.const)}${suffix}`;
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' \\| ') + suffix;
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return variants.map(typeText).join(' or ') + suffix;
  if (schema.allOf) return `object${suffix}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type as string | undefined);
  const { maxItems, maxLength, pattern } = schema as { maxItems?: number; maxLength?: number; pattern?: string };
  if (type === 'array') {
    const max = maxItems === undefined ? '' : `, at most ${maxItems}`;
    return `array of ${typeText((schema.items ?? {}) as JsonSchema)}${max}${suffix}`;
  }
  if (type === 'integer' || type === 'number') {
    const { minimum: min, maximum: max } = schema as { minimum?: number; maximum?: number };
    const range = min !== undefined && max !== undefined ? ` ${min}–${max}` : min !== undefined ? ` ≥ ${min}` : '';
    return `${type}${range}${suffix}`;
  }
  if (type === 'string') {
    const max = maxLength === undefined ? '' : ` ≤ ${maxLength}`;
    return `string${max}${pattern ? ` (\`${pattern}\`)` : ''}${suffix}`;
  }
  return `${type ?? 'any'}${suffix}`;
}

/** The fields of an object schema as table rows; an empty list when it has none. */
function fieldRows(schema: JsonSchema): string[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(
    ([name, field]) => `| \`${name}\` | ${typeText(field)} | ${required.has(name) ? 'yes' : ''} |`,
  );
}

function fieldTable(title: string, schema: JsonSchema): string[] {
  const rows = fieldRows(schema);
  return rows.length ? [title, '', '| Field | Type | Required |', '| --- | --- | --- |', ...rows, ''] : [];
}

/** The answer's `data`: a table for an object or a list of objects, else its type in a line. */
function answerText(ep: Endpoint): string[] {
  const data = schemaOf(ep.data, 'output');
  if (Object.keys(data).length === 0) return ['Answer: the envelope without `data`.', ''];
  const items = data.type === 'array' ? (data.items as JsonSchema) : data;
  const itemRows = items.allOf ? (items.allOf as JsonSchema[]).flatMap(fieldRows) : fieldRows(items);
  if (itemRows.length === 0) return [`Answer \`data\`: ${typeText(data)}.`, ''];
  const title = data.type === 'array' ? 'Answer `data`: an array of' : 'Answer `data`:';
  return [title, '', '| Field | Type | Required |', '| --- | --- | --- |', ...itemRows, ''];
}

function endpointText(ep: Endpoint): string[] {
  return [
    `### ${ep.id} · \`${ep.method} ${endpointUrl(ep)}\``,
    '',
    ep.description,
    '',
    ...(notesOf(ep, { withId: false }) ? [notesOf(ep, { withId: false }), ''] : []),
    ...fieldTable('Query:', schemaOf(ep.query, 'input')),
    ...(ep.method === 'POST' ? fieldTable('`param`:', schemaOf(ep.param, 'input')) : []),
    ...answerText(ep),
  ];
}

const WS_FRAMES: [string, z.ZodType][] = [
  ['Register (client, right after opening)', WsRegister],
  ['Heartbeat (client every 30 s; the server answers the same frame)', WsHeartbeat],
  ['Message (server: 1 register acknowledged, 2 session timed out, 3 heartbeat reply)', WsMessage],
  ['Alarm (server)', WsAlarm],
  ['ONU changes (server, our addition, to clients that subscribed to type 3)', WsOnuChange],
  ['Save state (server, our addition, to clients that subscribed to type 4)', WsSaveState],
];

/** docs/api.md: the reference as one readable page, from the same definitions as the OpenAPI document. */
export function apiMarkdown(): string {
  const lines = ['# Device API reference', '', INTRODUCTION, ''];
  for (const area of new Set(Object.values(AREAS))) {
    lines.push(`## ${area}`, '');
    for (const ep of ENDPOINTS.filter((e) => areaOf(e) === area)) lines.push(...endpointText(ep));
  }
  lines.push('## WebSocket', '', 'Frames of `/ws` (api.md §1.12), JSON text both ways.', '');
  for (const [title, frame] of WS_FRAMES) lines.push(...fieldTable(`${title}:`, schemaOf(frame, 'output')));
  for (const [name, schema] of Object.entries(shared)) lines.push(...fieldTable(`\`${name}\`:`, schema));
  return `${lines.join('\n').trimEnd()}\n`;
}
