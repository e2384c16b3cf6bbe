import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CODE, TOKEN_CHECK_FAILED } from '@olt/protocol';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { get, post } from '../../../test/boardHelpers.ts';
import { RUNNING_CONFIG_FILE_TTL_MS } from './runningConfig.ts';
import { portNameList } from './runningConfigText.ts';

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await buildTestApp();
  token = await t.signIn();
});
afterEach(() => t.close());

/** The file as the asking session gets it (with its token), or through a link (`url` with its ticket). */
const fetchFile = (url = '/oltconfigtmp.txt', withToken: string | null = token) =>
  t.app.inject({ method: 'GET', url, headers: withToken ? { 'x-token': withToken } : {} });
/** Asks for the file; answers its one-time link. */
async function writeFile(asking = token): Promise<string> {
  const answer = await get(t.app, '/system_running_config', asking);
  expect(answer.code).toBe(1);
  return (answer.data as { filename: string }).filename;
}

/** With 8 PON and 4 GE ports: GE01 is port 9. */
const GE = (n: number) => 8 + n;

describe('running configuration as text', () => {
  it('is written on request and then served to the asking session as a text file', async () => {
    const olt = t.services.device;
    olt.vlan.create(42, 42);
    olt.vlan.setName(42, 'iptv');
    olt.vlan.setDesc(42, 'television to every PON');
    olt.vlan.setMembers(42, 42, [GE(1), 13, 14], [1, 2, 3, 5]);
    olt.vlan.setTranslation({ port_id: GE(1), old_vlan: 42, new_vlan: 420, new_vlan_pri: 255 });
    olt.vlan.setQinq({ port_id: GE(2), cvlan: 0, cvlan_s: 100, cvlan_e: 199, svlan: 3000, svlan_pri: 5 });
    const onu = olt.config.export().onus.find((o) => o.port_id === 2)!;
    olt.onus.configure(onu.port_id, onu.onu_id, {
      flags: 0x8,
      onu_name: 'shop-12',
      onu_desc: 'corner shop, 2nd floor',
    });
    olt.onus.addDeny(2, '02:11:22:33:44:55', 'stolen box');
    const splitter = olt.splitters.add(2, { name: 'cabinet-A', description: 'street cabinet' }, 0);
    olt.splitters.bind(2, splitter, [onu.onu_id]);
    await post(t.app, '/system?form=hostname', { method: 'set', param: { hostname: 'Core-OLT' } }, token);

    expect(await writeFile()).toMatch(/^\/oltconfigtmp\.txt\?ticket=[0-9a-f]{32}$/);
    const res = await fetchFile();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const text = res.body;
    const section = (start: string) =>
      text.slice(text.indexOf(`\n${start}\n`) + 1, text.indexOf('\n!', text.indexOf(`\n${start}\n`)));

    expect(text).toContain('\nhostname Core-OLT\n');
    expect(section('vlan 42').split('\n')).toEqual([
      'vlan 42',
      ' name iptv',
      ' description "television to every PON"',
      ' tagged GE01,XGE01-XGE02',
      ' untagged PON01-PON03,PON05',
    ]);
    const pon2 = section('interface PON02');
    expect(pon2).toContain(` splitter ${splitter} name cabinet-A description "street cabinet"\n`);
    expect(pon2).toMatch(
      new RegExp(
        ` onu ${onu.onu_id} mac ${onu.macaddr} name shop-12 description "corner shop, 2nd floor" authorized fec \\w+ splitter ${splitter}`,
      ),
    );
    expect(pon2).toMatch(/ deny \d+ mac 02:11:22:33:44:55 .*reason "stolen box"/);
    expect(pon2).toContain(' authorization manual mode mac');
    expect(section('interface GE01')).toContain(' description "uplink to core"');
    expect(text).toContain('\nvlan-translation GE01 42 to 420\n');
    expect(text).toContain('\nqinq GE02 cvlan 100-199 svlan 3000 priority 5\n');
    expect(text.trimEnd().endsWith('end')).toBe(true);
    // every configured ONU appears, on its own line
    expect(text.match(/^ onu /gmu)).toHaveLength(olt.config.export().onus.length);
  });

  it('needs a session to be written; without one nothing is served', async () => {
    expect(await get(t.app, '/system_running_config')).toEqual({ code: CODE.illegal, message: TOKEN_CHECK_FAILED });
    expect((await fetchFile()).statusCode).toBe(404);
  });

  it('is served only to the session that asked: by its token, or once through its link', async () => {
    const link = await writeFile();
    // nobody else: no token, another session's token, a made-up ticket
    expect((await fetchFile('/oltconfigtmp.txt', null)).statusCode).toBe(404);
    expect((await fetchFile('/oltconfigtmp.txt', await t.signIn())).statusCode).toBe(404);
    expect((await fetchFile('/oltconfigtmp.txt?ticket=00000000000000000000000000000000', null)).statusCode).toBe(404);
    // a HEAD does not use the ticket up; the GET does
    expect((await t.app.inject({ method: 'HEAD', url: link })).statusCode).toBe(200);
    expect((await fetchFile(link, null)).body).toContain('hostname');
    expect((await fetchFile(link, null)).statusCode).toBe(404);
    // the asking session still gets it with its token
    expect((await fetchFile()).statusCode).toBe(200);
  });

  it('never matches an empty, missing or used ticket, whatever the token header says', async () => {
    const link = await writeFile();
    expect((await fetchFile(link, null)).statusCode).toBe(200);
    // the used ticket is gone: neither it nor an empty or missing one finds the file again
    for (const url of [link, '/oltconfigtmp.txt?ticket=', '/oltconfigtmp.txt?ticket', '/oltconfigtmp.txt']) {
      expect((await fetchFile(url, null)).statusCode, url).toBe(404);
    }
    // a fresh link, then requests with a wrong token: refused as on every route, the ticket left unused
    const fresh = await writeFile();
    for (let i = 0; i < 3; i++) {
      const res = await fetchFile(fresh, 'not-a-session');
      expect(res.json()).toEqual({ code: CODE.illegal, message: TOKEN_CHECK_FAILED });
    }
    expect((await fetchFile(fresh, null)).statusCode).toBe(200);
    expect((await fetchFile(fresh, null)).statusCode).toBe(404);
    expect((await fetchFile(`${fresh.split('=')[0]}=`, 'not-a-session')).json()).toMatchObject({
      code: CODE.illegal,
    });
  });

  it('goes with the session that asked for it', async () => {
    const link = await writeFile();
    await post(t.app, '/userlogin?form=logout', { method: 'set', param: { name: 'root' } }, token);
    expect((await fetchFile(link, null)).statusCode).toBe(404);
  });

  it('is served only for a minute after it was written', async () => {
    await writeFile();
    t.clock.advance(RUNNING_CONFIG_FILE_TTL_MS);
    expect((await fetchFile()).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await fetchFile()).statusCode).toBe(404);
  });

  it('shows the configuration as it is when asked, not as it was when first written', async () => {
    await writeFile();
    t.services.device.vlan.create(77, 77);
    expect((await fetchFile()).body).not.toContain('\nvlan 77\n');
    await writeFile();
    expect((await fetchFile()).body).toContain('\nvlan 77\n');
  });
});

describe('port name lists', () => {
  it('joins runs of one kind of port and never across kinds', () => {
    const counts = { ponports: 8, geports: 4, xgeports: 2 };
    expect(portNameList([1, 2, 3, 5, 7, 8, 9, 10, 12, 13, 14], counts)).toBe(
      'PON01-PON03,PON05,PON07-PON08,GE01-GE02,GE04,XGE01-XGE02',
    );
    expect(portNameList([9, 9, 11], counts)).toBe('GE01,GE03');
    expect(portNameList([], counts)).toBe('');
  });
});
