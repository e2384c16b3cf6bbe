import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstReadUrls, loginKey, pageReads, type PageRead } from '@olt/protocol';
import { openDeviceSession, type DeviceSession } from '../../../test/deviceApi.ts';
import { buildTestApp, consoleSignIn, setHostname } from '../../../test/helpers.ts';

let s: DeviceSession;

beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const together = async (page: string, token = s.token) =>
  (
    await s.app.inject({ method: 'GET', url: `/board?info=page_reads&page=${page}`, headers: { 'x-token': token } })
  ).json<{ code: number; message: string; data?: { reads: PageRead[] } }>();

describe('a page’s first reads in one request (SYS-X2)', () => {
  it('answers each of the page’s first reads as its own route answers it, in order', async () => {
    const answer = await together('status');
    expect(answer).toMatchObject({ code: 1, message: 'success' });
    expect(pageReads.data.parse(answer.data)).toEqual(answer.data);
    const reads = answer.data?.reads ?? [];
    expect(reads.map((r) => r.url)).toEqual(firstReadUrls('status'));
    expect(reads.map((r) => r.url)).toContain('/board?info=summary');
    // the device does not move between the two (no simulation in tests), so each answer is the route's own
    for (const read of reads) expect(read.answer).toEqual(await s.read(read.url));
  });

  it('answers the shell’s reads for a page without reads of its own, and the ONU table for the ONU page', async () => {
    const urls = async (page: string) => (await together(page)).data?.reads.map((r) => r.url);
    expect(await urls('vlan_mgmt')).toEqual(firstReadUrls(null));
    expect(await urls('onu_allow')).toContain('/onutable?form=search&limit=4096');
  });

  it('needs a session, and refuses a page the console does not have', async () => {
    const signedOut = await s.app.inject({ method: 'GET', url: '/board?info=page_reads&page=status' });
    expect(signedOut.json()).toMatchObject({ code: 0 });
    for (const page of ['nowhere', '', '../onutable']) {
      const refused = await together(encodeURIComponent(page));
      expect(refused.code).toBeGreaterThan(1);
      expect(refused.message).toMatch(/^error.*page/);
    }
    const withoutPage = await s.app.inject({
      method: 'GET',
      url: '/board?info=page_reads',
      headers: { 'x-token': s.token },
    });
    expect(withoutPage.statusCode).toBe(200);
    expect(withoutPage.json()).toMatchObject({ code: 2, message: expect.stringMatching(/^error.*page/) as unknown });
  });

  it('reads as the session: what it may not read is refused inside, as it would be alone', async () => {
    // an account an administrator created with "must change the password" may read its session and nothing else
    await s.t.services.users.create(
      { name: 'night2', level: 4, maxLogins: 4 },
      loginKey('night2', 'pass1234'),
      'required',
    );
    const token = await s.t.signIn('night2', 'pass1234');
    const reads = (await together('status', token)).data?.reads ?? [];
    expect(reads.find((r) => r.url === '/usermgmt?form=session')?.answer).toMatchObject({
      code: 1,
      data: { must_change_password: 1 },
    });
    const system = reads.find((r) => r.url === '/board?info=system');
    const alone = (
      await s.app.inject({ method: 'GET', url: '/board?info=system', headers: { 'x-token': token } })
    ).json<PageRead['answer']>();
    expect(system?.answer?.code).toBeGreaterThan(1);
    expect(system?.answer).toEqual(alone);
  });

  it('reads from the address that asked, so each read passes the management access list as the request did', async () => {
    const noc = '192.0.2.10';
    const t = await buildTestApp();
    try {
      const token = await t.signIn('root', 'admin', noc);
      const permitNoc = { name: 'noc', afi: 1, type: 1, hostip: `${noc}/32`, macaddr: '00:11:22:33:44:55', access: 2 };
      const added = await t.app.inject({
        method: 'POST',
        url: '/system_accesslist?form=rule_tab',
        remoteAddress: noc,
        headers: { 'x-token': token, 'content-type': 'application/json' },
        payload: JSON.stringify({ method: 'add', param: permitNoc }),
      });
      expect(added.json()).toMatchObject({ code: 1 });
      // only the NOC may manage the device now; the reads inside the request come from it too, not from the device
      const res = await t.app.inject({
        method: 'GET',
        url: '/board?info=page_reads&page=status',
        remoteAddress: noc,
        headers: { 'x-token': token },
      });
      const reads = res.json<{ data: { reads: PageRead[] } }>().data.reads;
      expect(reads.length).toBeGreaterThan(0);
      for (const read of reads) expect(read.answer, read.url).toMatchObject({ code: 1 });
    } finally {
      await t.close();
    }
  });
});

const hostnameIn = (answer: Awaited<ReturnType<typeof together>>) =>
  (answer.data?.reads.find((r) => r.url === '/system?form=hostname')?.answer?.data as { hostname?: string })?.hostname;

describe('the reads a console sign-in starts (the login’s `reads`)', () => {
  it('answers the login as the family does, and the page’s reads as they were when the session signed in, once', async () => {
    const { envelope, token } = await consoleSignIn(s.app, 'status');
    expect(envelope).toEqual({ code: 1, message: 'success' });
    expect(typeof token).toBe('string');
    // a change after the sign-in: the reads started then do not have it, a later request does
    expect((await setHostname(s.app, 'After_SignIn', s.token)).code).toBe(1);
    const started = await together('status', token);
    expect(started.data?.reads.map((r) => r.url)).toEqual(firstReadUrls('status'));
    expect(hostnameIn(started)).toBe('EPON-OLT');
    expect(hostnameIn(await together('status', token as string))).toBe('After_SignIn');
  });

  it('gives them only to the request of the same page by the same session', async () => {
    const { token } = await consoleSignIn(s.app, 'status');
    expect((await setHostname(s.app, 'Changed', s.token)).code).toBe(1);
    // another session's request, and this session's request of another page, read afresh
    expect(hostnameIn(await together('status'))).toBe('Changed');
    expect(hostnameIn(await together('vlan_mgmt', token as string))).toBe('Changed');
    // the started reads were let go with the first request of this session
    expect(hostnameIn(await together('status', token as string))).toBe('Changed');
  });

  it('starts nothing for a sign-in without `reads`, and refuses a page the console does not have', async () => {
    const plain = await consoleSignIn(s.app);
    expect(plain.envelope).toEqual({ code: 1, message: 'success' });
    expect((await setHostname(s.app, 'Later', s.token)).code).toBe(1);
    expect(hostnameIn(await together('status', plain.token as string))).toBe('Later');
    const refused = await consoleSignIn(s.app, 'nowhere');
    expect(refused.envelope.code).toBeGreaterThan(1);
    expect(refused.envelope.message).toMatch(/^error.*reads/);
    expect(refused.token).toBeUndefined();
  });
});
