import { describe, expect, it, vi } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstReadUrls, pageReads } from '@olt/protocol';
import { appOverConsoleBuild, consoleSignIn, setHostname, type TestApp } from '../../../test/helpers.ts';
import { StartedReads, type ReadAs } from './pageReads.ts';

/**
 * A console build in miniature whose page render draws the status home (`/main`) from two of its first reads, the
 * hostname and the session's user; `/broken` fails. What it read is counted, by URL, in `globalThis.renderReads`.
 */
function consoleBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'olt-web-'));
  mkdirSync(join(root, 'ssr'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head></head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  writeFileSync(
    join(root, 'ssr', 'pagePrerender.js'),
    "export const renderedPageStart = (req) => (req.path === '/main' ? { rootStyle: '' } : null);\n" +
      'export async function renderConsolePage(req) {\n' +
      "  if (req.path === '/advanced_setting/dhcp') throw new Error('a render that fails');\n" +
      "  if (req.path !== '/main') return null;\n" +
      "  const url = '/system?form=hostname';\n" +
      '  const text = await req.read(url);\n' +
      '  (globalThis.renderReads ??= []).push(url);\n' +
      '  const { hostname } = JSON.parse(text).data;\n' +
      '  return { html: `<main data-page="status">${hostname} ${req.user}</main>`, page: "status",\n' +
      '    answers: { [url]: text } };\n' +
      '}\n',
  );
  return root;
}

let t: TestApp;
appOverConsoleBuild(consoleBuild, (app) => (t = app), { requirePasswordChange: false });

/** The console's sign-in, naming the page it shows next: its session's token. */
async function signIn(reads = 'status'): Promise<string> {
  const { token } = await consoleSignIn(t.app, reads);
  if (!token) throw new Error('sign-in refused');
  return token;
}

const together = async (query: string, token: string) =>
  (await t.app.inject({ method: 'GET', url: `/board?info=page_reads&${query}`, headers: { 'x-token': token } })).json<{
    code: number;
    message: string;
    data?: { reads: { url: string }[]; render?: string };
  }>();

const renderReads = (): string[] => ((globalThis as { renderReads?: string[] }).renderReads ??= []);

describe('the device’s render of the page a sign-in goes to (SYS-X2 `render=1`)', () => {
  it('comes with the reads, drawn from the reads the sign-in started, for the session', async () => {
    const token = await signIn();
    // a change right after the sign-in: the render was made from the reads as they were then
    expect((await setHostname(t.app, 'After_SignIn', token)).code).toBe(1);
    renderReads().length = 0;
    const answer = await together('page=status&render=1', token);
    expect(answer).toMatchObject({ code: 1, message: 'success' });
    expect(pageReads.data.parse(answer.data)).toEqual(answer.data);
    expect(answer.data?.reads.map((r) => r.url)).toEqual(firstReadUrls('status'));
    expect(answer.data?.render).toMatch(/^<main data-page="status">EPON-OLT root<\/main>$/);
    // made when the sign-in was answered, not for this request
    expect(renderReads()).toEqual([]);
    // a later request renders afresh, from what it reads
    expect((await together('page=status&render=1', token)).data?.render).toContain('After_SignIn root');
    expect(renderReads()).toEqual(['/system?form=hostname']);
  });

  it('is left out unless asked for, for a page the device does not render, and where the render fails', async () => {
    const token = await signIn();
    const plain = await together('page=status', token);
    expect(plain.code).toBe(1);
    expect(plain.data).not.toHaveProperty('render');
    expect(plain.data?.reads.length).toBe(firstReadUrls('status').length);
    for (const page of ['vlan_mgmt', 'dhcp']) {
      const answer = await together(`page=${page}&render=1`, token);
      expect(answer.code, page).toBe(1);
      expect(answer.data?.reads.map((r) => r.url)).toEqual(firstReadUrls(page as 'dhcp'));
      expect(answer.data, page).not.toHaveProperty('render');
    }
  });

  it('refuses a `render` that is not 0 or 1, with no reads', async () => {
    const token = await signIn();
    for (const render of ['2', 'yes', '']) {
      const answer = await together(`page=status&render=${render}`, token);
      expect(answer.code, render).toBeGreaterThan(1);
      expect(answer.message, render).toMatch(/^error.*render/);
      expect(answer.data).toBeUndefined();
    }
  });
});

describe('the reads a sign-in starts', () => {
  it('wait until its answer is written: started in the handler, they held it back', async () => {
    const readAs = vi.fn<ReadAs>(() =>
      Promise.resolve({ statusCode: 200, contentType: 'application/json', payload: '{}' }),
    );
    const started = new StartedReads(readAs);
    let written = (): void => undefined;
    started.start('status', 'a'.repeat(32), '127.0.0.1', new Promise<void>((resolve) => (written = resolve)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(readAs).not.toHaveBeenCalled();
    written();
    const taken = started.take('status', 'a'.repeat(32), '127.0.0.1');
    expect(JSON.parse((await taken.reads).text)).toHaveLength(firstReadUrls('status').length);
    expect(readAs).toHaveBeenCalledTimes(firstReadUrls('status').length);
  });
});
