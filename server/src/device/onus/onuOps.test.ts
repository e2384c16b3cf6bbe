import { describe, expect, it } from 'vitest';
import { expectRefused, findOnu, makeOlt, onuRow } from '../../../test/deviceKit.ts';

const MINUTE = 60_000;

describe('ONU authorisation (ONU-06)', () => {
  it('authorises an online unauthorised ONU and de-authorises an online one', () => {
    const { olt, heard } = makeOlt();
    const waiting = findOnu(olt, ['Unauth']);
    olt.onus.setAuth(waiting.port_id, waiting.onu_id, 1, waiting.macaddr);
    expect(onuRow(olt, waiting.port_id, waiting.onu_id)).toMatchObject({ status: 'Online', auth_state: 1 });
    expect(heard.sections.at(-1)).toEqual(['onus']);
    expect(heard.onuChanges.at(-1)?.rows.map((r) => r.onu_id)).toEqual([waiting.onu_id]);
    olt.onus.setAuth(waiting.port_id, waiting.onu_id, 0);
    expect(onuRow(olt, waiting.port_id, waiting.onu_id)).toMatchObject({ status: 'Unauth', auth_state: 0 });
  });

  it('refuses while the ONU is offline, and other bad requests, changing nothing', () => {
    const { olt } = makeOlt();
    const offline = findOnu(olt, ['Offline']);
    expectRefused(olt, () => olt.onus.setAuth(offline.port_id, offline.onu_id, 0), /offline/);
    const online = findOnu(olt, ['Online']);
    expectRefused(olt, () => olt.onus.setAuth(online.port_id, online.onu_id, 1), /already authorised/);
    expectRefused(olt, () => olt.onus.setAuth(online.port_id, online.onu_id, 2), /auth_state/);
    expectRefused(olt, () => olt.onus.setAuth(online.port_id, online.onu_id, 0, '38:3a:21:00:00:01'), /MAC/);
    expectRefused(olt, () => olt.onus.setAuth(online.port_id, 65, 0), /onu_id/);
    expectRefused(olt, () => olt.onus.setAuth(9, 1, 0), /not a PON/);
    expectRefused(olt, () => olt.onus.setAuth(1, 64, 1), /does not exist/);
  });
});

describe('adding an ONU by hand (ONU-05)', () => {
  it('picks the lowest free id for 0 and lists the ONU as Initial until the box registers', () => {
    const { olt } = makeOlt();
    const ids = olt.onus.ids(1);
    const free = [...Array(64).keys()].map((i) => i + 1).find((id) => !ids.includes(id));
    const id = olt.onus.add(1, { onu_id: 0, macaddr: '02:AA:BB:CC:DD:01', auth_state: 1, onu_desc: 'Unit 7' });
    expect(id).toBe(free);
    expect(onuRow(olt, 1, id)).toMatchObject({
      status: 'Initial',
      macaddr: '02:aa:bb:cc:dd:01',
      auth_state: 1,
      register_time: '',
    });
    expect(olt.onus.detail(1, id)).toMatchObject({ onu_desc: 'Unit 7', vendor: '' });
    const chosen = olt.onus.add(1, { onu_id: 64, macaddr: '02:aa:bb:cc:dd:02', auth_state: 0 });
    expect(chosen).toBe(64);
    expect(olt.onus.list(1).at(-1)?.onu_id).toBe(64);
  });

  it('refuses bad, duplicate or denied MACs, taken ids and a full PON', () => {
    const { olt } = makeOlt();
    const taken = olt.onus.table()[0];
    const denied = olt.onus.denyList(1)[0];
    if (!taken || !denied) throw new Error('fixture');
    for (const mac of [
      '00:00:00:00:00:00',
      'ff:ff:ff:ff:ff:ff',
      'FF:FF:FF:FF:FF:FF',
      '01:00:5e:00:00:00',
      '38:3a:21',
      'zz:00:00:00:00:01',
      '',
    ]) {
      expectRefused(olt, () => olt.onus.add(1, { onu_id: 0, macaddr: mac, auth_state: 1 }), /macaddr/);
    }
    expectRefused(
      olt,
      () => olt.onus.add(2, { onu_id: 0, macaddr: taken.macaddr.toUpperCase(), auth_state: 1 }),
      /already/,
    );
    expectRefused(olt, () => olt.onus.add(2, { onu_id: 0, macaddr: denied.macaddr, auth_state: 1 }), /deny list/);
    expectRefused(
      olt,
      () => olt.onus.add(1, { onu_id: taken.onu_id, macaddr: '02:00:00:00:00:09', auth_state: 1 }),
      /already exists/,
    );
    expectRefused(olt, () => olt.onus.add(1, { onu_id: 65, macaddr: '02:00:00:00:00:09', auth_state: 1 }), /onu_id/);
    expectRefused(olt, () => olt.onus.add(1, { onu_id: -1, macaddr: '02:00:00:00:00:09', auth_state: 1 }), /onu_id/);
    expectRefused(olt, () => olt.onus.add(1, { onu_id: 0, macaddr: '02:00:00:00:00:09', auth_state: 3 }), /auth_state/);
    expectRefused(
      olt,
      () => olt.onus.add(1, { onu_id: 0, macaddr: '02:00:00:00:00:09', auth_state: 1, onu_desc: 'x'.repeat(65) }),
      /onu_desc/,
    );
    expectRefused(olt, () => olt.onus.add(9, { onu_id: 0, macaddr: '02:00:00:00:00:09', auth_state: 1 }), /not a PON/);
    let n = 0;
    while (olt.onus.ids(1).length < 64)
      olt.onus.add(1, { onu_id: 0, macaddr: `02:00:00:00:01:${(n++).toString(16).padStart(2, '0')}`, auth_state: 1 });
    expectRefused(
      olt,
      () => olt.onus.add(1, { onu_id: 0, macaddr: '02:00:00:00:00:09', auth_state: 1 }),
      /no free ONU id/,
    );
  });
});

describe('deleting ONUs (ONU-07, ONU-09)', () => {
  it('deletes one or several, unbinding them from their splitters', () => {
    const { olt, heard } = makeOlt();
    const [a, b, c] = olt.onus.list(3);
    if (!a || !b || !c) throw new Error('fixture');
    olt.onus.remove(3, [a.onu_id], a.macaddr);
    expect(olt.onus.ids(3)).not.toContain(a.onu_id);
    expect(heard.onuChanges.at(-1)?.removed).toEqual([{ port_id: 3, onu_id: a.onu_id, macaddr: a.macaddr }]);
    expect(heard.sections.at(-1)).toEqual(expect.arrayContaining(['onus', 'splitters']));
    olt.onus.remove(3, [b.onu_id, c.onu_id]);
    expect(olt.onus.ids(3)).not.toContain(c.onu_id);
    expect(olt.config.export().splitters.flatMap((s) => (s.port_id === 3 ? s.onus : []))).not.toContain(b.onu_id);
  });

  it('refuses unknown ids, a wrong MAC, duplicates and an empty batch, deleting none', () => {
    const { olt } = makeOlt();
    const [a, b] = olt.onus.list(1);
    if (!a || !b) throw new Error('fixture');
    const missing = [...Array(64).keys()].map((i) => i + 1).find((id) => !olt.onus.ids(1).includes(id)) ?? 64;
    expectRefused(olt, () => olt.onus.remove(1, [missing]), /does not exist/);
    expectRefused(olt, () => olt.onus.remove(1, [a.onu_id], '02:00:00:00:00:01'), /MAC/);
    expectRefused(olt, () => olt.onus.remove(1, [a.onu_id, missing]), /does not exist/);
    expectRefused(olt, () => olt.onus.remove(1, [a.onu_id, a.onu_id]), /twice/);
    expectRefused(olt, () => olt.onus.remove(1, []), /at least one/);
    expectRefused(olt, () => olt.onus.remove(1, [b.onu_id, 0]), /onu_id/);
  });
});

describe('deny list (ONU-08, ONU-10, ONU-12…15)', () => {
  it('rejects ONUs to the deny list; a denied box cannot register and its retries grow', () => {
    const { olt } = makeOlt();
    const online = findOnu(olt, ['Online'], 4);
    olt.onus.reject(4, [online.onu_id], online.macaddr);
    expect(olt.onus.ids(4)).not.toContain(online.onu_id);
    const entry = olt.onus.denyList(4).find((d) => d.macaddr === online.macaddr);
    expect(entry).toMatchObject({ onu_name: online.onu_name, retry: 0 });
    olt.simulation.tick(30 * MINUTE);
    expect(olt.onus.table().some((r) => r.macaddr === online.macaddr)).toBe(false);
    expect(olt.onus.denyList(4).find((d) => d.macaddr === online.macaddr)?.retry).toBeGreaterThan(3);
    expect(olt.alarms.list().some((a) => a.content.includes(online.macaddr) && a.content.includes('deny'))).toBe(true);
  });

  it('lets a box register again once its entry is deleted', () => {
    const { olt } = makeOlt();
    const online = findOnu(olt, ['Online'], 4);
    olt.onus.reject(4, [online.onu_id]);
    olt.simulation.tick(2 * MINUTE);
    const slot = olt.onus.denyList(4).find((d) => d.macaddr === online.macaddr)?.onu_id ?? 0;
    olt.onus.removeDeny(4, [slot], online.macaddr);
    olt.simulation.tick(1 * MINUTE);
    expect(olt.onus.table().find((r) => r.macaddr === online.macaddr)).toMatchObject({ port_id: 4, status: 'Online' });
  });

  it('adds and deletes entries by hand, one or in a batch', () => {
    const { olt, heard } = makeOlt();
    olt.onus.addDeny(5, '02:de:ad:00:00:01', 'stolen');
    olt.onus.addDeny(5, '02:DE:AD:00:00:02', '');
    expect(olt.onus.denyList(5).map((d) => [d.onu_id, d.macaddr, d.reason])).toEqual([
      [1, '02:de:ad:00:00:01', 'stolen'],
      [2, '02:de:ad:00:00:02', ''],
    ]);
    expect(heard.sections.at(-1)).toEqual(['deny']);
    olt.onus.removeDeny(5, [1, 2]);
    expect(olt.onus.denyList(5)).toEqual([]);
  });

  it('refuses what breaks the rules, changing nothing', () => {
    const { olt } = makeOlt();
    const listed = olt.onus.table()[0];
    const denied = olt.onus.denyList(1)[0];
    if (!listed || !denied) throw new Error('fixture');
    expectRefused(olt, () => olt.onus.addDeny(5, listed.macaddr, 'x'), /allow list/);
    expectRefused(olt, () => olt.onus.addDeny(5, denied.macaddr, 'x'), /already in the deny list/);
    expectRefused(olt, () => olt.onus.addDeny(5, 'ff:ff:ff:ff:ff:ff', 'x'), /broadcast/);
    expectRefused(olt, () => olt.onus.addDeny(5, '02:00:00:00:00:01', 'r'.repeat(65)), /reason/);
    expectRefused(olt, () => olt.onus.addDeny(10, '02:00:00:00:00:01', 'x'), /not a PON/);
    expectRefused(olt, () => olt.onus.removeDeny(1, [9]), /does not exist/);
    expectRefused(olt, () => olt.onus.removeDeny(1, [denied.onu_id], '02:00:00:00:00:01'), /is not/);
    expectRefused(olt, () => olt.onus.removeDeny(1, [denied.onu_id, 9]), /does not exist/);
    expectRefused(olt, () => olt.onus.removeDeny(1, []), /at least one/);
    const two = olt.onus
      .list(6)
      .slice(0, 2)
      .map((r) => r.onu_id);
    expectRefused(olt, () => olt.onus.reject(6, [...two, 65]), /onu_id/);
    for (let i = 0; olt.onus.denyList(6).length < 64; i++)
      olt.onus.addDeny(6, `02:00:00:00:02:${i.toString(16).padStart(2, '0')}`, '');
    expectRefused(olt, () => olt.onus.reject(6, two), /at most 64/);
  });
});

describe('display order (ONU-11)', () => {
  it('stores exactly the PON ids in the new order', () => {
    const { olt } = makeOlt();
    const ids = olt.onus.ids(2);
    const reversed = [...ids].reverse();
    olt.onus.sort(2, reversed);
    expect(olt.onus.list(2).map((r) => r.onu_id)).toEqual(reversed);
    // the configuration keeps the order (unauthorised ONUs that appeared by themselves are not configuration)
    const configured = olt.config
      .export()
      .onus.filter((o) => o.port_id === 2)
      .map((o) => o.onu_id);
    expect(configured).toEqual(reversed.filter((id) => configured.includes(id)));
    expect(configured.length).toBeGreaterThan(30);
  });

  it('refuses a list that is not exactly the PON ids', () => {
    const { olt } = makeOlt();
    const ids = olt.onus.ids(2);
    expectRefused(olt, () => olt.onus.sort(2, ids.slice(1)), /exactly/);
    expectRefused(olt, () => olt.onus.sort(2, [...ids, 64]), /exactly/);
    expectRefused(olt, () => olt.onus.sort(2, [...ids.slice(1), ids[1] ?? 0]), /twice/);
  });
});

describe('ONU configuration (ONU-21)', () => {
  it('renames and describes (0x8), an empty name restoring the default', () => {
    const { olt, heard } = makeOlt();
    const row = findOnu(olt, ['Offline']);
    olt.onus.configure(row.port_id, row.onu_id, { flags: 0x8, onu_name: 'Flat-3B', onu_desc: 'third floor, left' });
    expect(onuRow(olt, row.port_id, row.onu_id)?.onu_name).toBe('Flat-3B');
    expect(olt.onus.detail(row.port_id, row.onu_id).onu_desc).toBe('third floor, left');
    expect(heard.sections.at(-1)).toEqual(['onus']);
    olt.onus.configure(row.port_id, row.onu_id, { flags: 0x8, onu_name: '', onu_desc: '' });
    expect(onuRow(olt, row.port_id, row.onu_id)?.onu_name).toBe(row.onu_name);
    olt.onus.configure(row.port_id, row.onu_id, { flags: 0x8, onu_name: '楼三单元', onu_desc: '' });
    expect(onuRow(olt, row.port_id, row.onu_id)?.onu_name).toBe('楼三单元');
  });

  it('sets FEC (0x4)', () => {
    const { olt } = makeOlt();
    const row = findOnu(olt, ['Online']);
    olt.onus.configure(row.port_id, row.onu_id, { flags: 0x4, fec_mode: 1 });
    expect(olt.onus.fec(row.port_id, row.onu_id)).toEqual({ fec_mode: 1 });
  });

  it('reboots an online ONU (0x1): it drops and comes back', () => {
    const { olt } = makeOlt();
    const row = findOnu(olt, ['Online']);
    olt.onus.configure(row.port_id, row.onu_id, { flags: 0x1, fec_mode: 1 });
    expect(onuRow(olt, row.port_id, row.onu_id)).toMatchObject({ status: 'Offline', last_down_reason: 'Reboot' });
    olt.simulation.tick(2 * MINUTE);
    expect(onuRow(olt, row.port_id, row.onu_id)?.status).toBe('Online');
  });

  it('deregisters (0x2): the ONU registers again at once', () => {
    const { olt } = makeOlt();
    const row = findOnu(olt, ['Online']);
    olt.onus.configure(row.port_id, row.onu_id, { flags: 0x2 });
    expect(onuRow(olt, row.port_id, row.onu_id)?.last_down_reason).toBe('Deregister');
    olt.simulation.tick(10_000);
    expect(onuRow(olt, row.port_id, row.onu_id)?.status).toBe('Online');
  });

  it('switches the transmitter off (0x200): the ONU is out with "Laser out" for that long', () => {
    const { olt } = makeOlt();
    const row = findOnu(olt, ['Online']);
    olt.onus.configure(row.port_id, row.onu_id, { flags: 0x200, txsupply_time: 120 });
    expect(onuRow(olt, row.port_id, row.onu_id)).toMatchObject({ status: 'Offline', last_down_reason: 'Laser out' });
    olt.simulation.tick(110_000);
    expect(onuRow(olt, row.port_id, row.onu_id)?.status).toBe('Offline');
    olt.simulation.tick(20_000);
    expect(onuRow(olt, row.port_id, row.onu_id)?.status).toBe('Online');
  });

  it('refuses to restart an offline ONU, and every malformed request, changing nothing', () => {
    const { olt } = makeOlt();
    const offline = findOnu(olt, ['Offline']);
    const online = findOnu(olt, ['Online']);
    const [p, o] = [online.port_id, online.onu_id];
    expectRefused(
      olt,
      () => olt.onus.configure(offline.port_id, offline.onu_id, { flags: 0x1, fec_mode: 1 }),
      /cannot be restarted/,
    );
    expectRefused(olt, () => olt.onus.configure(offline.port_id, offline.onu_id, { flags: 0x2 }), /offline/);
    expectRefused(
      olt,
      () => olt.onus.configure(offline.port_id, offline.onu_id, { flags: 0x200, txsupply_time: 5 }),
      /offline/,
    );
    expectRefused(olt, () => olt.onus.configure(p, o, { flags: 0 }), /flags/);
    expectRefused(olt, () => olt.onus.configure(p, o, { flags: 0x10 }), /flags/);
    expectRefused(olt, () => olt.onus.configure(p, o, { flags: 0x1 | 0x200, txsupply_time: 5 }), /one of/);
    expectRefused(olt, () => olt.onus.configure(p, o, { flags: 0x4, fec_mode: 2 }), /fec_mode/);
    expectRefused(
      olt,
      () => olt.onus.configure(p, o, { flags: 0x8, onu_name: 'has space', onu_desc: '' }),
      /white space/,
    );
    expectRefused(olt, () => olt.onus.configure(p, o, { flags: 0x8, onu_name: 'x'.repeat(17), onu_desc: '' }), /16/);
    expectRefused(olt, () => olt.onus.configure(p, o, { flags: 0x8, onu_name: 'ok', onu_desc: 'd'.repeat(65) }), /64/);
    expectRefused(olt, () => olt.onus.configure(p, o, { flags: 0x8, onu_name: 'ok' }), /needed/);
    expectRefused(olt, () => olt.onus.configure(p, o, { flags: 0x200, txsupply_time: 65_536 }), /txsupply_time/);
    expectRefused(olt, () => olt.onus.configure(p, o, { flags: 0x200, txsupply_time: 1.5 }), /txsupply_time/);
    expectRefused(olt, () => olt.onus.configure(p, o, { flags: 0x200 }), /txsupply_time/);
    // a rename refused for its description does not rename either
    expectRefused(olt, () =>
      olt.onus.configure(p, o, { flags: 0x8 | 0x4, onu_name: 'new', onu_desc: 'd'.repeat(65), fec_mode: 1 }),
    );
  });

  it('reads optics only from an ONU that is up', () => {
    const { olt } = makeOlt();
    const offline = findOnu(olt, ['Offline']);
    expectRefused(olt, () => olt.onus.optics(offline.port_id, offline.onu_id), /offline/);
    expectRefused(olt, () => olt.pon.onuOptics(offline.port_id, offline.onu_id), /offline/);
    const online = findOnu(olt, ['Online']);
    expect(olt.pon.onuOptics(online.port_id, online.onu_id).receive_power).toMatch(/dBm$/);
    expect(olt.pon.opticsList(online.port_id).length).toBeGreaterThan(20);
  });
});
