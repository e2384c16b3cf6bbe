import { CODE } from '@olt/protocol';

/**
 * A whole success envelope, serialised and encoded once: large answers read far more often than they change
 * (GET /onutable, polled by scripts and the console) are not rebuilt for every request.
 */
export class SerializedData {
  /** the same Buffer object until the data changes, so its compressed form is made once too (compression.ts) */
  constructor(readonly body: Buffer) {}
}

/** A success envelope around data already serialised as JSON, written without parsing it again. */
export const dataAnswer = (json: string): SerializedData =>
  new SerializedData(Buffer.from(`{"code":${CODE.ok},"message":"success","data":${json}}`));

/**
 * Wraps data JSON in the envelope once per distinct text (the device caches the text until its data changes). `data`
 * makes the answer's data from the text where it is not the text itself (the search for every ONU wraps /onutable's
 * rows); it runs only when the text changed.
 */
export function serializedDataCache(): (json: string, data?: (json: string) => string) => SerializedData {
  let lastJson: string | null = null;
  let last: SerializedData | null = null;
  return (json, data = (text) => text) => {
    if (json !== lastJson || !last) {
      lastJson = json;
      last = dataAnswer(data(json));
    }
    return last;
  };
}
