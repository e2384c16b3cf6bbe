import { describe, expect, it } from 'vitest';
import { AUTH_MODES } from '@olt/protocol';
import { expectRefused, makeOlt, onlineOnu, tickUntil } from '../../../test/deviceKit.ts';
import { hardwareFor } from '../onus/onuFactory.ts';
import type { Device } from '../device.ts';

/** A new box put on the fibre of a PON by hand: it registers within five minutes. */
function plugIn(olt: Device, portId: number, mac: string, authState: 0 | 1 = 0) {
  olt.onus.add(portId, { onu_id: 0, macaddr: mac, auth_state: authState });
  olt.onus.plugIn(portId, mac);
  const onu = olt.onus.all().find((o) => o.mac === mac);
  if (!onu) throw new Error('not added');
  tickUntil(olt, () => onu.status !== 'Initial' && onu.status !== 'Offline' && onu.status !== 'Register', 10 * 60_000);
  return onu;
}

describe('authorisation modes', () => {
  it('MAC: an unauthorised box waits as Unauth; an authorised one comes online', () => {
    const { olt } = makeOlt();
    olt.pon.setAuth(1, 1, AUTH_MODES.mac);
    expect(plugIn(olt, 1, '02:00:00:00:01:01', 0).status).toBe('Unauth');
    expect(plugIn(olt, 1, '02:00:00:00:01:02', 1).status).toBe('Online');
  });

  it('LOID: the LOID list decides, not the allow list; adding and removing a LOID lets the box in and out', () => {
    const { olt } = makeOlt();
    expect(olt.pon.setting(3).auth_mode).toBe(AUTH_MODES.loid);
    // out of the box the LOID PON lists the LOIDs of its authorised ONUs
    const listed = olt.loid.list(3);
    expect(listed.length).toBeGreaterThan(30);
    const online = onlineOnu(olt, () => true, 3);
    expect(listed.find((e) => e.loid === online.hw.loid)).toMatchObject({ used: 1, mac: online.mac });

    const box = plugIn(olt, 3, '02:00:00:00:03:01', 1);
    expect(box.status).toBe('Auth-Fail');
    olt.loid.add(3, box.hw.loid, '', 1);
    tickUntil(olt, () => box.status === 'Online');
    expect(box.authState).toBe(1);
    expect(olt.loid.list(3).find((e) => e.loid === box.hw.loid)).toMatchObject({ used: 1, mac: box.mac });

    olt.loid.remove(3, [box.hw.loid]);
    tickUntil(olt, () => box.status === 'Auth-Fail');
    expect(olt.alarms.list().some((a) => a.content.includes(`LOID ${box.hw.loid} is not in the LOID list`))).toBe(true);
  });

  it('LOID+password: the entry must carry the box password', () => {
    const { olt } = makeOlt();
    olt.pon.setAuth(5, 0, AUTH_MODES.loidPassword);
    const mac = '02:00:00:00:05:01';
    const hw = hardwareFor(mac);
    olt.loid.add(5, hw.loid, hw.password === '000000' ? '111111' : '000000', 1);
    const box = plugIn(olt, 5, mac, 1);
    expect(box.status).toBe('Auth-Fail');
    olt.loid.remove(5, [hw.loid]);
    olt.loid.add(5, hw.loid, hw.password, 1);
    tickUntil(olt, () => box.status === 'Online');
  });

  it('hybrid: an authorised MAC or a listed LOID lets a box in; neither leaves it Unauth', () => {
    const { olt } = makeOlt();
    olt.pon.setAuth(6, 1, AUTH_MODES.hybrid);
    expect(plugIn(olt, 6, '02:00:00:00:06:01', 1).status).toBe('Online');
    const byLoid = '02:00:00:00:06:02';
    olt.loid.add(6, hardwareFor(byLoid).loid, '', 1);
    expect(plugIn(olt, 6, byLoid, 0).status).toBe('Online');
    expect(plugIn(olt, 6, '02:00:00:00:06:03', 0).status).toBe('Unauth');
  });

  it('switching a PON to LOID mode turns out its online ONUs whose LOIDs are not listed', () => {
    const { olt } = makeOlt();
    const before = olt.onus.onPon(7).filter((o) => o.status === 'Online');
    const keep = before[0];
    if (!keep) throw new Error('PON07 has no ONU online');
    olt.loid.add(7, keep.hw.loid, '', 1);
    olt.pon.setAuth(7, 0, AUTH_MODES.loid);
    olt.simulation.tick(60_000);
    expect(keep.status).toBe('Online');
    const others = before.slice(1);
    expect(others.some((o) => o.status === 'Online')).toBe(false);
    // all of them fail when they come back (one may have dropped meanwhile for reasons of its own)
    expect(others.filter((o) => o.status === 'Auth-Fail').length).toBeGreaterThanOrEqual(others.length - 2);
  });

  it('refuses to authorise by hand an ONU that a LOID PON does not admit, changing nothing', () => {
    const { olt } = makeOlt();
    const box = plugIn(olt, 3, '02:00:00:00:03:09', 0);
    expectRefused(olt, () => olt.onus.setAuth(3, box.onuId, 1), /LOID .* is not in the LOID list/);
  });
});

describe('the LOID list', () => {
  it('adds numbered LOIDs for a count, all or none, at most 64 per PON', () => {
    const { olt } = makeOlt();
    olt.loid.add(1, 'block', 'pw', 3);
    expect(olt.loid.list(1).map((e) => e.loid)).toEqual(['block01', 'block02', 'block03']);
    expect(olt.loid.list(1)[0]).toEqual({ loid: 'block01', password: 'pw', used: 0, mac: '' });
    expectRefused(olt, () => olt.loid.add(1, 'block', '', 3), /block01 is already/);
    expectRefused(olt, () => olt.loid.add(1, 'more', '', 62), /at most 64 LOIDs/);
    expectRefused(olt, () => olt.loid.add(1, 'a'.repeat(21), '', 2), /longer than 22/);
    expectRefused(olt, () => olt.loid.add(1, 'bad loid', '', 1), /loid must be/);
    expectRefused(olt, () => olt.loid.add(1, 'ok', 'p w', 1), /password/);
    expectRefused(olt, () => olt.loid.remove(1, ['block01', 'nope']), /nope is not in the list/);
    expectRefused(olt, () => olt.loid.add(99, 'x', '', 1), /not a PON/);
    olt.loid.remove(1, ['block01', 'block03']);
    expect(olt.loid.list(1).map((e) => e.loid)).toEqual(['block02']);
  });
});
