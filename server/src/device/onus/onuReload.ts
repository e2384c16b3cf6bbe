import { onuLabel } from '@olt/protocol';
import type { Journal } from '../kernel/journal.ts';
import type { Random } from '../kernel/random.ts';
import type { DenyLists } from './denyList.ts';
import type { OnuSectionValues } from './onuConfig.ts';
import type { OnuLife } from './onuLife.ts';
import { isReachable, makeOnu, type Onu, type OnuStore } from './onuStore.ts';

interface ReloadParts {
  store: OnuStore;
  deny: DenyLists;
  life: OnuLife;
  rng: Random;
  changes: Journal<Onu>;
  now(): number;
}

/** The ONU sections, and the splitter bindings that say which splitter each ONU hangs on. */
export type ReloadConfig = OnuSectionValues & {
  splitters: readonly { port_id: number; splitter_id: number; onus: readonly number[] }[];
};

/**
 * Replaces the allow and deny lists with a checked configuration. ONUs keep their simulated state where the same box
 * (MAC) stays on the same PON; boxes that lose their entry but are on the fibre register again as new ONUs, or knock
 * on the deny list. Entries keep the configuration's order (or their stored rank).
 */
export function reloadOnus(p: ReloadParts, cfg: ReloadConfig): void {
  const { store, deny, life, rng, changes } = p;
  const now = p.now();
  const old = [...store.all()];
  const oldByMac = new Map(old.map((o) => [o.mac, o]));
  const oldDeny = new Map(deny.all().map((e) => [`${e.portId}/${e.mac}`, e]));
  const parents = new Map<string, number>();
  for (const s of cfg.splitters) for (const id of s.onus) parents.set(`${s.port_id}/${id}`, s.splitter_id);

  store.clear();
  deny.clear();
  const kept = new Set<Onu>();
  for (const c of cfg.onus) {
    const mac = c.macaddr.toLowerCase();
    const prior = oldByMac.get(mac);
    const onu =
      prior && prior.portId === c.port_id
        ? prior
        : makeOnu({ portId: c.port_id, onuId: c.onu_id, mac, authState: 0, status: 'Offline' });
    const isNew = onu !== prior;
    if (prior && !isNew && prior.onuId !== c.onu_id)
      changes.gone(prior, { port_id: prior.portId, onu_id: prior.onuId, macaddr: mac });
    Object.assign(onu, {
      onuId: c.onu_id,
      name: c.onu_name || onuLabel(c.port_id, c.onu_id),
      desc: c.onu_desc,
      authState: c.auth_state,
      fecMode: c.fec_mode,
      manual: c.manual,
      learned: false,
      parent: parents.get(`${c.port_id}/${c.onu_id}`) ?? 0,
    });
    if (isNew) {
      onu.status = c.manual ? 'Initial' : 'Offline';
      // a configured box is out there; a hand-added one may not be installed yet
      if (!c.manual || rng.chance(0.5)) life.scheduleArrive(onu, now + rng.int(10_000, 60_000));
    } else if (onu.status === 'Online' && onu.authState === 0) onu.status = 'Unauth';
    else if ((onu.status === 'Unauth' || onu.status === 'Auth-Fail') && onu.authState === 1) onu.status = 'Online';
    store.add(onu, c.rank);
    kept.add(onu);
  }
  for (const c of cfg.deny) {
    const mac = c.macaddr.toLowerCase();
    const prior = oldDeny.get(`${c.port_id}/${mac}`);
    const entry = deny.add({
      portId: c.port_id,
      slot: c.onu_id,
      mac,
      name: c.onu_name,
      reason: c.reason,
      retry: prior?.retry ?? 0,
      attempting: prior?.attempting ?? false,
    });
    if (prior?.attempting) life.scheduleDenyAttempt(entry, now + rng.int(20_000, 90_000));
  }
  for (const prior of oldDeny.values()) {
    if (prior.attempting && !deny.byMac(prior.mac) && !store.byMac(prior.mac))
      life.scheduleRejoin(prior.portId, prior.mac, now + rng.int(5_000, 30_000));
  }

  for (const onu of old) {
    if (kept.has(onu)) continue;
    const free = store.get(onu.portId, onu.onuId) === undefined && !store.byMac(onu.mac) && !deny.byMac(onu.mac);
    if (onu.learned && free) {
      onu.parent = 0;
      store.add(onu);
      continue;
    }
    changes.gone(onu, { port_id: onu.portId, onu_id: onu.onuId, macaddr: onu.mac });
    onu.alive = false;
    onu.epoch++;
    if (!isReachable(onu.status) && onu.status !== 'Register') continue;
    const denied = deny.byMac(onu.mac);
    if (denied) {
      denied.attempting = true;
      life.scheduleDenyAttempt(denied, now + rng.int(20_000, 90_000));
    } else if (!store.byMac(onu.mac)) life.scheduleRejoin(onu.portId, onu.mac, now + rng.int(30_000, 120_000));
  }
  for (const onu of store.all()) {
    store.touch(onu);
    changes.onu(onu);
  }
}
