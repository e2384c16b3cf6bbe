import { ONU_ID, onuLabel } from '@olt/protocol';
import type { Random } from '../kernel/random.ts';
import type { DenyLists } from './denyList.ts';
import { newOnuMac } from './onuFactory.ts';
import { freshOnuOptics } from './onuOptics.ts';
import { makeOnu, RX_LOW_DBM, type Onu, type OnuStore } from './onuStore.ts';
import type { PonView } from './ponView.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A default PON is about two-thirds full. */
const DEFAULT_ONUS_PER_PON = { min: 40, max: 46 } as const;
/** Share of authorised ONUs that are down when the simulator starts. */
const OFFLINE_SHARE = 0.1;
/** Share of ONUs whose subscriber line has a description, so searching by description finds something. */
const DESCRIBED_SHARE = 0.4;
const STREETS = [
  'Maple St',
  'Harbour Rd',
  'Station Ave',
  'Mill Lane',
  'Orchard Way',
  'Bridge St',
  'Quarry Rd',
  'Elm Court',
];

interface PopulationContext {
  store: OnuStore;
  deny: DenyLists;
  pon: PonView;
  rng: Random;
  nowMs: number;
  /** an ONU that is down at the start and comes back at `atMs` */
  returnsAt(onu: Onu, atMs: number): void;
}

/** Choose `count` ids of 1…`span`, ascending: a PON's ids have a few gaps where ONUs were removed over the years. */
function someIds(rng: Random, count: number, span: number): number[] {
  const ids = Array.from({ length: span }, (_, i) => i + 1);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [ids[i], ids[j]] = [ids[j] as number, ids[i] as number];
  }
  return ids.slice(0, count).sort((a, b) => a - b);
}

/**
 * The device as it comes out of the box in the simulator: every PON about two-thirds full, most ONUs online, some
 * offline, a few waiting for authorisation on the manual PONs (or failing LOID authentication on a LOID PON), some
 * weak ones (below −27 dBm, from their MACs) and a short deny list. The splitter area plants its trees over them.
 */
export function populate(ctx: PopulationContext): void {
  const { store, deny, pon, rng, nowMs } = ctx;
  const isTaken = (mac: string): boolean => store.byMac(mac) !== undefined || deny.byMac(mac) !== undefined;
  for (const portId of store.ponIds) {
    const count = rng.int(DEFAULT_ONUS_PER_PON.min, DEFAULT_ONUS_PER_PON.max);
    const ids = someIds(rng, count, Math.min(ONU_ID.max, count + rng.int(0, 4)));
    const setting = pon.setting(portId);
    // the newest ONUs, with the highest ids, are the ones still waiting for the operator
    const waiting = setting.auth_type === 1 ? rng.int(2, 3) : setting.auth_mode !== 0 ? 1 : 0;
    ids.forEach((onuId, index) => {
      const mac = newOnuMac(rng, isTaken);
      if (index >= ids.length - waiting) {
        const onu = makeOnu({
          portId,
          onuId,
          mac,
          authState: 0,
          learned: true,
          status: setting.auth_mode === 0 ? 'Unauth' : 'Auth-Fail',
        });
        onu.registerMs = nowMs - rng.int(2 * MINUTE, 50 * MINUTE);
        freshOnuOptics(onu.optics, onu.hw, rng);
        onu.optics.isLow = onu.optics.rxDbm < RX_LOW_DBM;
        store.add(onu);
        return;
      }
      const onu = makeOnu({ portId, onuId, mac, authState: 1, status: 'Online' });
      if (rng.chance(DESCRIBED_SHARE)) onu.desc = `${rng.int(1, 240)} ${rng.pick(STREETS)}`;
      if (rng.chance(OFFLINE_SHARE)) {
        onu.status = 'Offline';
        onu.lastDownMs = nowMs - rng.int(5 * MINUTE, 3 * DAY);
        onu.lastDownReason = rng.weighted(['Power Down', 'Dying gasp', 'LOS'], [0.6, 0.3, 0.1]);
        onu.registerMs = onu.lastDownMs - rng.int(1 * HOUR, 30 * DAY);
        ctx.returnsAt(onu, nowMs + rng.int(10 * MINUTE, 6 * HOUR));
      } else {
        onu.registerMs = nowMs - Math.round(Math.pow(rng.next(), 2) * 20 * DAY) - 10 * MINUTE;
        if (rng.chance(0.7)) {
          onu.lastDownMs = onu.registerMs - rng.int(1 * MINUTE, 30 * DAY);
          onu.lastDownReason = rng.weighted(['Power Down', 'Dying gasp', 'LOS'], [0.6, 0.3, 0.1]);
        }
      }
      freshOnuOptics(onu.optics, onu.hw, rng);
      onu.optics.isLow = onu.optics.rxDbm < RX_LOW_DBM;
      store.add(onu);
    });
  }
  denySome(ctx, isTaken);
}

/** One rogue box still knocking on PON01 and a disconnected subscriber on PON02. */
function denySome(ctx: PopulationContext, isTaken: (mac: string) => boolean): void {
  const { deny, rng, store } = ctx;
  const [first, second] = store.ponIds;
  if (first !== undefined) {
    deny.add({
      portId: first,
      slot: 1,
      mac: newOnuMac(rng, isTaken),
      name: '',
      reason: 'rogue ONU: continuous light',
      retry: rng.int(3, 40),
      attempting: true,
    });
  }
  if (second !== undefined) {
    deny.add({
      portId: second,
      slot: 1,
      mac: newOnuMac(rng, isTaken),
      name: onuLabel(second, 63),
      reason: 'subscription ended',
      retry: 0,
      attempting: false,
    });
  }
}
