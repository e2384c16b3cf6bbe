import type { Random } from '../kernel/random.ts';
import type { Onu } from '../onus/onuStore.ts';
import type { Fault } from './fibreFaults.ts';
import { macNumber, type OpticalSample } from './historyStore.ts';

const DAY = 86_400_000;
/** Share of samples that start a short outage (the box switched off for a while). */
const OUTAGE_SHARE = 0.003;
const OUTAGE_SAMPLES = { min: 1, max: 12 } as const;

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/**
 * A plausible past for one ONU, sampled every `periodMs` over [fromMs, toMs): receive power wandering around its
 * fibre's value less the loss of the faults that struck it, transmit power and bias steady, temperature following
 * the day. Used to fast-forward a history (the bench's 30 days); the live samples come from the simulation.
 */
export function synthesize(
  onu: Onu,
  faults: readonly Fault[],
  fromMs: number,
  toMs: number,
  periodMs: number,
  rng: Random,
): OpticalSample[] {
  const hw = onu.hw;
  const mac = macNumber(onu.mac);
  const samples: OpticalSample[] = [];
  let rxNoise = 0;
  let txNoise = 0;
  let skip = 0;
  for (let at = fromMs; at < toMs; at += periodMs) {
    rxNoise = clamp(0.85 * rxNoise + 0.25 * rng.normal(), -1.2, 1.2);
    txNoise = clamp(0.8 * txNoise + 0.05 * rng.normal(), -0.4, 0.4);
    if (skip > 0 || rng.chance(OUTAGE_SHARE)) {
      skip = skip > 0 ? skip - 1 : rng.int(OUTAGE_SAMPLES.min, OUTAGE_SAMPLES.max);
      continue;
    }
    let loss = 0;
    for (const f of faults) if (f.startMs <= at && at < f.endMs) loss += f.lossDb;
    const dayPhase = ((at % DAY) / DAY) * 2 * Math.PI;
    const temp = hw.tempBaseC + 3 * Math.sin(dayPhase - 2) + 0.3 * rng.normal();
    samples.push({
      mac,
      atMs: at,
      rxCdbm: Math.round((hw.rxBaseDbm - loss + rxNoise) * 100),
      txCdbm: Math.round((hw.txBaseDbm + txNoise) * 100),
      tempDc: Math.round(temp * 10),
      biasCma: Math.round((hw.biasBaseMa + 0.05 * (temp - hw.tempBaseC) + 0.1 * rng.normal()) * 100),
    });
  }
  return samples;
}
