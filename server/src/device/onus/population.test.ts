import { describe, expect, it } from 'vitest';
import { ONU_STATUSES } from '@olt/protocol';
import { makeOlt } from '../../../test/deviceKit.ts';

const TIME = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/;

describe('default population', () => {
  const { olt } = makeOlt();
  const rows = olt.onus.table();
  const manualPons = olt.pon
    .list()
    .filter((p) => p.auth_type === 1)
    .map((p) => p.port_id);

  it('fills every PON about two-thirds, most ONUs online, some offline', () => {
    for (const pon of olt.pon.summary()) {
      const total = pon.online + pon.offline;
      expect(total).toBeGreaterThanOrEqual(40);
      expect(total).toBeLessThanOrEqual(46);
    }
    const online = rows.filter((r) => r.status === 'Online').length;
    const offline = rows.filter((r) => r.status === 'Offline').length;
    expect(online / rows.length).toBeGreaterThan(0.75);
    expect(offline).toBeGreaterThan(0);
    expect(offline / rows.length).toBeLessThan(0.2);
  });

  it('makes some PONs manual, each with ONUs waiting for authorisation', () => {
    expect(manualPons.length).toBeGreaterThan(0);
    expect(manualPons.length).toBeLessThan(olt.pon.list().length);
    for (const portId of manualPons) {
      const waiting = rows.filter((r) => r.port_id === portId && r.status === 'Unauth');
      expect(waiting.length).toBeGreaterThanOrEqual(2);
      expect(waiting.every((r) => r.auth_state === 0)).toBe(true);
    }
    const autoUnauth = rows.filter((r) => !manualPons.includes(r.port_id) && r.status === 'Unauth');
    expect(autoUnauth).toEqual([]);
  });

  it('has weak ONUs below -27 dBm, and most well above it', () => {
    const powers = rows.map((r) => Number(r.receive_power));
    expect(powers.filter((p) => p < -27).length).toBeGreaterThan(0);
    expect(powers.filter((p) => p >= -27 && p <= -7).length / powers.length).toBeGreaterThan(0.9);
  });

  it('answers rows in the wire shape of api.md', () => {
    for (const r of rows) {
      expect(typeof r.onu_id).toBe('number');
      expect(r.receive_power).toMatch(/^-?\d+\.\d{2}$/);
      expect(ONU_STATUSES).toContain(r.status);
      expect([0, 1]).toContain(r.auth_state);
      expect(['SFU', 'HGU']).toContain(r.dev_type);
      expect(r.macaddr).toMatch(/^([0-9a-f]{2}:){5}[0-9a-f]{2}$/);
      expect(r.register_time).toMatch(TIME);
      if (r.last_down_time !== '') expect(r.last_down_time).toMatch(TIME);
      expect(r.onu_name).toBe(`ONU${String(r.port_id).padStart(2, '0')}/${String(r.onu_id).padStart(2, '0')}`);
      expect(typeof r.parent).toBe('number');
    }
    expect(new Set(rows.map((r) => r.macaddr)).size).toBe(rows.length);
    expect(rows.filter((r) => r.status === 'Offline').every((r) => r.last_down_reason !== '')).toBe(true);
  });

  it('keeps the per-PON list without the splitter field, in display order', () => {
    const list = olt.onus.list(1);
    expect(list.map((r) => r.onu_id)).toEqual(olt.onus.ids(1));
    expect(list[0]).not.toHaveProperty('parent');
  });

  it('gives details with "TRUE"/"FALSE" and readings with units', () => {
    const row = rows.find((r) => r.status === 'Online');
    if (!row) throw new Error('no ONU online');
    const detail = olt.onus.detail(row.port_id, row.onu_id);
    expect(detail.auth_state).toBe('TRUE');
    expect(detail.fw_ver).toMatch(/^[0-9a-f]{32}$/);
    expect(detail.vendor).not.toBe('');
    const optics = olt.onus.optics(row.port_id, row.onu_id);
    expect(optics.receive_power).toMatch(/^-\d+\.\d{4} dBm$/);
    expect(optics.work_temprature).toMatch(/ C$/);
    expect(optics.work_voltage).toMatch(/ V$/);
    expect(optics.transmit_bias).toMatch(/ mA$/);
    const waiting = rows.find((r) => r.status === 'Unauth');
    if (!waiting) throw new Error('no ONU waiting');
    expect(olt.onus.detail(waiting.port_id, waiting.onu_id).auth_state).toBe('FALSE');
  });

  it('answers the same device for the same seed, and another for another seed', () => {
    expect(makeOlt().olt.onus.table()).toEqual(rows);
    expect(makeOlt({ seed: 8 }).olt.onus.table()).not.toEqual(rows);
  });

  it('scales to 16 PONs', () => {
    const big = makeOlt({ ponPorts: 16 }).olt;
    expect(big.pon.summary()).toHaveLength(16);
    expect(big.onus.table().length).toBeGreaterThan(16 * 39);
  });
});
