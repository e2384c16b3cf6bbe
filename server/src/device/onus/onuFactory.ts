import { Random, hash32 } from '../kernel/random.ts';
import type { DevType } from '@olt/protocol';

/**
 * What an ONU is made of: vendor, model, versions, subscriber line and the physics of its fibre. All of it is
 * derived from the MAC address alone, so an ONU known only by its MAC (added by hand, or loaded from a saved
 * configuration) always comes back as the same box.
 */
export interface OnuHardware {
  vendor: string;
  sn_model: string;
  onu_type: string;
  dev_type: DevType;
  hardware_ver: string;
  software_ver: string;
  fw_ver: string;
  ctcver: string;
  chip_model: string;
  onu_chip: string;
  geports: number;
  wlan: number;
  /** telephone ports (VOICE WAN connections need one) */
  voip: number;
  /** a faulty laser that sends outside its time slot: it disturbs its PON until detected (PON-04) */
  rogue: boolean;
  loid: string;
  password: string;
  distanceM: number;
  /** the receive power the fibre gives it; readings wander around this */
  rxBaseDbm: number;
  txBaseDbm: number;
  tempBaseC: number;
  voltageBaseV: number;
  biasBaseMa: number;
}

interface Model {
  sn_model: string;
  dev_type: DevType;
  geports: number;
  wlan: number;
  voip?: number;
  hardware: readonly string[];
  software: readonly string[];
  chip: string;
  ctcver: string;
}

interface Vendor {
  vendor: string;
  oui: string;
  /** how common the vendor is among generated ONUs */
  weight: number;
  /** the OLT vendor's own ONUs: their firmware id starts with 4853 ("HS"), which unlocks WAN management */
  own: boolean;
  models: readonly Model[];
}

/** Vendor names and models are invented for the simulator, except the OLT vendor's firmware marker (api.md §2.6). */
const VENDORS: readonly Vendor[] = [
  {
    vendor: 'HSGQ',
    oui: '38:3a:21',
    weight: 50,
    own: true,
    models: [
      {
        sn_model: 'XE-E110',
        dev_type: 'SFU',
        geports: 1,
        wlan: 0,
        hardware: ['V1.0', 'V1.1'],
        software: ['V2.1.6', 'V2.1.8'],
        chip: 'ZX279125',
        ctcver: '3.0',
      },
      {
        sn_model: 'XE-H440W',
        dev_type: 'HGU',
        geports: 4,
        wlan: 2,
        voip: 1,
        hardware: ['V2.0'],
        software: ['V3.0.2', 'V3.0.5'],
        chip: 'ZX279128',
        ctcver: '3.0',
      },
      {
        sn_model: 'XE-H220W',
        dev_type: 'HGU',
        geports: 2,
        wlan: 1,
        hardware: ['V1.2'],
        software: ['V2.4.0'],
        chip: 'RTL9607C',
        ctcver: '2.1',
      },
    ],
  },
  {
    vendor: 'Fibrex',
    oui: 'd8:42:ac',
    weight: 20,
    own: false,
    models: [
      {
        sn_model: 'FX-E101',
        dev_type: 'SFU',
        geports: 1,
        wlan: 0,
        hardware: ['HW1.0'],
        software: ['SW1.3.2'],
        chip: 'TK3723',
        ctcver: '2.1',
      },
      {
        sn_model: 'FX-E104',
        dev_type: 'SFU',
        geports: 4,
        wlan: 0,
        hardware: ['HW1.1'],
        software: ['SW1.4.0', 'SW1.4.1'],
        chip: 'TK3723',
        ctcver: '2.1',
      },
    ],
  },
  {
    vendor: 'LightPort',
    oui: '70:a5:6a',
    weight: 20,
    own: false,
    models: [
      {
        sn_model: 'LP-H4W',
        dev_type: 'HGU',
        geports: 4,
        wlan: 2,
        voip: 2,
        hardware: ['A1', 'A2'],
        software: ['5.2.11', '5.3.0'],
        chip: 'BCM68380',
        ctcver: '3.0',
      },
    ],
  },
  {
    vendor: 'Nordline',
    oui: 'e0:67:b3',
    weight: 10,
    own: false,
    models: [
      {
        sn_model: 'NL-E1',
        dev_type: 'SFU',
        geports: 1,
        wlan: 0,
        hardware: ['R1'],
        software: ['1.0.7'],
        chip: 'RTL9601D',
        ctcver: '2.1',
      },
    ],
  },
];

const hex = (n: number, digits: number): string => n.toString(16).padStart(digits, '0').slice(-digits);

/** How likely a generated ONU sits on a poor fibre (dirty connector, tight bend): receive power below −27 dBm. */
export const WEAK_ONU_SHARE = 0.04;
/** How likely a box has a rogue laser (rare: about one on a device of 500 ONUs). */
export const ROGUE_ONU_SHARE = 0.002;

/** The hardware of the ONU with this MAC (lower-case colon form). */
export function hardwareFor(mac: string): OnuHardware {
  const rng = new Random(hash32(mac));
  const vendor = VENDORS.find((v) => mac.startsWith(v.oui)) ?? rng.pick(VENDORS);
  const model = rng.pick(vendor.models);
  const version = (n: number): string => hex(hash32(`${mac}/${n}`), 8);
  const serial = `${version(1)}${version(2)}${version(3)}${version(4)}`;
  // a firmware id is 32 hex digits; only the OLT vendor's own start with 4853
  const fw = (vendor.own ? `4853${serial}` : `00${serial}`).slice(0, 32);
  const distanceKm = 0.3 + 17.7 * Math.pow(rng.next(), 1.5);
  // 1:32 split (≈17.5 dB), 0.35 dB/km of fibre and a few connectors, from an OLT transmitting about +3.5 dBm
  const connectorsDb = rng.range(0.5, 3.5);
  const isWeak = rng.chance(WEAK_ONU_SHARE);
  const healthy = 3.5 - 17.5 - 0.35 * distanceKm - connectorsDb;
  const rxBaseDbm = isWeak ? -rng.range(27.5, 29.3) : healthy;
  return {
    vendor: vendor.vendor,
    sn_model: model.sn_model,
    onu_type: `${model.dev_type}-${model.geports}GE${model.wlan > 0 ? '-WIFI' : ''}`,
    dev_type: model.dev_type,
    hardware_ver: rng.pick(model.hardware),
    software_ver: rng.pick(model.software),
    fw_ver: fw,
    ctcver: model.ctcver,
    chip_model: model.chip,
    onu_chip: model.chip.slice(-4),
    geports: model.geports,
    wlan: model.wlan,
    voip: model.voip ?? 0,
    // from its own hash, so the draws above (and every box's existing hardware) stay as they were
    rogue: hash32(`${mac}/rogue`) / 4_294_967_296 < ROGUE_ONU_SHARE,
    loid: `ln${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
    password: String(rng.int(0, 999_999)).padStart(6, '0'),
    distanceM: Math.round(distanceKm * 1000),
    rxBaseDbm,
    txBaseDbm: rng.range(0.8, 3.6),
    tempBaseC: rng.range(34, 56),
    voltageBaseV: rng.range(3.22, 3.38),
    biasBaseMa: rng.range(6, 24),
  };
}

/** A new ONU MAC from a known vendor, not yet used on the device. */
export function newOnuMac(rng: Random, isTaken: (mac: string) => boolean): string {
  for (;;) {
    const vendor = rng.weighted(
      VENDORS,
      VENDORS.map((v) => v.weight),
    );
    const mac = `${vendor.oui}:${hex(rng.int(0, 255), 2)}:${hex(rng.int(0, 255), 2)}:${hex(rng.int(0, 255), 2)}`;
    if (!isTaken(mac)) return mac;
  }
}
