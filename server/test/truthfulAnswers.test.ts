import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE, type AuditPage } from '@olt/protocol';
import { buildTestApp, type TestApp } from './helpers.ts';
import { expectRefused, get, post } from './boardHelpers.ts';
import { BODY_MAX_DEPTH } from '../src/http/jsonBody.ts';

let t: TestApp;
let root: string;
beforeEach(async () => {
  t = await buildTestApp();
  root = await t.signIn();
});
afterEach(() => t.close());

/** A value nested `levels` deep: `{"x":{"x":…1…}}`, as text (JSON.stringify itself would overflow on the deepest). */
const nested = (levels: number): string => `${'{"x":'.repeat(levels)}1${'}'.repeat(levels)}`;

const firstOnu = () => t.services.device.config.export().onus[0]!;
const renameBody = (name: string, extra: string) => {
  const onu = firstOnu();
  const param = `{"port_id":${onu.port_id},"onu_id":${onu.onu_id},"flags":8,"onu_name":"${name}","onu_desc":"","extra":${extra}}`;
  return `{"method":"set","param":${param}}`;
};
const changes = async () =>
  ((await get<AuditPage>(t.app, '/system_audit?form=list&kind=change', root)).data as AuditPage).rows;

describe('a deep body', () => {
  it('is refused before any handler runs, on writes and actions alike, and changes nothing', async () => {
    const before = firstOnu().onu_name;
    const deep = renameBody('deep-1', nested(5_000));
    expect(deep.length).toBeLessThan(64 * 1024);
    expectRefused(await post(t.app, '/onumgmt?form=config', deep, root), /nested too deeply/);
    expect(firstOnu().onu_name).toBe(before);

    const reboot = vi.spyOn(t.services.lifecycle, 'reboot');
    expectRefused(await post(t.app, '/system_reboot', `{"param":${nested(BODY_MAX_DEPTH + 1)}}`, root), /too deeply/);
    expect(reboot).not.toHaveBeenCalled();
    expect(t.services.lifecycle.isBooting).toBe(false);
    // the sign-in too: no route of the API parses it
    expectRefused(await post(t.app, '/userlogin?form=login', `{"param":${nested(100)}}`), /too deeply/);
  });

  it('up to the bound is read; the audit records what the schema accepted, not the raw body', async () => {
    // the body's own two levels (the body, param) and the extra field's value reach the bound exactly
    const answer = await post(t.app, '/onumgmt?form=config', renameBody('deep-2', nested(BODY_MAX_DEPTH - 2)), root);
    expect(answer.code, answer.message).toBe(CODE.ok);
    expect(firstOnu().onu_name).toBe('deep-2');
    const [entry] = await changes();
    expect(entry?.result).toBe('ok');
    expect(entry?.params).toContain('"onu_name":"deep-2"');
    expect(entry?.params).not.toContain('extra');
  });
});

describe('after the commit', () => {
  it('a failing listener of the device events does not turn an applied change into an error', async () => {
    t.services.device.events.on('onuChange', () => {
      throw new Error('a listener that fails');
    });
    t.services.device.events.on('logLine', () => {
      throw new Error('a listener that fails');
    });
    const answer = await post(t.app, '/onumgmt?form=config', renameBody('after-1', '0'), root);
    expect(answer).toEqual({ code: CODE.ok, message: 'success' });
    expect(firstOnu().onu_name).toBe('after-1');
    expect((await changes())[0]).toMatchObject({ result: 'ok', code: 1 });
  });

  it('a listener added with once still hears one event only', () => {
    let heard = 0;
    t.services.device.events.once('rebooting', () => heard++);
    t.services.device.events.emit('rebooting');
    t.services.device.events.emit('rebooting');
    expect(heard).toBe(1);
  });

  it('an audit trail that cannot record does not turn an applied change into an error', async () => {
    const record = vi.spyOn(t.services.audit, 'record').mockImplementation(() => {
      throw new Error('the audit store refuses');
    });
    const answer = await post(t.app, '/onumgmt?form=config', renameBody('after-2', '0'), root);
    record.mockRestore();
    expect(answer).toEqual({ code: CODE.ok, message: 'success' });
    expect(firstOnu().onu_name).toBe('after-2');
  });
});
