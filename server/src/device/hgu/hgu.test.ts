import { describe, expect, it } from 'vitest';
import type { WanInput } from '@olt/protocol';
import { expectRefused, makeOlt, onlineOnu } from '../../../test/deviceKit.ts';
import type { Onu } from '../onus/onuStore.ts';

const vendorHgu = (o: Onu): boolean => o.hw.sn_model === 'XE-H440W';
const wan = (over: Partial<WanInput>): WanInput => ({
  name: 'internet',
  index: -1,
  ipmode: 3,
  ctype: 2,
  tagmode: 0,
  ipproto: 1,
  reqdns: 0,
  igmpproxy: 0,
  portmap: [1],
  ...over,
});

describe('WLAN', () => {
  it('answers the label settings of both radios and changes one radio at a time', () => {
    const { olt } = makeOlt();
    const onu = onlineOnu(olt, vendorHgu);
    const tail = onu.mac.replaceAll(':', '').slice(-4).toUpperCase();
    expect(olt.hgu.wlanOf(onu.portId, onu.onuId)).toMatchObject({
      wlan: 2,
      encrypt: 4,
      ssid: `HGU-${tail}`,
      ssid_5g: `HGU-${tail}-5G`,
    });
    olt.hgu.setRadio(onu.portId, onu.onuId, { mode: 1, encrypt: 0, ssid: 'OpenCafe', password: 'ignored!' });
    expect(olt.hgu.wlanOf(onu.portId, onu.onuId)).toMatchObject({
      encrypt: 0,
      ssid: 'OpenCafe',
      password: '',
      wlan: 2,
    });
    olt.hgu.setRadio(onu.portId, onu.onuId, { mode: 2, encrypt: 0, ssid: '', password: '' }, true);
    expect(olt.hgu.wlanOf(onu.portId, onu.onuId)).toMatchObject({ encrypt_5g: 0, ssid_5g: '', ssid: 'OpenCafe' });
  });

  it('refuses bad settings, SFUs, a missing band and offline ONUs, changing nothing', () => {
    const { olt } = makeOlt();
    const onu = onlineOnu(olt, vendorHgu);
    const set = (input: { mode: number; encrypt: number; ssid: string; password: string }) =>
      olt.hgu.setRadio(onu.portId, onu.onuId, input);
    expectRefused(olt, () => set({ mode: 1, encrypt: 4, ssid: 'Home_1', password: 'short' }), /password must be 8–32/);
    expectRefused(olt, () => set({ mode: 1, encrypt: 5, ssid: 'Home_1', password: 'longenough' }), /encrypt must be/);
    expectRefused(olt, () => set({ mode: 1, encrypt: 4, ssid: 'a b', password: 'longenough' }), /ssid/);
    const sfu = onlineOnu(olt, (o) => o.hw.dev_type === 'SFU');
    expectRefused(
      olt,
      () => olt.hgu.setRadio(sfu.portId, sfu.onuId, { mode: 1, encrypt: 0, ssid: 'abcd', password: '' }),
      /no WLAN radio/,
    );
    const single = onlineOnu(olt, (o) => o.hw.sn_model === 'XE-H220W');
    expectRefused(
      olt,
      () => olt.hgu.setRadio(single.portId, single.onuId, { mode: 2, encrypt: 0, ssid: 'abcd', password: '' }),
      /no 5 GHz/,
    );
  });

  it('sets a whole PON at once, reporting the ONUs that could not take it', () => {
    const { olt } = makeOlt();
    const onu = onlineOnu(olt, vendorHgu);
    const outcome = olt.hgu.setPonRadio(onu.portId, 0, {
      mode: 1,
      encrypt: 4,
      ssid: 'Street_WiFi',
      password: 'streetpass',
    });
    expect(outcome.applied).toContain(onu.onuId);
    expect(outcome.skipped.length).toBeGreaterThan(0);
    expect(outcome.skipped.some((s) => /no WLAN radio|not online/.test(s.reason))).toBe(true);
    for (const id of outcome.applied) expect(olt.hgu.wlanOf(onu.portId, id).ssid).toBe('Street_WiFi');
    expectRefused(
      olt,
      () => olt.hgu.setPonRadio(onu.portId, 0, { mode: 1, encrypt: 4, ssid: 'x y', password: 'streetpass' }),
      /ssid/,
    );
  });
});

describe('WAN connections', () => {
  it('adds static, DHCP, PPPoE and bridged connections with their rules, and removes them', () => {
    const { olt } = makeOlt();
    const onu = onlineOnu(olt, vendorHgu);
    const { portId, onuId } = onu;
    olt.hgu.addWan(portId, onuId, wan({ name: 'bridge-iptv', portmap: [2], tagmode: 1, vlan_id: 300 }));
    olt.hgu.addWan(
      portId,
      onuId,
      wan({ name: 'pppoe', ipmode: 2, mtu: 1492, user: 'alice', password: 'pw', portmap: [1, 5] }),
    );
    olt.hgu.addWan(
      portId,
      onuId,
      wan({
        name: 'office',
        ipmode: 0,
        mtu: 1500,
        ipaddr: '203.0.113.10',
        ipmask: '255.255.255.0',
        gateway: '203.0.113.1',
        reqdns: 1,
        pridns: '9.9.9.9',
        portmap: [3],
      }),
    );
    olt.hgu.addWan(portId, onuId, wan({ name: 'voice', ipmode: 1, mtu: 1500, ctype: 8, portmap: [4] }));
    const rows = olt.hgu.wans(portId, onuId);
    expect(rows.map((r) => [r.index, r.name, r.status])).toEqual([
      [0, 'bridge-iptv', 1],
      [1, 'pppoe', 1],
      [2, 'office', 1],
      [3, 'voice', 1],
    ]);
    expect(rows[1]?.ipaddr).toMatch(/^100\./);
    expect(rows[2]).toMatchObject({ ipaddr: '203.0.113.10', pridns: '9.9.9.9', secdns: '' });
    expect(rows[3]?.portmap).toBeNull();
    expect(olt.hgu.wanSummary(portId).find((s) => s.onu_id === onuId)).toMatchObject({
      count: 4,
      wanmax: 8,
      lanports: 4,
      voip: 1,
      wan0: { vlan_id: 300, ipmode: 3, ctype: 2, desc: 'bridge-iptv' },
    });
    olt.hgu.deleteWan(portId, onuId, 1, 'pppoe');
    expect(olt.hgu.wans(portId, onuId).map((r) => r.name)).toEqual(['bridge-iptv', 'office', 'voice']);
    olt.hgu.clearWans(portId, onuId);
    expect(olt.hgu.wans(portId, onuId)).toEqual([]);
  });

  it('refuses what breaks the rules of api.md §3.3, changing nothing', () => {
    const { olt } = makeOlt();
    const { portId, onuId } = onlineOnu(olt, vendorHgu);
    const add = (over: Partial<WanInput>) => olt.hgu.addWan(portId, onuId, wan(over));
    add({ name: 'first', portmap: [1] });
    expectRefused(olt, () => add({ name: 'abc' }), /name must be 4–32/);
    expectRefused(olt, () => add({ name: 'first', portmap: [2] }), /named first exists/);
    expectRefused(olt, () => add({ name: 'second', portmap: [1] }), /already belongs to WAN first/);
    expectRefused(olt, () => add({ name: 'second', portmap: [9] }), /does not exist/);
    expectRefused(olt, () => add({ name: 'second', portmap: [] }), /at least one/);
    expectRefused(olt, () => add({ name: 'second', ipmode: 1, portmap: [2] }), /mtu must be 70–1500/);
    expectRefused(olt, () => add({ name: 'second', tagmode: 1, vlan_id: 0, portmap: [2] }), /vlan_id/);
    const statics = { name: 'second', ipmode: 0, mtu: 1500, ipaddr: '10.0.0.2', gateway: '10.0.0.1', portmap: [2] };
    expectRefused(olt, () => add({ ...statics, ipmask: '255.0.255.0' }), /network mask/);
    expectRefused(olt, () => add({ ...statics, ipmask: '255.255.255.0', ipaddr: '10.0.0' }), /ipaddr must be an IPv4/);
    expectRefused(
      olt,
      () => add({ name: 'second', ipmode: 2, mtu: 1492, user: '', password: 'x', portmap: [2] }),
      /user/,
    );
    expectRefused(olt, () => add({ name: 'second', ctype: 3, portmap: [2] }), /ctype/);
    const sfu = onlineOnu(olt, (o) => o.hw.dev_type === 'SFU');
    expectRefused(olt, () => olt.hgu.addWan(sfu.portId, sfu.onuId, wan({})), /not a vendor HGU/);
    const foreign = onlineOnu(olt, (o) => o.hw.sn_model === 'LP-H4W');
    expectRefused(olt, () => olt.hgu.addWan(foreign.portId, foreign.onuId, wan({})), /not a vendor HGU/);
    const single = onlineOnu(olt, (o) => o.hw.sn_model === 'XE-H220W');
    expectRefused(
      olt,
      () => olt.hgu.addWan(single.portId, single.onuId, wan({ ctype: 8, portmap: null })),
      /telephone/,
    );
  });
});
