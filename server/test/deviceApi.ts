import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Envelope } from '@olt/protocol';
import type { Device } from '../src/device/device.ts';
import { buildTestApp, type TestApp, type TestAppOptions } from './helpers.ts';
import { get, post } from './boardHelpers.ts';

/**
 * A signed-in session on a seeded device that does not tick on its own (tests move it with `olt.simulation.tick(ms)`), with
 * shorthand for the device API: `read(url)` is a GET, `write(url, verb, param)` posts `{ method, param }`.
 */
export interface DeviceSession {
  t: TestApp;
  app: FastifyInstance;
  olt: Device;
  token: string;
  read: <T = unknown>(url: string) => Promise<Envelope<T>>;
  write: (url: string, verb: string | null, param: unknown) => Promise<Envelope>;
  close: () => Promise<void>;
}

export async function openDeviceSession(options: TestAppOptions = {}): Promise<DeviceSession> {
  const t = await buildTestApp(options);
  const token = await t.signIn();
  return {
    t,
    app: t.app,
    olt: t.services.device,
    token,
    read: <T = unknown>(url: string) => get<T>(t.app, url, token),
    write: (url, verb, param) => post(t.app, url, verb === null ? { param } : { method: verb, param }, token),
    close: () => t.close(),
  };
}

/** Decimal text of a number, as dBm fields carry it: `-21.43`, `-8`. */
export const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * Sends each bad request and expects a refusal (code > 1, `error…`) whose message matches, then that the device's
 * configuration is as it was.
 */
export async function expectAllRefused(
  s: DeviceSession,
  attempts: readonly (readonly [() => Promise<Envelope>, RegExp?])[],
): Promise<void> {
  const before = s.olt.config.export();
  for (const [attempt, message] of attempts) {
    const answer = await attempt();
    expect(answer.code, answer.message).toBeGreaterThan(1);
    expect(answer.message).toMatch(/^error/i);
    if (message) expect(answer.message).toMatch(message);
  }
  expect(s.olt.config.export()).toEqual(before);
}
