/**
 * The image the simulated OLT takes for a firmware, system or full-version upgrade (UPG-01…03): a 64-byte header,
 * then the payload. All text fields are ASCII, padded with NUL bytes; numbers are big-endian.
 *
 *   offset  size  field
 *        0     8  magic     "OLTIMG1\0"
 *        8    12  kind      "firmware" | "system" | "fullversion" (the upgrade it is for)
 *       20    16  model     the product it is built for, e.g. "EPON-OLT-08" (SYS-02 product_name)
 *       36    16  version   the version it installs, e.g. "V2.5.0" (system) or "V2.5.0_build2701" (firmware)
 *       52     4  length    payload bytes after the header
 *       56     8  checksum  the first 8 bytes of the payload's SHA-256
 *
 * `npm run make:image -- --kind system --version V2.5.0` (scripts/makeImage.ts) writes a valid one.
 */
export const FIRMWARE_IMAGE_MAGIC = 'OLTIMG1';
export const FIRMWARE_HEADER_BYTES = 64;
export const FIRMWARE_FIELDS = {
  magic: { at: 0, size: 8 },
  kind: { at: 8, size: 12 },
  model: { at: 20, size: 16 },
  version: { at: 36, size: 16 },
  length: { at: 52, size: 4 },
  checksum: { at: 56, size: 8 },
} as const;

/** The three upgrades of the upgrade screen, by their `?type=` (api.md §2.29), with the file name each takes. */
export const FIRMWARE_KINDS = ['firmware', 'system', 'fullversion'] as const;
export type FirmwareKind = (typeof FIRMWARE_KINDS)[number];
export const FIRMWARE_EXTENSIONS: Readonly<Record<FirmwareKind, string>> = {
  firmware: '.img',
  system: '.img',
  fullversion: '.zip',
};
/** An image is at most this big. */
export const FIRMWARE_IMAGE_MAX_BYTES = 64 * 1024 * 1024;
/** A version: 1–16 printable ASCII characters. */
export const FIRMWARE_VERSION_PATTERN = /^[\x21-\x7e]{1,16}$/;

/** UPG-05 `status`: writing, done (reboot to run it), someone else's upgrade is running; 0 = none since boot. */
export const UPGRADE_STATE = { idle: 0, writing: 1, done: 2, busy: 3 } as const;
