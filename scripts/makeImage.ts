/**
 * Writes an upgrade image the simulated OLT takes (the header: protocol/src/maintenance/firmwareImage.ts):
 *
 *   npm run make:image -- --kind system --version V2.5.0 [--model EPON-OLT-08] [--size 65536] [--out system.img]
 *
 * The payload is deterministic filler of `--size` bytes; a full version is written as `.zip` by default, as the
 * upgrade screen asks for, though its content is the same kind of image.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { FIRMWARE_EXTENSIONS, FIRMWARE_KINDS, type FirmwareKind } from '../protocol/src/index.ts';
import { makeFirmwareImage } from '../server/src/device/maintenance/firmwareImage.ts';

const { values } = parseArgs({
  options: {
    kind: { type: 'string', default: 'system' },
    version: { type: 'string', default: 'V2.5.0' },
    model: { type: 'string', default: 'EPON-OLT-08' },
    size: { type: 'string', default: '65536' },
    out: { type: 'string' },
  },
});
const kind = values.kind as FirmwareKind;
if (!FIRMWARE_KINDS.includes(kind)) throw new Error(`--kind is one of ${FIRMWARE_KINDS.join(', ')}`);
const size = Number(values.size);
if (!Number.isInteger(size) || size < 0) throw new Error('--size is a number of bytes');
const payload = Buffer.alloc(size);
for (let i = 0; i < size; i++) payload[i] = (i * 31 + 7) & 0xff;
const out = values.out ?? `${kind}-${values.version}${FIRMWARE_EXTENSIONS[kind]}`;
writeFileSync(out, makeFirmwareImage({ kind, model: values.model, version: values.version }, payload));
console.log(`${out}: ${kind} ${values.version} for ${values.model}, ${size} payload bytes`);
