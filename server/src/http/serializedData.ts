import { CODE } from '@olt/protocol';

/**
 * A whole success envelope, serialised and encoded once: large answers read far more often than they change
 * (GET /onutable, polled by scripts and the console) are not rebuilt for every request.
 */
export class SerializedData {
  /** the same Buffer object until the data changes, so its compressed form is made once too (compression.ts) */
  constructor(readonly body: Buffer) {}
}

/** A success envelope around data already serialised. */
export function serializedData(json: string): SerializedData {
  return new SerializedData(Buffer.from(`{"code":${CODE.ok},"message":"success","data":${json}}`));
}

/** Wraps data JSON in the envelope once per distinct text (the device caches the text until its data changes). */
export function serializedDataCache(): (json: string) => SerializedData {
  let lastJson: string | null = null;
  let last: SerializedData | null = null;
  return (json) => {
    if (json !== lastJson || !last) {
      lastJson = json;
      last = serializedData(json);
    }
    return last;
  };
}
