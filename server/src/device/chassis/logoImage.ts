import { LOGO_MAX_BYTES, MAIN_LOGO_PX, readImageHeader, type LogoUploadType } from '@olt/protocol';

interface ImageInfo {
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** The refusal for an oversized logo; the upload route answers it also when the multipart limit cuts the file. */
export const LOGO_TOO_LARGE = `error: the maximum image size is ${LOGO_MAX_BYTES / 1024} KB`;

/**
 * Recognises a PNG or JPEG by its content, never by its name, and reads its pixel size (the protocol's header check,
 * shared with the console). Anything else, or an image whose header is cut short, is null.
 */
export function inspectImage(bytes: Buffer): ImageInfo | null {
  const header = readImageHeader(bytes);
  if (!header) return null;
  return { mime: header.format === 'png' ? 'image/png' : 'image/jpeg', width: header.width, height: header.height };
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
