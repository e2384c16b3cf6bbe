import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { CODE, endpoint } from '@olt/protocol';
import { refuse } from '../device/kernel/errors.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { get, post } from '../../test/boardHelpers.ts';
import { registerRoutes, route } from './dispatch.ts';
import { installErrorHandling } from './errorHandler.ts';

const refusing = endpoint({
  id: 'TEST-1',
  method: 'POST',
  path: '/refusing',
  isPublic: true,
  area: 'system',
  description: 'Refuses.',
});
const failing = endpoint({
  id: 'TEST-2',
  method: 'GET',
  path: '/failing',
  isPublic: true,
  area: 'system',
  description: 'Fails.',
});

let app: FastifyInstance | undefined;
let t: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  await t?.close();
  app = t = undefined;
});

async function bareApp(): Promise<FastifyInstance> {
  const a = Fastify();
  installErrorHandling(a, {});
  registerRoutes(
    a,
    [
      route(refusing, () => refuse('VLAN 1 cannot be deleted')),
      route(failing, () => {
        throw new Error('disk on fire');
      }),
    ],
    { checkToken: () => ({ ok: false, code: CODE.illegal, message: 'no' }), authorize: () => null },
  );
  // a route outside the endpoint table reaches the device model too
  a.get('/extra', () => refuse('no such splitter'));
  await a.ready();
  return a;
}

describe('device refusals in the envelope', () => {
  it('answers a DeviceRuleError from a handler as code 2 with its message, not as a failure of the server', async () => {
    app = await bareApp();
    expect(await post(app, '/refusing', { method: 'set', param: {} })).toEqual({
      code: CODE.error,
      message: 'error: VLAN 1 cannot be deleted',
    });
    // anything else stays a generic refusal that does not leak what went wrong
    expect(await get(app, '/failing')).toEqual({
      code: CODE.error,
      message: 'error: the device could not complete the request',
    });
  });

  it('answers a DeviceRuleError thrown by a route outside the table with HTTP 200 and the envelope', async () => {
    app = await bareApp();
    expect(await get(app, '/extra')).toEqual({ code: CODE.error, message: 'error: no such splitter' });
  });

  it('reaches the console for a real rule of the device: VLAN 1 stays', async () => {
    t = await buildTestApp();
    const token = await t.signIn();
    const answer = await post(t.app, '/switch_vlan', { method: 'destroy', param: { vlan_id: 1 } }, token);
    expect(answer.code).toBe(CODE.error);
    expect(answer.message).toMatch(/^error: .*VLAN 1/);
    expect(t.services.device.vlan.has(1)).toBe(true);
    expect(t.services.deviceConfig.isUnsaved()).toBe(false);
  });
});

describe('bodies as programs in the field send them (api.md §8.2, §8.3)', () => {
  const raw = (url: string, payload: string, headers: Record<string, string>) =>
    t!.app.inject({ method: 'POST', url, payload, headers }).then((res) => res.json<unknown>());

  it('reads any body as JSON, takes an action posted empty, and refuses what is not an object', async () => {
    t = await buildTestApp();
    const token = await t.signIn();
    const hostname = JSON.stringify({ method: 'set', param: { hostname: 'Plain-OLT' } });
    expect(await raw('/system?form=hostname', hostname, { 'x-token': token, 'content-type': 'text/plain' })).toEqual({
      code: CODE.ok,
      message: 'success',
    });
    expect(await raw('/system_save', '', { 'x-token': token })).toEqual({ code: CODE.ok, message: 'success' });
    expect(t.services.deviceConfig.isUnsaved()).toBe(false);
    // a write that is not an action still needs its verb and param
    expect(await raw('/system?form=hostname', '', { 'x-token': token })).toEqual({
      code: CODE.error,
      message: 'error: the body has no method',
    });
    expect(await raw('/system_save', '[1]', { 'x-token': token, 'content-type': 'application/json' })).toEqual({
      code: CODE.error,
      message: 'error: invalid body: body must be object',
    });
    expect(await raw('/system_save', '{"method":', { 'x-token': token })).toEqual({
      code: CODE.error,
      message: 'error: the body is not JSON',
    });
  });
});
