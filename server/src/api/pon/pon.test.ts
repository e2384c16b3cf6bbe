import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ModuleDetail,
  ModuleSummary,
  OnuOpticsRow,
  OnuTableRow,
  OpticalReading,
  Splitter,
  THRESHOLD_NAMES,
} from '@olt/protocol';
import { expectRefused } from '../../../test/boardHelpers.ts';
import { openDeviceSession, type DeviceSession } from '../../../test/deviceApi.ts';

let s: DeviceSession;

beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const GE_PORT = 9;
const URL = '/ponmgmt?form=splitter';
const splitters = async (portId: number) => z.array(Splitter).parse((await s.read(`${URL}&port_id=${portId}`)).data);
const parents = async (portId: number) =>
  new Map(
    z
      .array(OnuTableRow)
      .parse((await s.read('/onutable')).data)
      .filter((r) => r.port_id === portId)
      .map((r) => [r.onu_id, r.parent]),
  );
const onlineOnu = (portId: number) => s.olt.onus.list(portId).find((o) => o.status === 'Online')?.onu_id ?? 0;
const offlineOnu = () => s.olt.onus.table().find((o) => o.status === 'Offline');

describe('splitters of a PON (PON-12)', () => {
  it('answers the seeded tree: a first-level splitter and its branches', async () => {
    const tree = await splitters(2);
    expect(tree[0]).toEqual({
      port_id: 2,
      splitter_id: 1,
      name: 'PON02-L1',
      description: 'street cabinet, 1:4',
      parent: 0,
    });
    expect(tree.slice(1).every((sp) => sp.parent === 1)).toBe(true);
    expect(tree.length).toBe(5);
  });

  it('refuses non-PON ports and malformed ids', async () => {
    expectRefused(await s.read(`${URL}&port_id=${GE_PORT}`), /^error: port 9 is not a PON port$/);
    for (const id of ['0', '999', 'x', '']) expectRefused(await s.read(`${URL}&port_id=${id}`));
  });
});

describe('splitter writes (PON-13…16)', () => {
  it('adds a splitter under a branch, renames it, binds ONUs to it and deletes it', async () => {
    expect((await s.write(URL, 'add', { port_id: 2, name: 'Tower 7', description: 'roof', parent: 2 })).code).toBe(1);
    const added = (await splitters(2)).find((sp) => sp.name === 'Tower 7') as z.infer<typeof Splitter>;
    expect(added).toMatchObject({ description: 'roof', parent: 2 });

    // the console sends the splitter's own id as parent when editing: it is ignored (api.md §6.6)
    const id = added.splitter_id;
    expect(
      (await s.write(URL, 'set', { port_id: 2, splitter_id: id, name: 'Tower 7b', description: '', parent: id })).code,
    ).toBe(1);
    expect((await splitters(2)).find((sp) => sp.splitter_id === id)).toMatchObject({
      name: 'Tower 7b',
      description: '',
      parent: 2,
    });

    const onus = s.olt.onus.ids(2).slice(0, 3);
    expect(
      (await s.write('/ponmgmt?form=splitterbindonu', 'set', { port_id: 2, splitter_id: id, onulist: onus })).code,
    ).toBe(1);
    const bound = await parents(2);
    for (const onuId of onus) expect(bound.get(onuId)).toBe(id);

    expect(
      (await s.write(URL, 'delete', { port_id: 2, splitter_id: id, name: 'Tower 7b', description: '', parent: 2 }))
        .code,
    ).toBe(1);
    expect((await splitters(2)).map((sp) => sp.splitter_id)).not.toContain(id);
    const unbound = await parents(2);
    for (const onuId of onus) expect(unbound.get(onuId)).toBe(0);
  });

  it('refuses deleting a first-level splitter or one with splitters below, and bad names and parents', async () => {
    const before = await splitters(3);
    expectRefused(
      await s.write(URL, 'delete', { port_id: 3, splitter_id: 1 }),
      /first-level splitter cannot be deleted/,
    );
    expect((await s.write(URL, 'add', { port_id: 3, name: 'below', description: '', parent: 2 })).code).toBe(1);
    const child = (await splitters(3)).find((sp) => sp.name === 'below')?.splitter_id;
    expectRefused(await s.write(URL, 'delete', { port_id: 3, splitter_id: 2 }), /below it/);
    expect((await s.write(URL, 'delete', { port_id: 3, splitter_id: child })).code).toBe(1);

    expectRefused(await s.write(URL, 'add', { port_id: 3, name: 'x', description: '', parent: 99 }), /does not exist/);
    expectRefused(await s.write(URL, 'add', { port_id: 3, name: '', description: '', parent: 1 }));
    expectRefused(await s.write(URL, 'add', { port_id: 3, name: '   ', description: '', parent: 1 }));
    expectRefused(await s.write(URL, 'add', { port_id: 3, name: 'n'.repeat(33), description: '', parent: 1 }));
    expectRefused(await s.write(URL, 'add', { port_id: 3, name: 'ok', description: 'd'.repeat(65), parent: 1 }));
    expectRefused(
      await s.write(URL, 'add', { port_id: GE_PORT, name: 'ok', description: '', parent: 0 }),
      /not a PON port/,
    );
    expectRefused(
      await s.write(URL, 'set', { port_id: 3, splitter_id: 42, name: 'ok', description: '' }),
      /does not exist/,
    );
    expectRefused(await s.write(URL, 'delete', { port_id: 3, splitter_id: 42 }), /does not exist/);
    expectRefused(await s.write(URL, 'delete', { port_id: 3, splitter_id: 'one' }));
    expect(await splitters(3)).toEqual(before);
  });

  it('refuses binding to an unknown splitter or an unknown ONU, and moves nothing', async () => {
    const before = await parents(4);
    const ids = s.olt.onus.ids(4);
    const missing = Array.from({ length: 64 }, (_, i) => i + 1).find((id) => !ids.includes(id)) as number;
    const bind = (param: object) => s.write('/ponmgmt?form=splitterbindonu', 'set', { port_id: 4, ...param });
    expectRefused(await bind({ splitter_id: 42, onulist: ids.slice(0, 2) }), /splitter 42 does not exist/);
    expectRefused(await bind({ splitter_id: 3, onulist: [ids[0], missing] }), /does not exist/);
    expectRefused(await bind({ splitter_id: 3, onulist: [ids[0], ids[0]] }), /twice/);
    expectRefused(await bind({ splitter_id: 3, onulist: [65] }));
    expect(await parents(4)).toEqual(before);
  });
});

describe('PON transceivers (OPT-01, OPT-02)', () => {
  it('lists one module per PON with readings as text with units', async () => {
    const modules = z.array(ModuleSummary).parse((await s.read('/ponmgmt?form=optical_poninfo')).data);
    expect(modules.map((m) => m.port_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const m of modules) {
      expect(m.transmit_power).toMatch(/^-?\d+\.\d+ dBm$/);
      expect(m.mstate).toBe(1);
    }
  });

  it('details one module with numeric thresholds', async () => {
    const detail = ModuleDetail.parse((await s.read('/ponmgmt?form=optical_poninfo&port_id=3')).data);
    expect(detail.port_id).toBe(3);
    for (const name of THRESHOLD_NAMES) expect(typeof detail[name], name).toBe('number');
    expect(detail.wave_length).toBeGreaterThan(1000);
  });

  it('refuses a non-PON port and malformed ids', async () => {
    expectRefused(await s.read(`/ponmgmt?form=optical_poninfo&port_id=${GE_PORT}`), /not a PON port/);
    expectRefused(await s.read('/ponmgmt?form=optical_poninfo&port_id=0'));
    expectRefused(await s.read('/ponmgmt?form=optical_poninfo&port_id=abc'));
  });
});

describe('ONU optics as the OLT sees them (OPT-03, OPT-04)', () => {
  it('answers the PON module’s reading of one online ONU', async () => {
    const onuId = onlineOnu(1);
    const reading = OpticalReading.parse(
      (await s.read(`/ponmgmt?form=optical_pon&polarity=0&port_id=1&onu_id=${onuId}`)).data,
    );
    expect(reading.receive_power).toMatch(/^-?\d+\.\d+ dBm$/);
    expect((await s.read(`/ponmgmt?form=optical_pon&polarity=1&port_id=1&onu_id=${onuId}`)).code).toBe(1);
  });

  it('lists every ONU of a PON that is up, with its own reading', async () => {
    const rows = z.array(OnuOpticsRow).parse((await s.read('/ponmgmt?form=optical_onu&port_id=1')).data);
    const up = s.olt.onus.list(1).filter((o) => o.status !== 'Offline' && o.status !== 'Initial');
    expect(rows.map((r) => r.onu_id)).toEqual(up.map((o) => o.onu_id));
    expect(typeof rows[0]?.onu_id).toBe('number');
  });

  it('refuses an offline ONU, unknown ONUs, bad ids and non-PON ports', async () => {
    const offline = offlineOnu();
    expectRefused(
      await s.read(`/ponmgmt?form=optical_pon&port_id=${offline?.port_id}&onu_id=${offline?.onu_id}`),
      /offline/,
    );
    expectRefused(await s.read('/ponmgmt?form=optical_pon&port_id=1&onu_id=65'));
    expectRefused(await s.read('/ponmgmt?form=optical_pon&port_id=1&onu_id=1&polarity=2'));
    expectRefused(await s.read(`/ponmgmt?form=optical_pon&port_id=${GE_PORT}&onu_id=1`), /not a PON port/);
    expectRefused(await s.read(`/ponmgmt?form=optical_onu&port_id=${GE_PORT}`), /not a PON port/);
    expectRefused(await s.read('/ponmgmt?form=optical_onu&port_id=999'));
  });
});
