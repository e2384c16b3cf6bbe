import { describe, expect, it } from 'vitest';
import { OUTAGE_MAX_MS, REGISTER_MS } from './onus/onuLife.ts';
import { findOnu, makeOlt, onuRow } from '../../test/deviceKit.ts';
import { ALARM_ID, LEVEL } from './kernel/alarmLog.ts';

const MINUTE = 60_000;

describe('simulation on a fixed seed and clock', () => {
  it('repeats exactly: same seed and same ticks give the same ONUs and alarms', () => {
    const run = () => {
      const { olt } = makeOlt();
      for (let i = 0; i < 30; i++) olt.simulation.tick(60_000);
      return {
        onus: olt.onus.table(),
        alarms: olt.alarms.list(),
        counters: olt.ports.counterRows(),
        cpu: olt.chassis.cpu(),
      };
    };
    const a = run();
    expect(run()).toEqual(a);
    expect(a.alarms.length).toBeGreaterThan(20);
  });

  it('moves in whole simulated seconds, however the time is sliced', () => {
    const coarse = makeOlt().olt;
    coarse.simulation.tick(10 * MINUTE);
    const fine = makeOlt().olt;
    for (let i = 0; i < 600; i++) fine.simulation.tick(1_000);
    expect(fine.onus.table()).toEqual(coarse.onus.table());
  });

  it('follows the real clock at the simulation speed when advanced', () => {
    const { olt, wait } = makeOlt({ simSpeed: 10 });
    const before = olt.chassis.uptimeMs();
    wait(6_000);
    olt.simulation.advance();
    expect(olt.chassis.uptimeMs() - before).toBe(60_000);
    expect(olt.ports.samples(1)).toHaveLength(12);
  });

  it('lives at the pace of a real network: an ONU drops about once a day, not once an hour', () => {
    const { olt } = makeOlt();
    const online = olt.onus.table().filter((r) => r.status === 'Online').length;
    for (let i = 0; i < 4 * 60; i++) olt.simulation.tick(MINUTE);
    const drops = olt.alarms.list().filter((a) => a.alarm_id === ALARM_ID.onuOffline).length;
    const perOnuHour = drops / (online * 4);
    expect(drops).toBeGreaterThan(10);
    expect(perOnuHour).toBeGreaterThan(1 / 100);
    expect(perOnuHour).toBeLessThan(1 / 8);
  });

  it('weighs one ONU going dark as operators do: lost signal major, a dying gasp or power-down minor', () => {
    const { olt } = makeOlt();
    for (let i = 0; i < 4 * 60; i++) olt.simulation.tick(MINUTE);
    const offline = olt.alarms.list().filter((a) => a.alarm_id === ALARM_ID.onuOffline);
    expect(offline.length).toBeGreaterThan(10);
    for (const alarm of offline) {
      if (alarm.content.endsWith('LOS')) expect(alarm.level).toBe(LEVEL.major);
      else expect(alarm.level).toBe(LEVEL.minor);
    }
    expect(offline.some((a) => a.level === LEVEL.minor)).toBe(true);
  });

  it('drops ONUs with a reason and brings each back within the longest outage', () => {
    const { olt, heard } = makeOlt();
    const downAt = new Map<string, number>();
    const outages: number[] = [];
    let elapsed = 0;
    const tracked = new Set<string>();
    // follow the ONUs that drop in the first three hours
    for (; elapsed < 180 * MINUTE + OUTAGE_MAX_MS + 2 * REGISTER_MS.max; elapsed += 10_000) {
      olt.simulation.tick(10_000);
      for (const change of heard.onuChanges.splice(0)) {
        for (const row of change.rows) {
          const key = row.macaddr;
          if (row.status === 'Offline' && !downAt.has(key) && elapsed < 180 * MINUTE) {
            expect(['Power Down', 'Dying gasp', 'LOS']).toContain(row.last_down_reason);
            expect(row.last_down_time).not.toBe('');
            downAt.set(key, elapsed);
            tracked.add(key);
          } else if (row.status !== 'Offline' && downAt.has(key)) {
            outages.push(elapsed - (downAt.get(key) ?? 0));
            downAt.delete(key);
          }
        }
      }
    }
    expect(tracked.size).toBeGreaterThan(20);
    expect(downAt.size).toBe(0);
    expect(Math.max(...outages)).toBeLessThanOrEqual(OUTAGE_MAX_MS + 2 * REGISTER_MS.max + 10_000);
  });

  it('keeps optical power wandering within a band around each ONU, weak ones staying weak', () => {
    const { olt } = makeOlt();
    const online = olt.onus.table().filter((r) => r.status === 'Online');
    const start = new Map(online.map((r) => [r.macaddr, Number(r.receive_power)]));
    olt.simulation.tick(5 * MINUTE);
    let moved = 0;
    for (const row of olt.onus.table()) {
      const before = start.get(row.macaddr);
      if (before === undefined || row.status !== 'Online') continue;
      const now = Number(row.receive_power);
      if (now !== before) moved++;
      expect(Math.abs(now - before)).toBeLessThan(3);
    }
    expect(moved).toBeGreaterThan(online.length / 2);
    expect(olt.onus.table().some((r) => r.status === 'Online' && Number(r.receive_power) < -27)).toBe(true);
  });

  it('counts traffic on uplinks and PONs, growing monotonically', () => {
    const { olt } = makeOlt();
    olt.simulation.tick(5_000);
    let previous = olt.ports.counterRows();
    for (let i = 0; i < 10; i++) {
      olt.simulation.tick(5_000);
      const rows = olt.ports.counterRows();
      rows.forEach((row, index) => {
        const before = previous[index];
        if (!before) throw new Error('a port went missing');
        expect(row.rx_octets).toBeGreaterThanOrEqual(before.rx_octets);
        expect(row.tx_frame).toBeGreaterThanOrEqual(before.tx_frame);
      });
      previous = rows;
    }
    const uplink = olt.ports.counters(9);
    expect(uplink.rx_octets).toBeGreaterThan(0);
    expect(uplink.rx_frame).toBeGreaterThan(0);
    expect(olt.ports.counters(1).tx_octets).toBeGreaterThan(0);
    const rates = olt.ports.rates().find((r) => r.port_id === 9);
    expect(rates?.inbound_bps).toBeGreaterThan(1_000_000);
    const samples = olt.ports.samples(9);
    expect(samples.length).toBeGreaterThan(5);
    expect(samples.at(-1)?.inbound_bps).toBeGreaterThan(0);
    // GE02 has no cable: no traffic
    expect(olt.ports.counters(10).rx_octets).toBe(0);
  });

  it('lets CPU, memory and temperature wander, and uptime run', () => {
    const { olt } = makeOlt();
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      olt.simulation.tick(30_000);
      const { cpu_usage, memory_usage } = olt.chassis.cpu();
      expect(cpu_usage).toBeGreaterThanOrEqual(0);
      expect(cpu_usage).toBeLessThanOrEqual(100);
      expect(memory_usage).toBeGreaterThan(0);
      seen.add(`${cpu_usage}/${memory_usage}/${olt.chassis.temperature()}`);
    }
    expect(seen.size).toBeGreaterThan(5);
    expect(olt.chassis.uptimeMs()).toBe(20 * 30_000);
  });

  it('turns events into alarms with levels and times, newest first, and pushes them', () => {
    const { olt, heard } = makeOlt();
    olt.simulation.tick(5 * MINUTE);
    const alarms = olt.alarms.list();
    expect(heard.alarms).toBe(alarms.length);
    expect(alarms.every((a) => a.level >= 0 && a.level <= 3)).toBe(true);
    expect(alarms.some((a) => a.level === 3) && alarms.some((a) => a.level < 3)).toBe(true);
    expect(alarms[0]?.time_ms).toBeGreaterThanOrEqual(alarms.at(-1)?.time_ms ?? Infinity);
    expect(olt.alarms.lines()[0]).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \[(error|major|minor|info)\] /);
    olt.alarms.clear();
    expect(olt.alarms.list()).toEqual([]);
    expect(olt.alarms.logs().length).toBeGreaterThan(0);
  });

  it('registers a box that reappears on a manual PON as unauthorised, and on an automatic PON as authorised', () => {
    const { olt } = makeOlt();
    const manual = olt.pon.list().find((p) => p.auth_type === 1)?.port_id ?? 0;
    const auto = olt.pon.list().find((p) => p.auth_type === 0 && p.auth_mode === 0)?.port_id ?? 0;
    // a deleted ONU still on the fibre registers again as a box the device does not know
    const onManual = findOnu(olt, ['Online'], manual);
    const onAuto = findOnu(olt, ['Online'], auto);
    olt.onus.remove(manual, [onManual.onu_id]);
    olt.onus.remove(auto, [onAuto.onu_id]);
    olt.simulation.tick(3 * MINUTE);
    const back = (mac: string) => olt.onus.table().find((r) => r.macaddr === mac);
    expect(back(onManual.macaddr)).toMatchObject({ port_id: manual, status: 'Unauth', auth_state: 0 });
    expect(back(onAuto.macaddr)).toMatchObject({ port_id: auto, status: 'Online', auth_state: 1 });
  });

  it('brings new unknown ONUs now and then, waiting where the PON is manual', () => {
    const { olt, heard } = makeOlt();
    const known = new Set(olt.onus.table().map((r) => r.macaddr));
    const manual = new Set(
      olt.pon
        .list()
        .filter((p) => p.auth_type === 1)
        .map((p) => p.port_id),
    );
    // a LOID PON admits only the LOIDs it lists: a new box fails there, whatever the authorisation type
    const byLoid = new Set(
      olt.pon
        .list()
        .filter((p) => p.auth_mode === 1 || p.auth_mode === 2)
        .map((p) => p.port_id),
    );
    olt.simulation.tick(3 * 60 * MINUTE);
    const arrivals = new Map<string, { port: number; status: string; auth: number }>();
    for (const change of heard.onuChanges) {
      for (const row of change.rows) {
        if (!known.has(row.macaddr) && row.status !== 'Register' && !arrivals.has(row.macaddr)) {
          arrivals.set(row.macaddr, { port: row.port_id, status: row.status, auth: row.auth_state });
        }
      }
    }
    expect(arrivals.size).toBeGreaterThan(3);
    for (const a of arrivals.values()) {
      if (byLoid.has(a.port)) expect(a).toMatchObject({ status: 'Auth-Fail', auth: 0 });
      else if (manual.has(a.port)) expect(a).toMatchObject({ status: 'Unauth', auth: 0 });
      else expect(a.auth).toBe(1);
    }
  });

  it('reboots: uptime restarts, counters clear, and ONUs come back within a minute', () => {
    const { olt } = makeOlt();
    olt.simulation.tick(10 * MINUTE);
    const online = findOnu(olt, ['Online']);
    olt.simulation.reboot();
    expect(olt.chassis.uptimeMs()).toBe(0);
    expect(olt.ports.counters(9).rx_octets).toBe(0);
    expect(onuRow(olt, online.port_id, online.onu_id)?.status).toBe('Offline');
    // every ONU the reboot took down says when and why, as one that went down by itself does
    olt.simulation.tick(5_000);
    const down = olt.onus.table().filter((r) => r.status === 'Offline');
    expect(down.length).toBeGreaterThan(0);
    for (const r of down) expect([r.last_down_time, r.last_down_reason]).not.toContain('');
    olt.simulation.tick(65_000);
    expect(onuRow(olt, online.port_id, online.onu_id)?.status).not.toBe('Offline');
  });
});
