import type { ModuleDetail, ModuleSummary, OpticalReading } from '@olt/protocol';
import type { Random } from '../kernel/random.ts';

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
const dbm = (x: number): string => `${x.toFixed(4)} dBm`;

/** What the PON module's reading of one ONU depends on: the light the ONU sends and receives. */
export interface OnuLight {
  optics: { rxDbm: number; txDbm: number };
}

/** The OLT's PON transceiver of one port. */
export interface PonModule {
  tempC: number;
  voltageV: number;
  biasMa: number;
  txDbm: number;
}

export function newPonModule(rng: Random): PonModule {
  return {
    tempC: rng.range(38, 48),
    voltageV: rng.range(3.26, 3.34),
    biasMa: rng.range(14, 26),
    txDbm: rng.range(3.2, 4.2),
  };
}

export function walkPonModule(m: PonModule, rng: Random): void {
  m.tempC = clamp(m.tempC + 0.15 * rng.normal() + 0.03 * (43 - m.tempC), 30, 70);
  m.voltageV = clamp(m.voltageV + 0.003 * rng.normal() + 0.1 * (3.3 - m.voltageV), 3.15, 3.45);
  m.biasMa = clamp(m.biasMa + 0.1 * rng.normal() + 0.05 * (20 - m.biasMa), 5, 60);
  m.txDbm = clamp(m.txDbm + 0.01 * rng.normal() + 0.05 * (3.7 - m.txDbm), 2.5, 5);
}

/**
 * OPT-03: the OLT module's reading for one ONU. Upstream light (1310 nm) loses about half a dB more on the same
 * fibre than downstream light (1490 nm).
 */
export function ponReadingFor(m: PonModule, onu: OnuLight): OpticalReading {
  const lossDb = m.txDbm - onu.optics.rxDbm;
  return {
    work_temprature: `${m.tempC.toFixed(1)} C`,
    work_voltage: `${m.voltageV.toFixed(2)} V`,
    transmit_bias: `${m.biasMa.toFixed(1)} mA`,
    transmit_power: dbm(m.txDbm),
    receive_power: dbm(onu.optics.txDbm - lossDb - 0.5),
  };
}

/** OPT-01. A module whose laser is off still reports temperature and voltage, with no bias and no light. */
export function moduleSummary(portId: number, m: PonModule, isTransmitting: boolean, isUp: boolean): ModuleSummary {
  return {
    port_id: portId,
    portstate: isUp ? 1 : 0,
    mstate: 1,
    work_temprature: `${m.tempC.toFixed(1)} C`,
    work_voltage: `${m.voltageV.toFixed(2)} V`,
    transmit_bias: `${(isTransmitting ? m.biasMa : 0).toFixed(1)} mA`,
    transmit_power: isTransmitting ? dbm(m.txDbm) : dbm(-40),
  };
}

/** OPT-02: the summary plus a PX20+ class EPON module's static data and thresholds. */
export function moduleDetail(summary: ModuleSummary, serial: string): ModuleDetail {
  return {
    ...summary,
    mtype: 0,
    vendor_name: 'SIMOPTIC',
    vendor_oui: '00:1c:2a',
    vendor_rev: '1.0',
    vendor_pn: 'SO-EPON-PX20P',
    vendor_sn: serial,
    date_code: '26-01-15',
    vendor_specific: [1, 35, 86, 58, 47],
    module_type: 'EPON',
    fiber_type: 'Single Mode',
    identifier: 'SFP or SFP Plus',
    connector: 'SC',
    encoding: '8B10B',
    max_distance: 20,
    wave_length: 1490,
    cc_base: 0,
    temp_high_alarm: 90,
    temp_low_alarm: -45,
    temp_high_warning: 85,
    temp_low_warning: -40,
    vol_high_alarm: 3.6,
    vol_low_alarm: 3,
    vol_high_warning: 3.5,
    vol_low_warning: 3.1,
    bias_high_alarm: 90,
    bias_low_alarm: 2,
    bias_high_warning: 80,
    bias_low_warning: 4,
    txpwr_high_alarm: 7,
    txpwr_low_alarm: 1.5,
    txpwr_high_warning: 6.5,
    txpwr_low_warning: 2,
    rxpwr_high_alarm: -6,
    rxpwr_low_alarm: -30,
    rxpwr_high_warning: -7,
    rxpwr_low_warning: -29,
  };
}
