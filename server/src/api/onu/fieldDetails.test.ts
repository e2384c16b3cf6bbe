import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OnuDetail, OnuRow, OnuTableRow, PonSummary, PortInfo } from '@olt/protocol';
import { expectRefused } from '../../../test/boardHelpers.ts';
import { onlineOnu } from '../../../test/deviceKit.ts';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../../test/deviceApi.ts';

/** api.md §8: what programs in the field send and read, in the ONU area. */
let s: DeviceSession;
beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const rows = async (url: string) => z.array(OnuRow).parse((await s.read(url)).data);

describe('GET /onu_allow_list?port_id=256 (api.md §6 quirk 12)', () => {
  it('lists every PON’s ONUs, PON by PON', async () => {
    const all = await rows('/onu_allow_list?port_id=256');
    const each = (await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((p) => rows(`/onu_allow_list?port_id=${p}`)))).flat();
    expect(all).toEqual(each);
    expect(all).toHaveLength(s.olt.onus.table().length);
  });
});

describe('POST /onu_allow_list?form=batch, method "reboot" (api.md §8.4)', () => {
  it('restarts the listed online ONUs, ids as text included', async () => {
    const [a, b] = s.olt.onus.onPon(2).filter((o) => o.status === 'Online');
    if (!a || !b) throw new Error('PON02 needs two online ONUs');
    const answer = await s.write('/onu_allow_list?form=batch', 'reboot', {
      port_id: '2',
      onu_id: [a.onuId, String(b.onuId)],
    });
    expect(answer).toEqual({ code: 1, message: 'success' });
    for (const onu of [a, b]) expect(onu).toMatchObject({ status: 'Offline', lastDownReason: 'Reboot' });
    s.olt.simulation.tick(120_000);
    expect([a.status, b.status]).toEqual(['Online', 'Online']);
  });

  it('refuses the whole batch when one ONU is not online, restarting none of them', async () => {
    const online = s.olt.onus.onPon(1).filter((o) => o.status === 'Online')[0];
    const offline = s.olt.onus.onPon(1).find((o) => o.status !== 'Online');
    if (!online || !offline) throw new Error('PON01 needs an online and an offline ONU');
    const answer = await s.write('/onu_allow_list?form=batch', 'reboot', {
      port_id: 1,
      onu_id: [online.onuId, offline.onuId],
    });
    expectRefused(answer, /not online: an offline ONU cannot be restarted; nothing restarted/);
    expect(online.status).toBe('Online');
    await expectAllRefused(s, [
      [() => s.write('/onu_allow_list?form=batch', 'reboot', { port_id: 1, onu_id: [] }), /onu_id/],
      [
        () => s.write('/onu_allow_list?form=batch', 'reboot', { port_id: 1, onu_id: [online.onuId, online.onuId] }),
        /twice/,
      ],
      [() => s.write('/onu_allow_list?form=batch', 'reboot', { port_id: 1, onu_id: [65] }), /onu_id/],
      [() => s.write('/onu_allow_list?form=batch', 'reboot', { port_id: 1, onu_id: 'all' }), /onu_id/],
      [() => s.write('/onu_allow_list?form=batch', 'reboot', { port_id: 9, onu_id: [1] }), /not a PON port/],
    ]);
    expect(online.status).toBe('Online');
  });
});

describe('POST /onumgmt?form=config with every field present (api.md §8.7)', () => {
  it('changes only what flags names: an empty name sent with a reboot does not rename', async () => {
    const onu = onlineOnu(s.olt);
    await s.write('/onumgmt?form=config', 'set', {
      port_id: onu.portId,
      onu_id: onu.onuId,
      flags: 8,
      onu_name: 'Bakery',
      onu_desc: 'corner',
    });
    const every = { port_id: onu.portId, onu_id: onu.onuId, onu_name: '', onu_desc: '', fec_mode: 1, txsupply_time: 0 };
    expect((await s.write('/onumgmt?form=config', 'set', { ...every, flags: '1' })).code).toBe(1);
    expect(onu).toMatchObject({ name: 'Bakery', desc: 'corner', fecMode: 0, lastDownReason: 'Reboot' });
    s.olt.simulation.tick(120_000);
    expect((await s.write('/onumgmt?form=config', 'set', { ...every, flags: 4 })).code).toBe(1);
    expect(onu).toMatchObject({ name: 'Bakery', desc: 'corner', fecMode: 1 });
  });
});

describe('the fields of api.md §8.9, with values the device really has', () => {
  it('writes rtt and distance (metres, text) from the fibre in ONU rows and details, and the ONU’s model', async () => {
    const onu = onlineOnu(s.olt);
    const distance = String(onu.hw.distanceM);
    const rtt = String(Math.round(onu.hw.distanceM * 0.625));
    const table = z.array(OnuTableRow).parse((await s.read('/onutable')).data);
    expect(table.find((r) => r.macaddr === onu.mac)).toMatchObject({ rtt, distance, onu_type: onu.hw.onu_type });
    expect((await rows(`/onu_allow_list?port_id=${onu.portId}`)).find((r) => r.macaddr === onu.mac)).toMatchObject({
      rtt,
      distance,
    });
    const detail = OnuDetail.parse(
      (await s.read(`/onumgmt?form=base-info&port_id=${onu.portId}&onu_id=${onu.onuId}`)).data,
    );
    expect(detail).toMatchObject({ rtt, distance, extmodel: onu.hw.sn_model, vendor: onu.hw.vendor });
    // a kilometre of fibre is 625 time quanta of 16 ns there and back (10 µs)
    expect(Number(rtt) / Number(distance)).toBeCloseTo(0.625, 2);
    const away = s.olt.onus.all().find((o) => o.status === 'Offline' && o.registerMs !== null);
    expect(table.find((r) => r.macaddr === away?.mac)).toMatchObject({
      rtt: '0',
      distance: String(away?.hw.distanceM),
    });
  });

  it('answers admin_status (the port’s, as PORT-01 has it) and status (up with ONUs online) in PON rows', async () => {
    const pons = async () => z.array(PonSummary).parse((await s.read('/board?info=pon')).data);
    const ports = z.array(PortInfo).parse((await s.read('/switch_port?form=portlist_info')).data);
    expect((await pons()).map((p) => p.admin_status)).toEqual(ports.slice(0, 8).map((p) => p.admin_status));
    expect((await pons())[0]).toMatchObject({ admin_status: 1, status: 1 });
    await s.write('/ponmgmt?form=optstate', 'set', { port_id: 1, optstate: 0 });
    expect((await pons())[0]).toMatchObject({ port_id: 1, admin_status: 1, status: 0, online: 0 });
  });

  it('answers every port field in portlist_info and port_info', async () => {
    const fields = [
      'admin_status',
      'auto_neg',
      'duplex',
      'speed',
      'flow_ctrl',
      'mtu',
      'pvid',
      'erate',
      'irate',
      'port_desc',
      'link_status',
    ];
    const list = z.array(PortInfo).parse((await s.read('/switch_port?form=portlist_info')).data);
    for (const port of list) for (const field of fields) expect(port, `${port.port_id} ${field}`).toHaveProperty(field);
    const one = PortInfo.parse((await s.read('/switch_port?form=port_info&port_id=9')).data);
    expect(one).toEqual(list[8]);
  });
});
