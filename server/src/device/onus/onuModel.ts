import { onuLabel, type OnuRow, type OnuStatus, type OnuTableRow } from '@olt/protocol';
import { hardwareFor, type OnuHardware } from './onuFactory.ts';

/** The live optical readings of an ONU. */
export interface OnuOptics {
  rxDbm: number;
  txDbm: number;
  tempC: number;
  voltageV: number;
  biasMa: number;
  /** extra loss of a fibre fault (a dirty connector, a bent cable, a cracked splitter), dB; 0 when healthy */
  lossDb: number;
  /** below the low-power alarm threshold (with hysteresis, so a hovering value does not flood the alarm list) */
  isLow: boolean;
}

/** One ONU in the allow list of a PON: what the operator configured plus its simulated state. */
export interface Onu {
  portId: number;
  onuId: number;
  /** lower-case colon form */
  mac: string;
  name: string;
  desc: string;
  authState: 0 | 1;
  fecMode: 0 | 1;
  /** added by hand (ONU-05) */
  manual: boolean;
  /** appeared by itself on a manual PON and was never authorised: listed only while present */
  learned: boolean;
  /** splitter it hangs on, 0 = none */
  parent: number;
  /** place in its PON's display order (ONU-11), stored with the ONU so one ONU is one row of the configuration */
  rank: number;
  hw: OnuHardware;
  status: OnuStatus;
  registerMs: number | null;
  lastDownMs: number | null;
  lastDownReason: string;
  optics: OnuOptics;
  /** its receive power has drifted beyond the threshold below its baseline (the optics area decides) */
  drifting: boolean;
  /** the software version an upgrade installed; null = the one it came with */
  softwareVer: string | null;
  /** bumped whenever the ONU's pending events are superseded; a timer carrying an older epoch does nothing */
  epoch: number;
  /** false once removed from the allow list */
  alive: boolean;
  /** down because its PON stopped transmitting: it returns when the PON does */
  waitingForPon: boolean;
  row?: OnuRow | undefined;
  tableRow?: OnuTableRow | undefined;
  haystack?: string | undefined;
}

interface NewOnu {
  portId: number;
  onuId: number;
  mac: string;
  authState: 0 | 1;
  status: OnuStatus;
  name?: string;
  desc?: string;
  manual?: boolean;
  learned?: boolean;
}

/** An ONU in its freshly made state; readings start at the fibre's values. */
export function makeOnu(spec: NewOnu): Onu {
  const hw = hardwareFor(spec.mac);
  return {
    portId: spec.portId,
    onuId: spec.onuId,
    mac: spec.mac,
    name: spec.name ?? onuLabel(spec.portId, spec.onuId),
    desc: spec.desc ?? '',
    authState: spec.authState,
    fecMode: 0,
    manual: spec.manual ?? false,
    learned: spec.learned ?? false,
    parent: 0,
    rank: 0,
    hw,
    status: spec.status,
    registerMs: null,
    lastDownMs: null,
    lastDownReason: '',
    optics: {
      rxDbm: hw.rxBaseDbm,
      txDbm: hw.txBaseDbm,
      tempC: hw.tempBaseC,
      voltageV: hw.voltageBaseV,
      biasMa: hw.biasBaseMa,
      lossDb: 0,
      isLow: hw.rxBaseDbm < RX_LOW_DBM,
    },
    drifting: false,
    softwareVer: null,
    epoch: 0,
    alive: true,
    waitingForPon: false,
  };
}

/** The console draws receive power outside −27…−7 dBm red; the device alarms below −27. */
export const RX_LOW_DBM = -27;
/** A low reading must climb back above this before the alarm clears. */
export const RX_RECOVER_DBM = -26.5;

/** Statuses in which the ONU is on the fibre and talking to the OLT (it can be managed or authorised). */
export function isReachable(status: OnuStatus): boolean {
  return status !== 'Offline' && status !== 'Initial';
}
