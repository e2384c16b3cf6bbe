import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { CODE } from '@olt/protocol';

const gzipAsync = promisify(gzip);

/** Below this a body goes out as it is: compressing a few hundred bytes saves nothing worth the work. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A whole success envelope, serialised and encoded once: large answers read far more often than they change
 * (GET /onutable, polled by scripts and the console) are not rebuilt for every request.
 */
export class SerializedData {
  private gzipped: Promise<Buffer> | null = null;

  constructor(readonly body: Buffer) {}

  get isWorthCompressing(): boolean {
    return this.body.length >= COMPRESS_FROM_BYTES;
  }

  /**
   * The body gzip-compressed (the 1024-ONU table shrinks about ninefold). It is made once per data, on libuv's
   * thread pool so the event loop keeps answering, and every request for the same data shares it.
   */
  gzip(): Promise<Buffer> {
    this.gzipped ??= gzipAsync(this.body);
    return this.gzipped;
  }
}

/** Wraps data JSON in the envelope once per distinct text (the device caches the text until its data changes). */
export function serializedDataCache(): (json: string) => SerializedData {
  let lastJson: string | null = null;
  let last: SerializedData | null = null;
  return (json) => {
    if (json !== lastJson || !last) {
      lastJson = json;
      last = new SerializedData(Buffer.from(`{"code":${CODE.ok},"message":"success","data":${json}}`));
    }
    return last;
  };
}
