import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BatchOutcome, OnuWan, OnuWlan, WanSummary, WlanRow } from '@olt/protocol';
import { onlineOnu } from '../../../test/deviceKit.ts';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../../test/deviceApi.ts';
import type { Onu } from '../../device/onus/onuStore.ts';

let s: DeviceSession;
let hgu: Onu;
let q: string;
beforeEach(async () => {
  s = await openDeviceSession();
  hgu = onlineOnu(s.olt, (o) => o.hw.sn_model === 'XE-H440W');
  q = `port_id=${hgu.portId}&onu_id=${hgu.onuId}`;
});
afterEach(() => s.close());

const ref = () => ({ port_id: hgu.portId, onu_id: hgu.onuId });
const bridge = { name: 'iptv', index: -1, ipmode: 3, ctype: 2, tagmode: 1, vlan_id: 300, portmap: [2], igmpproxy: 1 };

describe('WLAN and WAN of one HGU (ONU-25…32)', () => {
  it('reads and sets both radios, clears one, and manages WAN connections', async () => {
    expect(OnuWlan.parse((await s.read(`/onumgmt?form=wlan&${q}`)).data)).toMatchObject({ ...ref(), wlan: 2 });
    const radio = { ...ref(), mode: '2', encrypt: 6, ssid: 'Home_5G', password: 'long-enough' };
    expect((await s.write('/onumgmt?form=wlan', 'set', radio)).code).toBe(1);
    expect((await s.write('/onumgmt?form=wlan', 'clear', { ...ref(), mode: 1, ssid: '', password: '' })).code).toBe(1);
    expect((await s.read(`/onumgmt?form=wlan&${q}`)).data).toMatchObject({
      encrypt: 0,
      ssid: '',
      encrypt_5g: 6,
      ssid_5g: 'Home_5G',
      password_5g: 'long-enough',
    });

    expect((await s.write('/onumgmt?form=wan', 'add', { ...ref(), ...bridge })).code).toBe(1);
    const pppoe = {
      ...ref(),
      name: 'internet',
      ipmode: 2,
      ctype: 2,
      mtu: '1492',
      user: 'bob',
      password: 'pw',
      portmap: [1, 5],
    };
    expect((await s.write('/onumgmt?form=wan', 'add', pppoe)).code).toBe(1);
    const wans = z.array(OnuWan).parse((await s.read(`/onumgmt?form=wan&${q}`)).data);
    expect(wans.map((w) => [w.index, w.name, w.status, w.portmap])).toEqual([
      [0, 'iptv', 1, [2]],
      [1, 'internet', 1, [1, 5]],
    ]);
    const summary = z.array(WanSummary).parse((await s.read(`/onumgmt?form=wantab&port_id=${hgu.portId}`)).data);
    expect(summary.find((r) => r.onu_id === hgu.onuId)).toMatchObject({ count: 2, lanports: 4, wlan: 2, voip: 1 });
    expect((await s.write('/onumgmt?form=wan', 'delete', { ...ref(), name: 'iptv', index: 0 })).code).toBe(1);
    expect((await s.write('/onumgmt?form=wan', 'clear', ref())).code).toBe(1);
    expect((await s.read(`/onumgmt?form=wan&${q}`)).data).toEqual([]);
  });

  it('refuses bad input, ONUs without the capability, offline ONUs and broken rules, changing nothing', async () => {
    const sfu = onlineOnu(s.olt, (o) => o.hw.dev_type === 'SFU');
    const sfuRef = { port_id: sfu.portId, onu_id: sfu.onuId };
    await expectAllRefused(s, [
      [
        () =>
          s.write('/onumgmt?form=wlan', 'set', {
            ...ref(),
            mode: 3,
            encrypt: 4,
            ssid: 'abcd',
            password: 'x'.repeat(8),
          }),
        /mode/,
      ],
      [
        () => s.write('/onumgmt?form=wlan', 'set', { ...ref(), mode: 1, encrypt: 4, ssid: 'abcd', password: 'short' }),
        /password/,
      ],
      [
        () =>
          s.write('/onumgmt?form=wlan', 'set', { ...ref(), mode: 1, encrypt: 4, ssid: 'a', password: 'x'.repeat(8) }),
        /ssid/,
      ],
      [() => s.write('/onumgmt?form=wlan', 'set', { ...sfuRef, mode: 1, encrypt: 0, ssid: 'abcd' }), /no WLAN radio/],
      [() => s.read(`/onumgmt?form=wlan&port_id=${sfu.portId}&onu_id=${sfu.onuId}`), /no WLAN radio/],
      [() => s.write('/onumgmt?form=wan', 'add', { ...sfuRef, ...bridge }), /not a vendor HGU/],
      [() => s.write('/onumgmt?form=wan', 'add', { ...ref(), ...bridge, name: 'x' }), /name must be 4–32/],
      [() => s.write('/onumgmt?form=wan', 'add', { ...ref(), ...bridge, ipmode: 0, mtu: 1500 }), /ipaddr/],
      [() => s.write('/onumgmt?form=wan', 'add', { ...ref(), ...bridge, portmap: [7] }), /does not exist/],
      [() => s.write('/onumgmt?form=wan', 'add', { ...ref(), ...bridge, ctype: 'two' }), /ctype/],
      [() => s.write('/onumgmt?form=wan', 'delete', { ...ref(), index: 3 }), /no WAN connection 3/],
      [() => s.write('/onumgmt?form=wan', 'delete', { ...ref(), index: 8 }), /index/],
      [() => s.read('/onumgmt?form=wantab&port_id=0'), /port_id/],
    ]);
  });
});

describe('batch configuration per PON (BAT-01…07)', () => {
  it('sets and clears a VLAN profile for every ONU of a PON', async () => {
    const set = { port_id: hgu.portId, pid: 1, mode: 1, vlan_id: 200 };
    expect((await s.write('/ponmgmt?form=profvlan', 'set', set)).code).toBe(1);
    expect((await s.read(`/ponmgmt?form=profvlan&port_id=${hgu.portId}`)).data).toEqual([set]);
    expect((await s.read(`/onumgmt?form=port_vlan&${q}`)).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ op_id: 1, op_vlan_mode: 1, def_vlan_id: 200 })]),
    );
    expect((await s.write('/ponmgmt?form=profvlan', 'clear', set)).code).toBe(1);
    expect((await s.read(`/ponmgmt?form=profvlan&port_id=${hgu.portId}`)).data).toEqual([]);
  });

  it('sets WLAN and adds and clears WANs on every ONU that can take them, saying which could not', async () => {
    const rows = z.array(WlanRow).parse((await s.read(`/onumgmt?form=wlantab&port_id=${hgu.portId}`)).data);
    expect(rows.some((r) => r.onu_id === hgu.onuId && r.onu_name === hgu.name)).toBe(true);
    const wlan = { port_id: hgu.portId, onu_id: 0, mode: 1, encrypt: 4, ssid: 'Village_Net', password: 'password1' };
    const answer = await s.write('/ponmgmt?form=wlan', 'set', wlan);
    const outcome = BatchOutcome.parse(answer.data);
    expect(outcome.applied).toContain(hgu.onuId);
    expect(outcome.skipped.every((x) => x.reason.length > 0)).toBe(true);
    const wan = { port_id: hgu.portId, onu_id: 0, ...bridge };
    expect(BatchOutcome.parse((await s.write('/ponmgmt?form=wan', 'add', wan)).data).applied).toContain(hgu.onuId);
    expect(
      BatchOutcome.parse((await s.write('/ponmgmt?form=wan', 'clear', { port_id: hgu.portId, onu_id: 0 })).data)
        .applied,
    ).toContain(hgu.onuId);
  });

  it('refuses bad input and a batch no ONU can take, changing nothing', async () => {
    await expectAllRefused(s, [
      [() => s.write('/ponmgmt?form=profvlan', 'set', { port_id: hgu.portId, pid: 9, mode: 1, vlan_id: 2 }), /pid/],
      [() => s.write('/ponmgmt?form=profvlan', 'set', { port_id: hgu.portId, pid: 1, mode: 1 }), /vlan_id/],
      [() => s.write('/ponmgmt?form=profvlan', 'clear', { port_id: hgu.portId, pid: 1 }), /no VLAN profile/],
      [
        () =>
          s.write('/ponmgmt?form=wlan', 'set', {
            port_id: hgu.portId,
            onu_id: 0,
            mode: 1,
            encrypt: 4,
            ssid: '!',
            password: 'password1',
          }),
        /ssid/,
      ],
      [
        () => s.write('/ponmgmt?form=wan', 'add', { port_id: hgu.portId, onu_id: 0, ...bridge, portmap: [9] }),
        /no ONU took it/,
      ],
      [() => s.write('/ponmgmt?form=wan', 'clear', { port_id: 20, onu_id: 0 }), /port_id|not a PON/],
    ]);
  });
});
