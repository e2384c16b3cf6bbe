import { describe, expect, it } from 'vitest';
import { UplinkModuleDetail, UplinkModuleSummary } from '@olt/protocol';
import { makeOlt } from '../../../test/deviceKit.ts';

const XGE01 = 13;
const dbmOf = (text: string) => Number.parseFloat(text);

describe('uplink optical modules', () => {
  it('lists every uplink: the copper GE ports without a module, the XGE ports with one', () => {
    const { olt } = makeOlt();
    const list = UplinkModuleSummary.array().parse(olt.uplinkOptics.summaries());
    expect(list.map((m) => [m.port_id, m.mstate])).toEqual([
      [9, 0],
      [10, 0],
      [11, 0],
      [12, 0],
      [13, 1],
      [14, 1],
    ]);
    const xge = list.find((m) => m.port_id === XGE01);
    expect(xge?.work_temprature).toMatch(/^\d+\.\d C$/);
    expect(dbmOf(xge?.receive_power ?? '')).toBeGreaterThan(-10);
    const detail = UplinkModuleDetail.parse(olt.uplinkOptics.detail(XGE01));
    expect(detail.rxpwr_low_warning).toBeLessThan(detail.rxpwr_high_warning);
    expect(detail.module_type).toBe('10GBASE-LR');
  });

  it('readings drift slowly and stay inside the warning thresholds', () => {
    const { olt } = makeOlt();
    const t = UplinkModuleDetail.parse(olt.uplinkOptics.detail(XGE01));
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      olt.simulation.tick(60_000);
      const m = olt.uplinkOptics.detail(XGE01);
      seen.add(m.work_temprature);
      const temp = Number.parseFloat(m.work_temprature);
      expect(temp).toBeGreaterThan(t.temp_low_warning);
      expect(temp).toBeLessThan(t.temp_high_warning);
      expect(dbmOf(m.receive_power)).toBeGreaterThan(t.rxpwr_low_warning);
      expect(dbmOf(m.transmit_power)).toBeLessThan(t.txpwr_high_warning);
    }
    expect(seen.size).toBeGreaterThan(5);
  });

  it('a port set down sends no light and, with no link, receives none', () => {
    const { olt } = makeOlt();
    olt.ports.set(XGE01, { flags: 0x1, admin_status: 0 });
    const m = olt.uplinkOptics.detail(XGE01);
    expect(m.portstate).toBe(0);
    expect(m.transmit_bias).toBe('0.0 mA');
    expect(dbmOf(m.transmit_power)).toBe(-40);
    expect(dbmOf(m.receive_power)).toBe(-40);
  });
});
