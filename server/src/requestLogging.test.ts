import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helpers.ts';

/** An app logging at `info` into memory: the lines it writes. */
async function linesOf(logRequests: boolean): Promise<string[]> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const t = await buildTestApp({ logger: { level: 'info', stream }, logRequests });
  try {
    await t.app.inject({ method: 'GET', url: '/system_lang' });
  } finally {
    await t.close();
  }
  return lines;
}

describe('request logging', () => {
  it('writes no line per request at the default level, and one per request and answer when asked', async () => {
    expect((await linesOf(false)).filter((l) => l.includes('"reqId"'))).toEqual([]);
    const asked = await linesOf(true);
    expect(asked.some((l) => l.includes('incoming request'))).toBe(true);
    expect(asked.some((l) => l.includes('request completed'))).toBe(true);
  });
});
