/**
 * The ONU firmware image format of this device (OUP-05/06): a 64-byte big-endian header, then the payload.
 *
 * | bytes | field |
 * |---|---|
 * | 0–3 | magic `ONUI` |
 * | 4–5 | header format, 1 |
 * | 6–7 | header length, 64 |
 * | 8–11 | payload length in bytes |
 * | 12–15 | CRC-32 (IEEE) of the payload |
 * | 16–39 | ONU model the image is for (`sn_model`, e.g. `XE-H440W`), ASCII, NUL-padded |
 * | 40–63 | software version it installs, ASCII, NUL-padded |
 *
 * The device checks the header on upload and refuses a file that does not carry one (api.md §1.3: code 2, "file
 * header check failed"); the model is checked per ONU when an upgrade starts.
 */
const ONU_IMAGE_HEADER_BYTES = 64;
const ONU_IMAGE_MAGIC = 'ONUI';
const ONU_IMAGE_FORMAT = 1;
/** An ONU image with its header: at most 16 MiB. */
export const ONU_IMAGE_MAX_BYTES = 16 * 1024 * 1024;
const TEXT_BYTES = 24;

export interface OnuImageHeader {
  model: string;
  version: string;
  payloadBytes: number;
}

let crcTable: Uint32Array | undefined;
/** CRC-32 (IEEE 802.3), as zlib computes it. */
export function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const readText = (bytes: Uint8Array, at: number): string => {
  let end = at;
  while (end < at + TEXT_BYTES && bytes[end] !== 0) end++;
  return String.fromCharCode(...bytes.subarray(at, end));
};

/** The header of an ONU image, or why the file is not one. */
export function readOnuImageHeader(
  bytes: Uint8Array,
): { ok: true; header: OnuImageHeader } | { ok: false; message: string } {
  const refuse = (why: string) => ({ ok: false as const, message: `error: file header check failed: ${why}` });
  if (bytes.length < ONU_IMAGE_HEADER_BYTES) return refuse('shorter than the 64-byte header');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(0, 4)) !== ONU_IMAGE_MAGIC) return refuse('not an ONU image');
  if (view.getUint16(4) !== ONU_IMAGE_FORMAT || view.getUint16(6) !== ONU_IMAGE_HEADER_BYTES)
    return refuse('unknown header format');
  const payloadBytes = view.getUint32(8);
  if (payloadBytes !== bytes.length - ONU_IMAGE_HEADER_BYTES) return refuse('the length does not match the file');
  if (payloadBytes === 0) return refuse('the image is empty');
  if (crc32(bytes.subarray(ONU_IMAGE_HEADER_BYTES)) !== view.getUint32(12)) return refuse('checksum mismatch');
  const model = readText(bytes, 16);
  const version = readText(bytes, 40);
  if (!/^[\x21-\x7e]{1,24}$/.test(model) || !/^[\x21-\x7e]{1,24}$/.test(version))
    return refuse('model or version is not printable text');
  return { ok: true, header: { model, version, payloadBytes } };
}

/** Builds an image in this format (tests, the bench, and anyone packaging firmware for the simulator). */
export function makeOnuImage(model: string, version: string, payload: Uint8Array): Uint8Array {
  const image = new Uint8Array(ONU_IMAGE_HEADER_BYTES + payload.length);
  const view = new DataView(image.buffer);
  image.set([...ONU_IMAGE_MAGIC].map((c) => c.charCodeAt(0)));
  view.setUint16(4, ONU_IMAGE_FORMAT);
  view.setUint16(6, ONU_IMAGE_HEADER_BYTES);
  view.setUint32(8, payload.length);
  view.setUint32(12, crc32(payload));
  image.set(
    [...model.slice(0, TEXT_BYTES)].map((c) => c.charCodeAt(0)),
    16,
  );
  image.set(
    [...version.slice(0, TEXT_BYTES)].map((c) => c.charCodeAt(0)),
    40,
  );
  image.set(payload, ONU_IMAGE_HEADER_BYTES);
  return image;
}
