import { describe, expect, it } from 'vitest';
import type { Readable } from 'node:stream';
import { constants, gunzipSync } from 'node:zlib';
import { pageStream, type StreamedPage } from './pageStream.ts';

/** Collects what a stream gives: `sofar()` is what came until now, `ended` all of it once it ends. */
function collect(stream: Readable): { sofar: () => Buffer; ended: Promise<Buffer> } {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => stream.on('end', () => resolve(Buffer.concat(chunks))));
  return { sofar: () => Buffer.concat(chunks), ended };
}

const aMoment = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A page whose rest comes when the test says. */
function pendingPage(head: string): { page: StreamedPage; finish: (rest: string) => void } {
  let finish: (rest: string) => void = () => undefined;
  const rest = new Promise<string>((resolve) => (finish = resolve));
  return { page: { head, rest: () => rest }, finish };
}

describe('a page the device renders, as a stream', () => {
  it('gives its head before the render is done, then the rest', async () => {
    const { page, finish } = pendingPage('<head>A</head>');
    const out = collect(pageStream(page, false));
    await aMoment();
    expect(out.sofar().toString()).toBe('<head>A</head>');
    finish('<body>B</body>');
    expect((await out.ended).toString()).toBe('<head>A</head><body>B</body>');
  });

  it('flushes the compressed head at once, and the whole page decompresses', async () => {
    const { page, finish } = pendingPage('<head>A</head>');
    const out = collect(pageStream(page, true));
    await aMoment();
    // what has come so far decompresses to the head: the browser reads it while the device renders
    expect(gunzipSync(out.sofar(), { finishFlush: constants.Z_SYNC_FLUSH }).toString()).toBe('<head>A</head>');
    finish('<body>B</body>');
    expect(gunzipSync(await out.ended).toString()).toBe('<head>A</head><body>B</body>');
  });

  it('starts the render once the head is out', async () => {
    const order: string[] = [];
    const stream = pageStream(
      {
        head: 'A',
        rest: () => {
          order.push('render');
          return Promise.resolve('B');
        },
      },
      true,
    );
    stream.on('data', () => order.push('data'));
    await new Promise((resolve) => stream.on('end', resolve));
    // the gzip header, then the head, then the render
    expect(order.slice(0, 3)).toEqual(['data', 'data', 'render']);
  });

  it('leaves a stream the browser closed before the render was done', async () => {
    const { page, finish } = pendingPage('A');
    const stream = pageStream(page, true);
    const errors: unknown[] = [];
    stream.on('error', (err) => errors.push(err));
    stream.destroy();
    finish('B');
    await aMoment();
    expect(errors).toEqual([]);
  });
});
