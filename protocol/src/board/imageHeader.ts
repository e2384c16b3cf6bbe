/**
 * The PNG and JPEG header check both sides make on a logo (spec §5): the console before uploading, the device before
 * storing. Plain bytes in, no zod and no Node `Buffer`, so the login page and the server share it.
 */

export type ImageFormat = 'png' | 'jpeg';
interface ImageHeader {
  format: ImageFormat;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** `IHDR` in ASCII: the first chunk of every PNG. */
const IHDR = [0x49, 0x48, 0x44, 0x52];

const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]): boolean =>
  expected.every((b, i) => bytes[at + i] === b);

/** The first chunk of a PNG must be IHDR: width and height as 32-bit big-endian numbers. */
function pngHeader(bytes: Uint8Array, view: DataView): ImageHeader | null {
  if (!startsWith(bytes, 12, IHDR)) return null;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width > 0 && height > 0 ? { format: 'png', width, height } : null;
}

/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic tables) do not. */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks the JPEG segments up to the first start-of-frame: its height and width follow the sample precision. */
function jpegHeader(bytes: Uint8Array, view: DataView): ImageHeader | null {
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
    const length = view.getUint16(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      const height = view.getUint16(at + 5);
      const width = view.getUint16(at + 7);
      return width > 0 && height > 0 ? { format: 'jpeg', width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}

/**
 * Recognises a PNG or JPEG by its content, never by its name, and reads its pixel size. Anything else, or an image
 * whose header is cut short, is null.
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && startsWith(bytes, 0, PNG_SIGNATURE)) return pngHeader(bytes, view);
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegHeader(bytes, view);
  return null;
}
