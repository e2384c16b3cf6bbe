/**
 * Client-side checks of an image before it is uploaded (spec §5 "Logo upload"). The device would refuse a bad file
 * only after the whole upload, so the console refuses it at selection, where the user can still pick another one.
 */

export interface ImageSizePx {
  width: number;
  height: number;
}

export type ImageFormat = 'png' | 'jpeg';

export interface ImageRules {
  maxBytes: number;
  /** file name endings accepted, lower case without the dot */
  extensions: readonly string[];
  /** when given, the picture must be exactly this size */
  exactPx?: ImageSizePx;
}

export type ImageCheck =
  | { ok: true; format: ImageFormat; size: ImageSizePx }
  | { ok: false; problem: 'type' }
  | { ok: false; problem: 'tooLarge'; bytes: number }
  | { ok: false; problem: 'unreadable' }
  | { ok: false; problem: 'size'; size: ImageSizePx };

/** The extensions the logo pickers accept (spec §5). */
export const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** PNG: the IHDR chunk right after the signature holds width and height as big-endian 32-bit numbers. */
function pngSize(bytes: DataView): ImageSizePx | null {
  if (bytes.byteLength < 24) return null;
  if (!PNG_SIGNATURE.every((b, i) => bytes.getUint8(i) === b)) return null;
  return { width: bytes.getUint32(16), height: bytes.getUint32(20) };
}

/** JPEG: walk the marker segments to the first start-of-frame, which carries height then width. */
function jpegSize(bytes: DataView): ImageSizePx | null {
  if (bytes.byteLength < 4 || bytes.getUint8(0) !== 0xff || bytes.getUint8(1) !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.byteLength) {
    if (bytes.getUint8(at) !== 0xff) return null;
    const marker = bytes.getUint8(at + 1);
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range but are not frames
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.getUint16(at + 5), width: bytes.getUint16(at + 7) };
    }
    at += 2 + bytes.getUint16(at + 2);
  }
  return null;
}

// FileReader rather than Blob.arrayBuffer(), which some environments (jsdom among them) still lack
function readBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/** Format and pixel size read from the file's own header, or null when it is neither a PNG nor a JPEG. */
export async function readImageHeader(file: Blob): Promise<{ format: ImageFormat; size: ImageSizePx } | null> {
  const bytes = new DataView(await readBytes(file));
  const png = pngSize(bytes);
  if (png) return { format: 'png', size: png };
  const jpeg = jpegSize(bytes);
  return jpeg ? { format: 'jpeg', size: jpeg } : null;
}

/**
 * Whether the browser can decode the picture. A header can be intact while the data behind it is broken, and the
 * device would then show a broken logo. Where the platform has no decoder (tests), the header has to do.
 */
async function decodes(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/** Checks name, byte size, content and pixel size, in the order the user can best act on. */
export async function checkImage(file: File, rules: ImageRules): Promise<ImageCheck> {
  if (!rules.extensions.includes(extensionOf(file.name))) return { ok: false, problem: 'type' };
  if (file.size > rules.maxBytes) return { ok: false, problem: 'tooLarge', bytes: file.size };
  const header = await readImageHeader(file);
  if (!header) return { ok: false, problem: 'type' };
  if (!(await decodes(file))) return { ok: false, problem: 'unreadable' };
  const { exactPx } = rules;
  if (exactPx && (header.size.width !== exactPx.width || header.size.height !== exactPx.height)) {
    return { ok: false, problem: 'size', size: header.size };
  }
  return { ok: true, format: header.format, size: header.size };
}

/** The file as a data: URL, for a preview that needs no object URL to revoke (logos are at most 50 KB). */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
