import { PassThrough, type Readable } from 'node:stream';
import { createGzip } from 'node:zlib';

/**
 * A console page (api/console/consolePage.ts): its HTML, or for a page the device renders, its head (up to the root), sent at
 * once, and the rest, once rendered.
 */
export type ConsoleDocument = string | StreamedPage;
export interface StreamedPage {
  head: string;
  /** renders the body from the root on: with the render, or without it where it failed (never rejects) */
  rest: () => Promise<string>;
}

/** As fast rather than as small, like the answers it carries (http/compression.ts). */
const PAGE_GZIP = { level: 1 };

/**
 * A page the device renders, as a stream: its head at once, the rest once rendered. The browser reads the head and
 * fetches the page's style sheets while the device is still rendering. The render starts only once the
 * head is on its way: rendering holds the event loop, and the compressor's output waits for the loop (started at
 * once, the head left only with the render; README › Benchmarks).
 */
export function pageStream(page: StreamedPage, isGzip: boolean): Readable {
  const out = isGzip ? createGzip(PAGE_GZIP) : new PassThrough();
  const render = () =>
    // a turn of the loop to hand what is out to the socket
    setImmediate(() => {
      void page.rest().then((rest) => {
        // a browser that left before the render was done
        if (!out.destroyed) out.end(rest);
      });
    });
  out.write(page.head);
  if ('flush' in out) out.flush(render);
  else render();
  return out;
}
