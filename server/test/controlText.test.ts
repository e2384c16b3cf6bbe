import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CODE, endpointBody, endpointUrl, logout, setSettingBoard } from '@olt/protocol';
import { buildTestApp, type TestApp } from './helpers.ts';
import { expectRefused, post, signInVendor } from './boardHelpers.ts';
import { formatSyslog } from '../src/syslog/syslogSender.ts';
import { renderRunningConfig } from '../src/api/system/runningConfigText.ts';

let t: TestApp;
let root: string;
beforeEach(async () => {
  t = await buildTestApp();
  root = await t.signIn();
});
afterEach(() => t.close());

// eslint-disable-next-line no-control-regex -- finding control characters is what the test is for
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f\u2028\ud800-\udfff]/u;

describe('control characters and broken text', () => {
  it('are refused at the boundary: an ONU description, company information, the sign-out name', async () => {
    const onu = t.services.device.config.export().onus[0]!;
    const rename = (onu_desc: string) =>
      post(
        t.app,
        '/onumgmt?form=config',
        { method: 'set', param: { port_id: onu.port_id, onu_id: onu.onu_id, flags: 8, onu_name: 'a1', onu_desc } },
        root,
      );
    for (const bad of ['a\u0000b', 'line\r\nbreak', 'tab\there', 'bell\u0007', 'lone \ud800']) {
      expectRefused(await rename(bad), /invalid param\.onu_desc: must hold no control characters/);
    }
    expect(t.services.device.config.export().onus[0]?.onu_desc).toBe(onu.onu_desc);
    expect((await rename('一楼机房, shelf "A"')).code).toBe(CODE.ok);

    const vendor = await signInVendor(t);
    const company = { name: 'ACME', addr: 'x\r\nSet-Cookie: a', email: '', phone: '', supplier_info: '', cc_url: '' };
    expectRefused(await post(t.app, endpointUrl(setSettingBoard), endpointBody(setSettingBoard, company), vendor));
    expectRefused(
      await post(t.app, endpointUrl(logout), endpointBody(logout, { name: 'root\u0000' }), root),
      /invalid param\.name/,
    );
  });

  it('already stored are escaped in the running configuration, syslog lines and the audit CSV', async () => {
    const { chassis, config } = t.services.device;
    // as an earlier version stored them, before the boundary refused them
    const stored = config.export();
    stored.onus[0]!.onu_desc = 'a\r\nend\u0000\u2028\ud800';
    const text = renderRunningConfig({
      config: stored,
      hostname: chassis.hostname(),
      counts: chassis.counts,
      product: 'OLT',
      generatedAt: '',
    });
    expect(text).not.toMatch(RAW_CONTROL);
    expect(text).toContain('description "a\\r\\nend\\u0000\\u2028\\ud800"');
    expect(text.split('\n').filter((line) => line.startsWith('end')).length).toBe(1);

    const line = formatSyslog({ alarm_id: 0, level: 3, time_ms: 0, content: 'renamed to a\r\nforged\u0000' }, 'OLT');
    expect(line).not.toMatch(RAW_CONTROL);
    expect(line).not.toMatch(/[\r\n]/);
    expect(line).toContain('a\\u000d\\u000aforged\\u0000');

    t.services.audit.record({
      time_ms: t.clock.now(),
      user: 'root',
      level: 2,
      address: '127.0.0.1',
      kind: 'change',
      area: 'onu',
      endpoint: 'POST /x',
      endpoint_id: '',
      params: '{"onu_desc":"a\\r\\n"}',
      result: 'ok',
      code: 1,
      message: 'stored\r\nwith\u0000breaks',
    });
    const csv = (await t.app.inject({ method: 'GET', url: '/system_audit?form=csv', headers: { 'x-token': root } }))
      .body;
    // rows end in CRLF (RFC 4180); nothing else of the kind is left
    expect(csv.replace(/\r\n/g, '\n')).not.toMatch(RAW_CONTROL);
    expect(csv).toContain('stored\\u000d\\u000awith\\u0000breaks');
  });
});
