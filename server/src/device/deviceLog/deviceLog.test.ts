import { describe, expect, it } from 'vitest';
import { LOG_LEVEL_DEFAULT, LOG_MODULES } from '@olt/protocol';
import { makeOlt, START_MS } from '../../../test/deviceKit.ts';
import { DeviceLogArea } from './deviceLogArea.ts';
import { AREA_MODULES, moduleOfLine, moduleOfPath } from './logModules.ts';

const NOTICE = 5;
const INFORMATIONAL = 6;
const DEBUG = 7;

describe('device log', () => {
  it('keeps every module at notice from the factory, as configuration', () => {
    const { olt } = makeOlt();
    expect(olt.deviceLog.levels()).toEqual(LOG_MODULES.map((module) => ({ module, level: LOG_LEVEL_DEFAULT })));
    olt.deviceLog.setLevel('port', DEBUG);
    expect(olt.config.export().log_levels).toContainEqual({ module: 'port', level: DEBUG });
  });

  it("keeps a line only when it is at or above its module's level", () => {
    const { olt } = makeOlt();
    olt.ports.set(9, { flags: 0x1, admin_status: 0 });
    const texts = () => olt.deviceLog.lines().map((l) => `${l.module} ${l.level} ${l.text}`);
    // the link going down is an alarm (warning); the settings change is informational and not kept at notice
    expect(texts()).toContainEqual(expect.stringMatching(/^port 4 GE\d+ link down \(disabled by the operator\)$/));
    expect(texts().some((t) => t.includes('settings changed'))).toBe(false);

    olt.deviceLog.setLevel('system', INFORMATIONAL);
    olt.deviceLog.setLevel('port', INFORMATIONAL);
    // as a request to /switch_port runs it (app.ts gate.runIn): its lines are the port module's
    olt.kernel.withLogSource('port', () => olt.ports.set(9, { flags: 0x1, admin_status: 1 }));
    expect(texts()).toContainEqual(expect.stringMatching(/^port 6 GE\d+ settings changed$/));
    expect(texts()).toContainEqual(expect.stringMatching(/^port 6 GE\d+ link up \(enabled\)$/));
    // the level change itself is a line of the system
    expect(texts()).toContainEqual('system 6 log level of port set to informational');
  });

  it('hears the simulation: ONUs going offline and coming back are lines of the ONU module', () => {
    const { olt, wait } = makeOlt();
    olt.deviceLog.setLevel('onu', DEBUG);
    for (let i = 0; i < 30; i++) {
      wait(60_000);
      olt.simulation.advance();
    }
    const onuLines = olt.deviceLog.lines().filter((l) => l.module === 'onu');
    expect(onuLines.some((l) => /offline: /.test(l.text))).toBe(true);
    expect(onuLines.some((l) => / online$/.test(l.text))).toBe(true);
    expect(onuLines.every((l) => l.time_ms >= START_MS)).toBe(true);
  });

  it('keeps DHCP leases as debug lines of the DHCP module, only while the module keeps debug', () => {
    const leasesWith = (level: number) => {
      const { olt } = makeOlt();
      olt.deviceLog.setLevel('dhcp', level);
      olt.dhcp.setSwitch('dhcp_admin', 1);
      olt.dhcp.setServerConfig(0x1 | 0x2 | 0x20, {
        ipaddress_s: '10.40.0.100',
        ipaddress_e: '10.40.0.101',
        ipmask: '255.255.255.0',
        lease_time: 600,
      });
      olt.dhcp.setServer(1);
      olt.simulation.tick(3_000);
      expect(olt.dhcp.bindingPage({ page_size: 500 }).total).toBe(2);
      return olt.deviceLog.lines().filter((l) => l.module === 'dhcp' && l.level === DEBUG);
    };
    expect(leasesWith(NOTICE)).toEqual([]);
    const leases = leasesWith(DEBUG).map((l) => l.text);
    expect(leases).toHaveLength(2);
    expect(leases).toContainEqual(expect.stringMatching(/^DHCP lease 10\.40\.0\.100 to \S+ behind ONU\d+\/\d+$/));
  });

  it('drops lines of a module set to a more severe level', () => {
    const { olt, wait } = makeOlt();
    olt.deviceLog.setLevel('onu', 0);
    for (let i = 0; i < 30; i++) {
      wait(60_000);
      olt.simulation.advance();
    }
    expect(olt.deviceLog.lines().filter((l) => l.module === 'onu')).toEqual([]);
  });

  it('with PON device logging off (ALM-04), ONU events leave no line', () => {
    const { olt, wait } = makeOlt();
    olt.deviceLog.setLevel('onu', DEBUG);
    olt.alarms.setPonLogging(false);
    for (let i = 0; i < 30; i++) {
      wait(60_000);
      olt.simulation.advance();
    }
    expect(olt.deviceLog.lines().filter((l) => / (offline|online)/.test(l.text))).toEqual([]);
  });

  it('keeps only the newest lines of a full ring', () => {
    const { olt } = makeOlt();
    const small = new DeviceLogArea(olt.kernel, 3);
    for (let i = 1; i <= 5; i++) small.add('system', NOTICE, `line ${i}`);
    expect(small.lines().map((l) => l.text)).toEqual(['line 3', 'line 4', 'line 5']);
  });

  it('pages and filters newest first: module, least severity, words and time', () => {
    const { olt } = makeOlt();
    const log = new DeviceLogArea(olt.kernel, 100);
    log.add('vlan', 3, 'VLAN 10 gone', START_MS);
    log.add('onu', 5, 'ONU01/01 offline', START_MS + 10_000);
    log.add('onu', 4, 'ONU01/02 Offline again', START_MS + 20_000);
    expect(log.page({}, 1, 2)).toMatchObject({
      total: 3,
      rows: [{ text: 'ONU01/02 Offline again' }, { text: 'ONU01/01 offline' }],
    });
    expect(log.page({}, 2, 2).rows.map((r) => r.text)).toEqual(['VLAN 10 gone']);
    expect(log.page({ module: 'onu', level: 4 }, 1, 10).rows.map((r) => r.text)).toEqual(['ONU01/02 Offline again']);
    expect(log.page({ search: 'OFFLINE' }, 1, 10).total).toBe(2);
    const since = Math.floor((START_MS + 5_000) / 1000);
    expect(log.page({ since, until: since + 10 }, 1, 10).rows.map((r) => r.text)).toEqual(['ONU01/01 offline']);
  });

  it('gives every area a module, and requests the module of their path', () => {
    const { olt } = makeOlt();
    const names: string[] = [];
    for (const value of Object.values(olt) as unknown[]) {
      const name = (value as { name?: unknown } | null)?.name;
      if (typeof name === 'string') names.push(name);
    }
    expect(names.length).toBeGreaterThan(30);
    for (const name of names) expect(AREA_MODULES[name], name).toBeDefined();
    expect(moduleOfPath('/switch_vlan')).toBe('vlan');
    expect(moduleOfPath('/switch_port')).toBe('port');
    expect(moduleOfPath('/onumgmt')).toBe('onu');
    expect(moduleOfPath('/system_save')).toBe('system');
    expect(moduleOfLine(null, 0x3001)).toBe('pon');
    expect(moduleOfLine('stp', 0x4001)).toBe('stp');
  });
});
