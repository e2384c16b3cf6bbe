import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A real, decodable PNG of the given size: 8-bit RGB, every pixel the same colour. `padTo` appends an ancillary
 * text chunk so the file reaches a chosen size while staying a valid image.
 */
export function makePng(width: number, height: number, { padTo = 0 } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x40)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const parts = [signature, chunk('IHDR', header), chunk('IDAT', pixels)];
  const end = chunk('IEND', Buffer.alloc(0));
  const size = parts.reduce((n, p) => n + p.length, 0) + end.length;
  // a tEXt chunk costs 12 bytes of framing plus its keyword, NUL and text
  if (padTo > size + 12 + 8)
    parts.push(chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padTo - size - 20, 0x61)])));
  return Buffer.concat([...parts, end]);
}

/** The smallest byte sequence a JPEG reader sizes: SOI, an APP0 segment, SOF0 with the dimensions, EOI. */
export function makeJpeg(width: number, height: number): Buffer {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ];
  const sof0 = [
    0xff,
    0xc0,
    0x00,
    0x0b,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x01,
    0x01,
    0x11,
    0x00,
  ];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

/** A GIF89a header of the given size: a real format the device does not accept. */
export function makeGif(width: number, height: number): Buffer {
  const gif = Buffer.alloc(13);
  gif.write('GIF89a', 0, 'latin1');
  gif.writeUInt16LE(width, 6);
  gif.writeUInt16LE(height, 8);
  return Buffer.concat([gif, Buffer.from([0x3b])]);
}

/** A multipart/form-data body with one file part, as a browser sends it. */
export function multipart(
  file: Buffer | undefined,
  { field = 'file', filename = 'logo.png', contentType = 'image/png' } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----olt-test-boundary-7d2f';
  const parts: Buffer[] = [];
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  } else {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nnothing\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
