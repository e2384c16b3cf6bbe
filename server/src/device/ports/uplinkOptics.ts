import { REFUSAL_WORDS, wordsText, type UplinkModuleDetail, type UplinkModuleSummary } from '@olt/protocol';
import type { Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { Random } from '../kernel/random.ts';
import type { PortTable } from './portTable.ts';

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
const dbm = (x: number): string => `${x.toFixed(4)} dBm`;
/** What a receiver reads without light. */
const NO_LIGHT_DBM = -40;

/** A 10 km SFP+ (10GBASE-LR) in an uplink cage, and the light it gets from the far end. */
interface UplinkModule {
  tempC: number;
  voltageV: number;
  biasMa: number;
  txDbm: number;
  /** the light arriving while the far end sends, around a level fixed by the fibre run */
  rxDbm: number;
  rxBaseDbm: number;
}

/** The thresholds of the module type, as its EEPROM states them (SFF-8472 A2h). */
const THRESHOLDS = {
  temp_high_alarm: 78,
  temp_low_alarm: -8,
  temp_high_warning: 73,
  temp_low_warning: -3,
  vol_high_alarm: 3.6,
  vol_low_alarm: 3,
  vol_high_warning: 3.5,
  vol_low_warning: 3.1,
  bias_high_alarm: 85,
  bias_low_alarm: 5,
  bias_high_warning: 75,
  bias_low_warning: 10,
  txpwr_high_alarm: 3,
  txpwr_low_alarm: -9,
  txpwr_high_warning: 2,
  txpwr_low_warning: -8,
  rxpwr_high_alarm: 1.5,
  rxpwr_low_alarm: -16,
  rxpwr_high_warning: 0.5,
  rxpwr_low_warning: -14.4,
} as const;

/**
 * The optical modules of the uplinks (OPT-05/06): fibre uplinks carry an SFP+ whose temperature, voltage, bias and
 * light wander slowly around their own levels, as real ones do; the receive power is the far end's light while the
 * link is up and none without it. Copper uplinks have no module.
 */
export class UplinkOpticsArea implements Area {
  readonly name = 'uplinkOptics';
  private readonly modules = new Map<number, UplinkModule>();
  private readonly random: Random;

  constructor(
    k: Kernel,
    private readonly table: PortTable,
  ) {
    this.random = k.random.fork('uplinkOptics');
    for (const id of table.ids()) {
      // the GE uplinks are copper (PORT-01 media): only the XGE cages hold a module
      if (table.kind(id) !== 'xge') continue;
      const r = this.random;
      const rxBaseDbm = r.range(-7.5, -3.5);
      this.modules.set(id, {
        tempC: r.range(32, 42),
        voltageV: r.range(3.27, 3.33),
        biasMa: r.range(32, 44),
        txDbm: r.range(-1.8, -0.4),
        rxDbm: rxBaseDbm,
        rxBaseDbm,
      });
    }
  }

  /** OPT-05: every uplink port, fibre or not. */
  summaries(): UplinkModuleSummary[] {
    return this.table.ids().flatMap((id) => (this.table.isUplink(id) ? [this.summary(id)] : []));
  }

  /** OPT-06. */
  detail(portId: number): UplinkModuleDetail {
    if (!this.table.has(portId)) refuse(wordsText(REFUSAL_WORDS.portMissing, { port: portId }));
    if (!this.table.isUplink(portId)) refuse(`${this.table.name(portId)} is not an uplink port`);
    const summary = this.summary(portId);
    if (!this.modules.has(portId))
      return {
        ...summary,
        mtype: 0,
        vendor_name: '',
        vendor_oui: '',
        vendor_rev: '',
        vendor_pn: '',
        vendor_sn: '',
        date_code: '',
        vendor_specific: [],
        module_type: '',
        fiber_type: '',
        identifier: '',
        connector: '',
        encoding: '',
        max_distance: 0,
        wave_length: 0,
        cc_base: 0,
        ...zeroThresholds(),
      };
    return {
      ...summary,
      mtype: 0,
      vendor_name: 'SIMOPTIC',
      vendor_oui: '00:1c:2a',
      vendor_rev: 'A1',
      vendor_pn: 'SO-SFPP-LR10',
      vendor_sn: `SU${String(portId).padStart(2, '0')}${this.table.name(portId).replace(/\W/g, '')}`,
      date_code: '25-11-20',
      vendor_specific: [0, 16, 66, 4, 9],
      module_type: '10GBASE-LR',
      fiber_type: 'Single Mode',
      identifier: 'SFP or SFP Plus',
      connector: 'LC',
      encoding: '64B66B',
      max_distance: 10,
      wave_length: 1310,
      cc_base: 0,
      ...THRESHOLDS,
    };
  }

  step(): void {
    for (const [id, m] of this.modules) {
      const r = this.random;
      // warmer while the laser works hard; every value is pulled back towards its own level
      const load = this.table.isLinkUp(id) ? 1 : 0;
      m.tempC = clamp(m.tempC + 0.08 * r.normal() + 0.02 * (37 + 3 * load - m.tempC), 0, 90);
      m.voltageV = clamp(m.voltageV + 0.002 * r.normal() + 0.1 * (3.3 - m.voltageV), 3, 3.6);
      m.biasMa = clamp(m.biasMa + 0.05 * r.normal() + 0.02 * (38 + 0.3 * (m.tempC - 37) - m.biasMa), 5, 90);
      m.txDbm = clamp(m.txDbm + 0.004 * r.normal() + 0.02 * (-1.1 - m.txDbm), -9, 3);
      m.rxDbm = clamp(m.rxDbm + 0.01 * r.normal() + 0.02 * (m.rxBaseDbm - m.rxDbm), -20, 1);
    }
  }

  private summary(portId: number): UplinkModuleSummary {
    const m = this.modules.get(portId);
    const isUp = this.table.isLinkUp(portId);
    if (!m)
      return {
        port_id: portId,
        portstate: isUp ? 1 : 0,
        mstate: 0,
        work_temprature: '',
        work_voltage: '',
        transmit_bias: '',
        transmit_power: '',
        receive_power: '',
      };
    // a port set down turns its laser off; the far end's light still arrives only over a working link
    const isLaserOn = this.table.isAdminUp(portId);
    return {
      port_id: portId,
      portstate: isUp ? 1 : 0,
      mstate: 1,
      work_temprature: `${m.tempC.toFixed(1)} C`,
      work_voltage: `${m.voltageV.toFixed(2)} V`,
      transmit_bias: `${(isLaserOn ? m.biasMa : 0).toFixed(1)} mA`,
      transmit_power: dbm(isLaserOn ? m.txDbm : NO_LIGHT_DBM),
      receive_power: dbm(isUp ? m.rxDbm : NO_LIGHT_DBM),
    };
  }
}

function zeroThresholds(): Record<keyof typeof THRESHOLDS, number> {
  return Object.fromEntries(Object.keys(THRESHOLDS).map((k) => [k, 0])) as Record<keyof typeof THRESHOLDS, number>;
}
