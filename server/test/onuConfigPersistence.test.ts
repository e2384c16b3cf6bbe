import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OnuTableRow } from '@olt/protocol';
import { buildTestApp, type TestApp } from './helpers.ts';
import { onlineOnu } from './deviceKit.ts';
import { call, signIn, startServer, type ServerProcess } from './serverProcess.ts';

const dirs: string[] = [];
const servers: ServerProcess[] = [];
const apps: TestApp[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.kill();
  for (const t of apps.splice(0)) await t.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'olt-onu-config-'));
  dirs.push(dir);
  return dir;
}

describe('the PON and ONU configuration across restarts', () => {
  it(
    'keeps what was acknowledged after SIGKILL: LOIDs, PON settings, SLA, UNI ports, VLANs, multicast, WLAN, WAN, monitoring, upgrade types',
    { timeout: 30_000 },
    async () => {
      const dataDir = tempDataDir();
      const first = await startServer(dataDir);
      servers.push(first);
      const token = await signIn(first.url);
      const rows = (await call(first.url, '/onutable', { token })).answer.data as OnuTableRow[];
      const candidates = rows.filter((r) => r.status === 'Online' && r.onu_type === 'HGU-4GE-WIFI');
      let hgu: OnuTableRow | undefined;
      for (const r of candidates) {
        const detail = await call(first.url, `/onumgmt?form=base-info&port_id=${r.port_id}&onu_id=${r.onu_id}`, {
          token,
        });
        if ((detail.answer.data as { vendor: string }).vendor === 'HSGQ') hgu = r;
        if (hgu) break;
      }
      if (!hgu) throw new Error('no online vendor HGU');
      const ref = { port_id: hgu.port_id, onu_id: hgu.onu_id };
      const q = `port_id=${hgu.port_id}&onu_id=${hgu.onu_id}`;
      const writes: [string, unknown][] = [
        ['/ponmgmt?form=loidlist', { method: 'add', param: { port_id: 5, loid: 'kept', password: 'pw', count: 2 } }],
        ['/ponmgmt?form=p2p', { method: 'set', param: { port_id: 5, p2p_flag: 1 } }],
        [
          '/onu_bandwidth',
          { method: 'set', param: { ...ref, sla_type: 'type4', fix: ' - ', assure: ' - ', max: 4096 } },
        ],
        ['/onumgmt?form=port_cfg', { method: 'set', param: { ...ref, op_id: 3, flags: 8, enable: 0 } }],
        [
          '/onumgmt?form=port_vlan',
          { method: 'set', param: { ...ref, op_id: 1, op_vlan_mode: 1, def_vlan_id: 123, def_vlan_pri: 5 } },
        ],
        ['/ponmgmt?form=profvlan', { method: 'set', param: { port_id: 6, pid: 2, mode: 1, vlan_id: 600 } }],
        ['/onumgmt?form=mc_vlan', { method: 'add', param: { ...ref, op_id: 2, mvlan: 900 } }],
        [
          '/onumgmt?form=wlan',
          { method: 'set', param: { ...ref, mode: 1, encrypt: 4, ssid: 'Kept_Net', password: 'keptpass1' } },
        ],
        [
          '/onumgmt?form=wan',
          { method: 'add', param: { ...ref, name: 'kept-wan', index: -1, ipmode: 3, ctype: 2, portmap: [4] } },
        ],
        ['/onumgmt?form=performance', { method: 'set', param: { ...ref, op_id: 0, status: 1, period: 300 } }],
        ['/onu_upgrade?form=upgrade_type', { method: 'add', param: { upgrade_type: 'kept-type' } }],
        [
          '/onu_upgrade?form=bind_upgrade_type',
          { method: 'set', param: { ...ref, onu_list: [hgu.onu_id], upgrade_type: 'kept-type' } },
        ],
      ];
      for (const [path, body] of writes)
        expect((await call(first.url, path, { body, token })).answer, path).toMatchObject({ code: 1 });
      await first.kill();
      expect(first.child.signalCode).toBe('SIGKILL');

      const second = await startServer(dataDir);
      servers.push(second);
      const again = await signIn(second.url);
      const read = async (path: string) => (await call(second.url, path, { token: again })).answer.data;
      expect(await read('/ponmgmt?form=loidlist&port_id=5')).toEqual([
        { loid: 'kept01', password: 'pw', used: 0, mac: '' },
        { loid: 'kept02', password: 'pw', used: 0, mac: '' },
      ]);
      expect((await read('/ponmgmt?form=setting')) as unknown[]).toEqual(
        expect.arrayContaining([expect.objectContaining({ port_id: 5, p2p_flag: 1 })]),
      );
      expect(await read(`/onu_bandwidth?${q}`)).toMatchObject({ sla_type: 'type4', max: 4096 });
      expect(((await read(`/onumgmt?form=port_cfg&${q}`)) as { enable: number }[])[2]?.enable).toBe(0);
      expect(((await read(`/onumgmt?form=port_vlan&${q}`)) as { def_vlan_id: number }[])[0]?.def_vlan_id).toBe(123);
      expect(await read('/ponmgmt?form=profvlan&port_id=6')).toEqual([{ port_id: 6, pid: 2, mode: 1, vlan_id: 600 }]);
      expect(await read(`/onumgmt?form=mc_vlan&${q}`)).toEqual([{ op_id: 2, mvlan: 900 }]);
      expect(await read(`/onumgmt?form=wlan&${q}`)).toMatchObject({ ssid: 'Kept_Net', password: 'keptpass1' });
      expect(((await read(`/onumgmt?form=wan&${q}`)) as { name: string }[]).map((w) => w.name)).toEqual(['kept-wan']);
      expect(await read(`/onumgmt?form=perf_status&${q}&op_id=0`)).toEqual({ status: 1, period: 300 });
      expect(await read('/onu_upgrade?form=upgrade_type')).toEqual(['kept-type']);
      expect(await read(`/onumgmt?form=base-info&${q}`)).toMatchObject({ upgrade_type: 'kept-type' });
    },
  );

  it('keeps running and startup apart: a reboot brings back only what was saved', async () => {
    const dataDir = tempDataDir();
    const first = await buildTestApp({ dataDir });
    apps.push(first);
    const olt = first.services.device;
    const onu = onlineOnu(olt);
    olt.sla.set(onu.portId, onu.onuId, { sla_type: 'type4', max: 3000 });
    first.services.deviceConfig.save();
    olt.sla.set(onu.portId, onu.onuId, { sla_type: 'type4', max: 5000 });
    olt.loid.add(4, 'unsaved', '', 1);
    const started = new Promise<void>((resolve) => olt.events.once('started', resolve));
    first.services.lifecycle.reboot();
    await started;
    expect(olt.sla.get(onu.portId, onu.onuId).max).toBe(3000);
    expect(olt.loid.list(4)).toEqual([]);
  });

  it('keeps the optical history in its own file across a restart', async () => {
    const dataDir = tempDataDir();
    const first = await buildTestApp({ dataDir, optics: { sampleMinutes: 1 } });
    apps.push(first);
    const onu = onlineOnu(first.services.device);
    first.services.device.simulation.tick(30 * 60_000);
    const to = Math.floor(first.services.device.kernel.now() / 1000);
    const before = first.services.device.optics.history(onu.portId, onu.onuId, to - 1800, to, 100);
    expect(before.points.length).toBeGreaterThan(20);
    await apps.pop()?.close();
    const second = await buildTestApp({ dataDir, optics: { sampleMinutes: 1 }, clock: first.clock });
    apps.push(second);
    const after = second.services.device.optics.history(onu.portId, onu.onuId, before.from, before.to, 100);
    expect(after.points).toEqual(before.points);
  });
});
