import { afterEach, describe, expect, it } from 'vitest';
import type { VlanRow } from '@olt/protocol';
import { openDb } from '../src/store/db.ts';
import { SettingsStore } from '../src/store/settingsStore.ts';
import { useTempDirs, buildTestApp, type TestApp } from './helpers.ts';
import { get, post } from './boardHelpers.ts';
import { call, signIn, startServer, type ServerProcess } from './serverProcess.ts';

const servers: ServerProcess[] = [];
const apps: TestApp[] = [];

const tempDataDir = useTempDirs('olt-config');

afterEach(async () => {
  for (const server of servers.splice(0)) await server.kill();
  for (const t of apps.splice(0)) await t.close();
});

async function open(dataDir: string, ponPorts?: number): Promise<TestApp> {
  const t = await buildTestApp({ dataDir, ...(ponPorts ? { ponPorts } : {}) });
  apps.push(t);
  return t;
}

async function closeLast(): Promise<void> {
  await apps.pop()?.close();
}

async function rebooted(t: TestApp): Promise<void> {
  const started = new Promise<void>((resolve) => t.services.device.events.once('started', resolve));
  t.services.lifecycle.reboot();
  await started;
}

describe('the running configuration across a restart of the process', () => {
  it('is kept whole, unsaved changes included, and a device reboot still brings back startup', async () => {
    const dataDir = tempDataDir();
    const first = await open(dataDir);
    const olt = first.services.device;
    const onu = olt.config.export().onus[3]!;
    olt.onus.configure(onu.port_id, onu.onu_id, { flags: 0x8, onu_name: 'kept-name', onu_desc: 'kept desc' });
    olt.vlan.create(810, 812);
    olt.onus.addDeny(1, '02:aa:bb:cc:dd:ee', 'test');
    await post(
      first.app,
      '/system?form=hostname',
      { method: 'set', param: { hostname: 'Restarted' } },
      await first.signIn(),
    );
    const running = first.services.deviceConfig.stored('running');
    await closeLast();

    const second = await open(dataDir);
    const token = await second.signIn();
    expect(second.services.device.onus.detail(onu.port_id, onu.onu_id)).toMatchObject({
      onu_name: 'kept-name',
      onu_desc: 'kept desc',
    });
    expect([810, 811, 812].map((id) => second.services.device.vlan.has(id))).toEqual([true, true, true]);
    expect(second.services.device.onus.denyList(1).map((d) => d.macaddr)).toContain('02:aa:bb:cc:dd:ee');
    expect((await get(second.app, '/system?form=hostname', token)).data).toEqual({ hostname: 'Restarted' });
    expect(second.services.deviceConfig.stored('running')).toEqual(running);
    expect((await get(second.app, '/system_save?form=state', token)).data).toEqual({ unsaved: 1 });

    await rebooted(second);
    expect(second.services.device.vlan.has(810)).toBe(false);
    expect(second.services.device.onus.detail(onu.port_id, onu.onu_id).onu_name).not.toBe('kept-name');
    expect(second.services.device.chassis.hostname()).toBe('EPON-OLT');
    expect(second.services.deviceConfig.isUnsaved()).toBe(false);
  });

  it('keeps saved and unsaved changes apart: a reboot after the restart keeps only what was saved', async () => {
    const dataDir = tempDataDir();
    const first = await open(dataDir);
    first.services.device.vlan.create(820, 820);
    first.services.deviceConfig.save();
    first.services.device.vlan.create(821, 821);
    await closeLast();

    const second = await open(dataDir);
    expect([second.services.device.vlan.has(820), second.services.device.vlan.has(821)]).toEqual([true, true]);
    await rebooted(second);
    expect([second.services.device.vlan.has(820), second.services.device.vlan.has(821)]).toEqual([true, false]);
    await closeLast();

    const third = await open(dataDir);
    expect([third.services.device.vlan.has(820), third.services.device.vlan.has(821)]).toEqual([true, false]);
  });

  it('refuses to start when the stored configuration does not fit the device, and leaves it untouched', async () => {
    const dataDir = tempDataDir();
    const big = await open(dataDir, 16);
    const onPon12 = big.services.device.config.export().onus.find((o) => o.port_id === 12)!;
    big.services.device.onus.configure(onPon12.port_id, onPon12.onu_id, {
      flags: 0x8,
      onu_name: 'far-away',
      onu_desc: '',
    });
    big.services.device.chassis.setHostname('Sixteen');
    const stored = big.services.deviceConfig.stored('running');
    await closeLast();

    await expect(open(dataDir, 8)).rejects.toThrow(/does not fit this device.*--pon-ports/);

    const again = await open(dataDir, 16);
    expect(again.services.deviceConfig.stored('running')).toEqual(stored);
    expect(again.services.device.chassis.hostname()).toBe('Sixteen');
  });

  it('takes the host name an older server kept among the settings', async () => {
    const dataDir = tempDataDir();
    const db = openDb(dataDir);
    new SettingsStore(db).set('hostname', 'Old-OLT');
    db.prepare('DELETE FROM config_rows').run();
    db.close();
    const t = await open(dataDir);
    expect(t.services.device.chassis.hostname()).toBe('Old-OLT');
    expect(t.services.deviceConfig.stored('startup').system).toEqual({ hostname: 'Old-OLT' });
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('acknowledged configuration writes survive a killed process', () => {
  it(
    'has every VLAN and host name that was answered with code 1, after SIGKILL at a random moment',
    { timeout: 20_000 },
    async () => {
      const dataDir = tempDataDir();
      const first = await startServer(dataDir);
      servers.push(first);
      const token = await signIn(first.url);

      const WRITERS = 4;
      const FIRST_VLAN = 1000;
      const LAST_VLAN = 3999;
      const ackedVlans: number[] = [];
      const ackedHostnames: number[] = [];
      const refused: string[] = [];
      let stop = false;

      const writeVlans = async (lane: number): Promise<void> => {
        for (let id = FIRST_VLAN + lane; !stop && id <= LAST_VLAN; id += WRITERS) {
          let code: number;
          try {
            code = (
              await call(first.url, '/switch_vlanlist', {
                body: { method: 'create', param: { vlanid_s: id, vlanid_e: id } },
                token,
              })
            ).answer.code;
          } catch {
            return; // the server is gone: this write was never acknowledged
          }
          if (code === 1) ackedVlans.push(id);
          else refused.push(`VLAN ${id}: ${code}`);
        }
      };
      const writeHostnames = async (): Promise<void> => {
        for (let n = 1; !stop; n++) {
          let code: number;
          try {
            code = (
              await call(first.url, '/system?form=hostname', {
                body: { method: 'set', param: { hostname: `Killed-${n}` } },
                token,
              })
            ).answer.code;
          } catch {
            return;
          }
          if (code === 1) ackedHostnames.push(n);
          else refused.push(`hostname ${n}: ${code}`);
        }
      };

      const writers = [...Array.from({ length: WRITERS }, (_, lane) => writeVlans(lane)), writeHostnames()];
      const deadline = Date.now() + 8_000;
      while ((ackedVlans.length < 20 || ackedHostnames.length < 5) && refused.length === 0 && Date.now() < deadline)
        await sleep(10);
      const killAfterMs = Math.round(100 + Math.random() * 700);
      await sleep(killAfterMs);
      await first.kill();
      stop = true;
      await Promise.all(writers);
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(refused).toEqual([]);
      expect(ackedVlans.length).toBeGreaterThan(20);

      const second = await startServer(dataDir);
      servers.push(second);
      const again = await signIn(second.url);
      const table = (await call(second.url, '/vlantable', { token: again })).answer.data as VlanRow[];
      const present = new Set(table.map((v) => v.vlan_id));
      const lost = ackedVlans.filter((id) => !present.has(id));
      expect(lost, `killed ${killAfterMs} ms in, after ${ackedVlans.length} VLANs`).toEqual([]);

      const hostname = (
        (await call(second.url, '/system?form=hostname', { token: again })).answer.data as { hostname: string }
      ).hostname;
      const kept = Number(/^Killed-(\d+)$/.exec(hostname)?.[1] ?? 0);
      // the last write may have reached the disk without its answer reaching us, never the other way round
      expect(kept, `killed ${killAfterMs} ms in`).toBeGreaterThanOrEqual(Math.max(...ackedHostnames));
      expect(kept).toBeLessThanOrEqual(Math.max(...ackedHostnames) + 1);
    },
  );
});
