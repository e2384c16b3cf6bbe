import type { OpticalReading } from '@olt/protocol';
import type { Random } from '../kernel/random.ts';
import type { OnuHardware } from './onuFactory.ts';
import type { Onu, OnuOptics } from './onuStore.ts';

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** How far readings stray from the fibre's value; receive power stays within ±1.2 dB. */
const RX_BAND_DB = 1.2;

/** One 5 s step of an ONU's readings: a random walk pulled back towards the hardware's values. */
export function walkOnuOptics(o: OnuOptics, hw: OnuHardware, rng: Random): void {
  const rxBase = hw.rxBaseDbm - o.lossDb;
  o.rxDbm = clamp(o.rxDbm + 0.08 * rng.normal() + 0.15 * (rxBase - o.rxDbm), rxBase - RX_BAND_DB, rxBase + RX_BAND_DB);
  o.txDbm = clamp(
    o.txDbm + 0.03 * rng.normal() + 0.2 * (hw.txBaseDbm - o.txDbm),
    hw.txBaseDbm - 0.4,
    hw.txBaseDbm + 0.4,
  );
  o.tempC = clamp(o.tempC + 0.2 * rng.normal() + 0.05 * (hw.tempBaseC - o.tempC), hw.tempBaseC - 4, hw.tempBaseC + 4);
  o.voltageV = clamp(o.voltageV + 0.004 * rng.normal() + 0.2 * (hw.voltageBaseV - o.voltageV), 3.1, 3.5);
  o.biasMa = clamp(o.biasMa + 0.15 * rng.normal() + 0.1 * (hw.biasBaseMa - o.biasMa), 2, 40);
}

/** Readings right after (re-)registering: near the fibre's values. */
export function freshOnuOptics(o: OnuOptics, hw: OnuHardware, rng: Random): void {
  o.rxDbm = hw.rxBaseDbm - o.lossDb + 0.3 * rng.normal();
  o.txDbm = hw.txBaseDbm;
  o.voltageV = hw.voltageBaseV;
  o.biasMa = hw.biasBaseMa;
}

const dbm = (x: number): string => `${x.toFixed(4)} dBm`;

/** ONU-22: the ONU's own view. */
export function onuReading(onu: Onu): OpticalReading {
  const o = onu.optics;
  return {
    work_temprature: `${o.tempC.toFixed(1)} C`,
    work_voltage: `${o.voltageV.toFixed(2)} V`,
    transmit_bias: `${o.biasMa.toFixed(1)} mA`,
    transmit_power: dbm(o.txDbm),
    receive_power: dbm(o.rxDbm),
  };
}
