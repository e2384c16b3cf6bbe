import { createHash } from 'node:crypto';
import { REFUSAL_WORDS } from '@olt/protocol';
import { refuse } from '../kernel/errors.ts';

/**
 * The configuration as a text file a person can read and diff: a header of `! key: value` lines (what the file was
 * made on and when, and a checksum of the body), then one block per configuration section, `[name]` followed by its
 * values. A section that holds a list has one JSON record per line; any other section has one `key = JSON` line per
 * field. One record, one line: a diff of two files names the records that changed.
 *
 *   ! EPON OLT configuration
 *   ! model: EPON-OLT-08
 *   ! version: V2.4.1
 *   ! created: 2026/03/14 09:26:53
 *   ! checksum: sha256 9f2c…          (over model, version, created and the body)
 *
 *   [system]
 *   hostname = "EPON-OLT"
 *
 *   [vlans]
 *   {"vlan_id":1,"vlan_name":"VLAN1",…}
 */
export const CONFIG_FILE_TITLE = '! EPON OLT configuration';

export interface ConfigFileHeader {
  model: string;
  version: string;
  /** device time, `YYYY/MM/DD hh:mm:ss` */
  created: string;
}

/** Over the header's other fields and the body: a file changed anywhere, or cut short, no longer matches. */
const checksumOf = (header: ConfigFileHeader, body: string): string =>
  createHash('sha256')
    .update(`${header.model}\n${header.version}\n${header.created}\n`, 'utf8')
    .update(body, 'utf8')
    .digest('hex');

/** The file of a configuration (its sections in the order given, `version` left out: the header carries it). */
export function renderConfigFile(header: ConfigFileHeader, config: Record<string, unknown>): string {
  const blocks: string[] = [];
  for (const [name, value] of Object.entries(config)) {
    if (name === 'version') continue;
    const lines = [`[${name}]`];
    if (Array.isArray(value)) for (const item of value) lines.push(JSON.stringify(item));
    else
      for (const [key, field] of Object.entries(value as Record<string, unknown>))
        lines.push(`${key} = ${JSON.stringify(field)}`);
    blocks.push(lines.join('\n'));
  }
  const body = `${blocks.join('\n\n')}\n`;
  return [
    CONFIG_FILE_TITLE,
    `! model: ${header.model}`,
    `! version: ${header.version}`,
    `! created: ${header.created}`,
    `! checksum: sha256 ${checksumOf(header, body)}`,
    '',
    body,
  ].join('\n');
}

/** What a configuration file holds: its header, its sections, and on which line each value stands. */
export interface ParsedConfigFile {
  header: ConfigFileHeader;
  sections: Record<string, unknown>;
  /** `section` or `section.index` / `section.key` → line number, to name the line of a refused value */
  lineOf: Map<string, number>;
}

/**
 * Reads a configuration file: its title, header and checksum, then every section. `shapes` says which sections the
 * device has and whether each holds a list. Refuses (DeviceError) anything that is not such a file, naming the line.
 */
export function parseConfigFile(text: string, shapes: ReadonlyMap<string, 'list' | 'fields'>): ParsedConfigFile {
  const normalised = text.replace(/\r\n/g, '\n');
  const lines = normalised.split('\n');
  if (lines[0] !== CONFIG_FILE_TITLE) refuse(REFUSAL_WORDS.configNotOurs);
  const fields = new Map<string, string>();
  let at = 1;
  for (; at < lines.length && (lines[at] ?? '').startsWith('!'); at++) {
    const match = /^! ([a-z]+): (.*)$/u.exec(lines[at] ?? '');
    if (!match) refuse(`line ${at + 1}: a header line is "! name: value"`);
    fields.set(match[1] ?? '', match[2] ?? '');
  }
  if ((lines[at] ?? '') !== '') refuse(`line ${at + 1}: an empty line must end the header`);
  for (const key of ['model', 'version', 'created', 'checksum'])
    if (!fields.has(key)) refuse(`the header has no ${key}`);
  const body = lines.slice(at + 1).join('\n');
  const checksum = /^sha256 ([0-9a-f]{64})$/u.exec(fields.get('checksum') ?? '')?.[1];
  if (!checksum) refuse('the checksum of the header is not "sha256" and 64 hex digits');
  const header = {
    model: fields.get('model') ?? '',
    version: fields.get('version') ?? '',
    created: fields.get('created') ?? '',
  };
  if (checksum !== checksumOf(header, body)) refuse(REFUSAL_WORDS.configChecksum);

  const sections: Record<string, unknown> = {};
  const lineOf = new Map<string, number>();
  let current: string | null = null;
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const lineNo = i + 1;
    if (line.trim() === '') continue;
    const head = /^\[([A-Za-z0-9_]+)\]$/u.exec(line);
    if (head) {
      const name = head[1] ?? '';
      const shape = shapes.get(name);
      if (!shape) refuse(`line ${lineNo}: the device has no section "${name}"`);
      if (name in sections) refuse(`line ${lineNo}: the section "${name}" comes twice`);
      sections[name] = shape === 'list' ? [] : {};
      lineOf.set(name, lineNo);
      current = name;
      continue;
    }
    if (current === null) refuse(`line ${lineNo}: a value before the first [section]`);
    const value = sections[current];
    if (Array.isArray(value)) {
      lineOf.set(`${current}.${value.length}`, lineNo);
      value.push(jsonAt(line, lineNo));
      continue;
    }
    const field = /^([A-Za-z0-9_]+) = (.*)$/u.exec(line);
    if (!field) refuse(`line ${lineNo}: a value of [${current}] is "name = value"`);
    const key = field[1] ?? '';
    const record = value as Record<string, unknown>;
    if (key in record) refuse(`line ${lineNo}: "${key}" comes twice in [${current}]`);
    lineOf.set(`${current}.${key}`, lineNo);
    record[key] = jsonAt(field[2] ?? '', lineNo);
  }
  return { header, sections, lineOf };
}

function jsonAt(text: string, lineNo: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return refuse(`line ${lineNo}: the value is not JSON`);
  }
}

/** The line a value's path (`vlans.3.vlan_id`) stands on, as near as the file says. */
export function lineOfPath(parsed: ParsedConfigFile, path: readonly PropertyKey[]): number | undefined {
  for (let n = Math.min(path.length, 2); n > 0; n--) {
    const line = parsed.lineOf.get(path.slice(0, n).map(String).join('.'));
    if (line !== undefined) return line;
  }
  return undefined;
}
