import { createHash } from 'node:crypto';
import {
  FIRMWARE_FIELDS,
  FIRMWARE_HEADER_BYTES,
  FIRMWARE_IMAGE_MAGIC,
  FIRMWARE_KINDS,
  FIRMWARE_VERSION_PATTERN,
  REFUSAL_WORDS,
  wordsText,
  type FirmwareKind,
} from '@olt/protocol';

/** What an image's header says (protocol/src/maintenance/firmwareImage.ts). */
export interface FirmwareHeader {
  kind: FirmwareKind;
  model: string;
  version: string;
  length: number;
}

type Field = keyof typeof FIRMWARE_FIELDS;
const slice = (image: Buffer, field: Field): Buffer =>
  image.subarray(FIRMWARE_FIELDS[field].at, FIRMWARE_FIELDS[field].at + FIRMWARE_FIELDS[field].size);
const text = (image: Buffer, field: Field): string => slice(image, field).toString('latin1').replace(/\0+$/u, '');
const checksumOf = (payload: Buffer): Buffer => createHash('sha256').update(payload).digest().subarray(0, 8);

/** An image of `header` around `payload` (the tool that makes images, and tests). */
export function makeFirmwareImage(header: Omit<FirmwareHeader, 'length'>, payload: Buffer): Buffer {
  const image = Buffer.alloc(FIRMWARE_HEADER_BYTES + payload.length);
  const put = (field: Field, value: string) => {
    if (Buffer.byteLength(value, 'latin1') > FIRMWARE_FIELDS[field].size) throw new RangeError(`${field} too long`);
    image.write(value, FIRMWARE_FIELDS[field].at, 'latin1');
  };
  put('magic', FIRMWARE_IMAGE_MAGIC);
  put('kind', header.kind);
  put('model', header.model);
  put('version', header.version);
  image.writeUInt32BE(payload.length, FIRMWARE_FIELDS.length.at);
  checksumOf(payload).copy(image, FIRMWARE_FIELDS.checksum.at);
  payload.copy(image, FIRMWARE_HEADER_BYTES);
  return image;
}

export type HeaderVerdict = { ok: true; header: FirmwareHeader } | { ok: false; message: string };

/** Checks an image for an upgrade of `kind` on `model`: every header field, the length and the checksum. */
export function readFirmwareHeader(image: Buffer, kind: FirmwareKind, model: string): HeaderVerdict {
  const no = (template: string, args: Record<string, string | number> = {}): HeaderVerdict => ({
    ok: false,
    message: `error: ${wordsText(template, args)}`,
  });
  const words = REFUSAL_WORDS;
  if (image.length < FIRMWARE_HEADER_BYTES) return no(words.imageShort);
  if (text(image, 'magic') !== FIRMWARE_IMAGE_MAGIC) return no(words.imageNotOurs);
  const imageKind = text(image, 'kind');
  if (!(FIRMWARE_KINDS as readonly string[]).includes(imageKind))
    return no(words.imageUnknownKind, { found: imageKind });
  if (imageKind !== kind) return no(words.imageWrongKind, { imageKind, upgradeKind: kind });
  const imageModel = text(image, 'model');
  if (imageModel !== model) return no(words.imageModel, { other: imageModel || 'no model', model });
  const version = text(image, 'version');
  if (!FIRMWARE_VERSION_PATTERN.test(version)) return no(words.imageVersion);
  const length = image.readUInt32BE(FIRMWARE_FIELDS.length.at);
  const payload = image.subarray(FIRMWARE_HEADER_BYTES);
  if (payload.length !== length) return no(words.imageLength, { held: payload.length, length });
  if (!checksumOf(payload).equals(slice(image, 'checksum'))) return no(words.imageChecksum);
  return { ok: true, header: { kind, model, version, length } };
}
