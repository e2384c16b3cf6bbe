import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import type { Endpoint } from '../core/endpoint.ts';
import { makeOnuImage, readOnuImageHeader } from './image.ts';
import * as batchConfig from './batchConfig.ts';
import * as firmware from './firmware.ts';
import * as onuHgu from './hgu.ts';
import * as onuMulticast from './multicast.ts';
import * as onuPorts from './uniPorts.ts';
import * as onuSla from './sla.ts';
import * as onuStats from './stats.ts';
import * as opticalHistory from './opticalHistory.ts';
import * as ponAuth from '../pon/ponAuth.ts';

/** The endpoints of the PON and ONU screens, as their modules export them. */
const ENDPOINTS = [batchConfig, firmware, onuHgu, onuMulticast, onuPorts, onuSla, onuStats, opticalHistory, ponAuth]
  .flatMap((module) => Object.values(module) as unknown[])
  .filter((value): value is Endpoint => typeof value === 'object' && value !== null && 'param' in value);

const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> =>
  (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};

describe('the PON and ONU endpoints', () => {
  it('are all found', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(60);
  });

  it('take every integer of their query and param as decimal text too (api.md §8.1), never other text', () => {
    for (const ep of ENDPOINTS) {
      for (const [name, field] of Object.entries({ ...shapeOf(ep.query), ...shapeOf(ep.param) })) {
        const n = [5, 1, 64, 100, 1500].find((v) => field.safeParse(v).success || field.safeParse([v]).success);
        if (n === undefined) continue;
        const asList = !field.safeParse(n).success;
        const text = asList ? [String(n)] : String(n);
        expect(field.safeParse(text).success, `${ep.id} ${name} as "${n}"`).toBe(true);
        expect(field.safeParse(asList ? ['0x5'] : '0x5').success, `${ep.id} ${name} as hex`).toBe(false);
      }
    }
  });
});

describe('the ONU image header', () => {
  it('reads back what was written, and refuses a truncated or altered file', () => {
    const image = makeOnuImage('XE-H440W', 'V3.1.0', new Uint8Array([1, 2, 3, 4, 5]));
    expect(readOnuImageHeader(image)).toEqual({
      ok: true,
      header: { model: 'XE-H440W', version: 'V3.1.0', payloadBytes: 5 },
    });
    expect(readOnuImageHeader(image.subarray(0, 68))).toMatchObject({ ok: false });
    const altered = image.slice();
    altered[66] = 9;
    expect(readOnuImageHeader(altered)).toEqual({
      ok: false,
      message: 'error: file header check failed: checksum mismatch',
    });
  });
});
