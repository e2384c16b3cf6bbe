import { readImageHeader as readHeaderBytes, type ImageFormat } from '@olt/protocol/light';

/**
 * Client-side checks of an image before it is uploaded (spec §5 "Logo upload"). The device would refuse a bad file
 * only after the whole upload, so the console refuses it at selection, where the user can still pick another one.
 */

export interface ImageSizePx {
  width: number;
  height: number;
}

interface ImageRules {
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

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

// FileReader rather than Blob.arrayBuffer(), which some environments (jsdom among them) still lack
export function readBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/** Format and pixel size read from the file's own header (the protocol's check, as the device makes it), or null. */
export async function readImageHeader(file: Blob): Promise<{ format: ImageFormat; size: ImageSizePx } | null> {
  const header = readHeaderBytes(new Uint8Array(await readBytes(file)));
  return header ? { format: header.format, size: { width: header.width, height: header.height } } : null;
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
