import { describe, expect, it } from 'vitest';
import { parseConfigFile, renderConfigFile } from './configFile.ts';

const header = { model: 'EPON-OLT-04', version: 'V2.4.1', created: '2026/03/14 09:30:00' };
const shapes = new Map([
  ['system', 'fields'],
  ['vlans', 'list'],
  ['empty', 'list'],
] as const);

describe('configuration file', () => {
  it('reads back what it wrote, with the line of every value', () => {
    const config = { version: 1, system: { hostname: 'A "quoted" name' }, vlans: [{ id: 1 }, { id: 2 }], empty: [] };
    const text = renderConfigFile(header, config);
    const parsed = parseConfigFile(text, shapes);
    expect(parsed.header).toEqual(header);
    expect(parsed.sections).toEqual({ system: config.system, vlans: config.vlans, empty: [] });
    const lines = text.split('\n');
    expect(lines[(parsed.lineOf.get('vlans.1') ?? 0) - 1]).toBe('{"id":2}');
    expect(lines[(parsed.lineOf.get('system.hostname') ?? 0) - 1]).toBe('hostname = "A \\"quoted\\" name"');
  });

  it('takes Windows line ends but no change of the header or body', () => {
    const text = renderConfigFile(header, { system: { hostname: 'A' }, vlans: [] });
    expect(parseConfigFile(text.replace(/\n/g, '\r\n'), shapes).sections).toEqual({
      system: { hostname: 'A' },
      vlans: [],
    });
    expect(() => parseConfigFile(text.replace('09:30:00', '09:30:01'), shapes)).toThrow(/checksum/);
    expect(() => parseConfigFile(text.replace('! version: V2.4.1\n', ''), shapes)).toThrow(/no version/);
    expect(() => parseConfigFile(`${text}[vlans]\n`, shapes)).toThrow(/checksum/);
  });
});
