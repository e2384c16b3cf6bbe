import { LOGO_MAX_BYTES, MAIN_LOGO_PX, type LogoUploadType } from '@olt/protocol';

export interface ImageInfo {
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** The refusal for an oversized logo; the upload route answers it also when the multipart limit cuts the file. */
export const LOGO_TOO_LARGE = `error: the maximum image size is ${LOGO_MAX_BYTES / 1024} KB`;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Recognises a PNG or JPEG by its content, never by its name, and reads its pixel size. Anything else, or an image
 * whose header is cut short, is null.
 */
export function inspectImage(bytes: Buffer): ImageInfo | null {
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return inspectPng(bytes);
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return inspectJpeg(bytes);
  return null;
}

/** The first chunk of a PNG must be IHDR: width and height as 32-bit big-endian numbers. */
function inspectPng(bytes: Buffer): ImageInfo | null {
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  return width > 0 && height > 0 ? { mime: 'image/png', width, height } : null;
}

/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic tables) do not. */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks the JPEG segments up to the first start-of-frame: its height and width follow the sample precision. */
function inspectJpeg(bytes: Buffer): ImageInfo | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // fill bytes, and markers that stand alone without a length (TEM, RSTn)
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      const height = bytes.readUInt16BE(at + 5);
      const width = bytes.readUInt16BE(at + 7);
      return width > 0 && height > 0 ? { mime: 'image/jpeg', width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}

/**
 * Checks an uploaded logo (spec §5): at most 50 KB, a PNG or JPEG, and for the header logo exactly 240×70 pixels.
 * Returns the image's details, or the refusal the device answers.
 */
export function checkLogo(
  type: LogoUploadType,
  bytes: Buffer,
): { ok: true; image: ImageInfo } | { ok: false; message: string } {
  if (bytes.length > LOGO_MAX_BYTES) return { ok: false, message: LOGO_TOO_LARGE };
  const image = inspectImage(bytes);
  if (!image) return { ok: false, message: 'error: only PNG or JPEG images' };
  if (type === 'logo' && (image.width !== MAIN_LOGO_PX.width || image.height !== MAIN_LOGO_PX.height)) {
    return { ok: false, message: `error: the logo must be ${MAIN_LOGO_PX.width}×${MAIN_LOGO_PX.height} pixels` };
  }
  return { ok: true, image };
}
