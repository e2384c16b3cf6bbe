/** Image files for tests: real PNG and JPEG headers of a chosen size, padded to a chosen byte count. */

function pad(head: number[], totalBytes: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(head.length, totalBytes));
  bytes.set(head);
  return bytes;
}
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff];

export function pngFile(name: string, width: number, height: number, totalBytes = 64): File {
  const head = [
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...u32(13),
    0x49,
    0x48,
    0x44,
    0x52,
    ...u32(width),
    ...u32(height),
    8,
    6,
    0,
    0,
    0,
  ];
  return new File([pad(head, totalBytes)], name, { type: 'image/png' });
}

export function jpegFile(name: string, width: number, height: number, totalBytes = 64): File {
  const app0 = [0xff, 0xe0, ...u16(16), 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [0xff, 0xc0, ...u16(17), 8, ...u16(height), ...u16(width), 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new File([pad([0xff, 0xd8, ...app0, ...sof0], totalBytes)], name, { type: 'image/jpeg' });
}
