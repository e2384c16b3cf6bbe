import { ONU_ID, onuLabel } from '@olt/protocol';
import type { Changes } from './changes.ts';
import { DENY_MAX_PER_PON, type DenyLists } from './denyList.ts';
import { refuse } from './errors.ts';
import { ONU_DESC_MAX_CHARS, checkOnuMac, checkOnuName } from './onuOps.ts';
import type { OnuLife } from './onuLife.ts';
import { isReachable, makeOnu, type Onu, type OnuStore } from './onus.ts';
import {
  CONFIG_VERSION,
  ConfigImportSchema,
  type DenyConfig,
  type OltConfig,
  type OnuConfig,
  type SplitterConfig,
} from './oltConfig.ts';
import { PonSettings } from './ponSettings.ts';
import { checkPortSettings, type Ports } from './ports.ts';
import type { Random } from './random.ts';
import { checkSplitterTree, type Splitters } from './splitters.ts';
import { checkText } from './text.ts';
import { VlanActions } from './vlanActions.ts';
import { Vlans } from './vlans.ts';

/** The parts of the device the configuration touches. */
export interface ConfigParts {
  ports: Ports;
  pon: PonSettings;
  store: OnuStore;
  deny: DenyLists;
  splitters: Splitters;
  vlans: Vlans;
  vlanActions: VlanActions;
  life: OnuLife;
  rng: Random;
  changes: Changes;
  now(): number;
  isPonUp(portId: number): boolean;
  /** reacts to a PON that stopped or started transmitting */
  ponTransition(portId: number, wasUp: boolean): void;
}

/** ONUs that appeared by themselves and were never authorised are present, not configured. */
const isConfigured = (onu: Onu): boolean => !onu.learned;

export function exportConfig(p: ConfigParts): OltConfig {
  const onus = p.store.all().filter(isConfigured);
  return {
    version: CONFIG_VERSION,
    ports: p.ports.settings(),
    pon: p.pon.list(),
    onus: onus.map((o): OnuConfig => ({
      port_id: o.portId,
      onu_id: o.onuId,
      macaddr: o.mac,
      onu_name: o.name,
      onu_desc: o.desc,
      auth_state: o.authState,
      fec_mode: o.fecMode,
      manual: o.manual,
    })),
    deny: p.deny.all().map((e): DenyConfig => ({
      port_id: e.portId,
      onu_id: e.slot,
      macaddr: e.mac,
      onu_name: e.name,
      reason: e.reason,
    })),
    splitters: p.splitters.all().map((s): SplitterConfig => ({
      ...s,
      onus: onus
        .filter((o) => o.portId === s.port_id && o.parent === s.splitter_id)
        .map((o) => o.onuId)
        .sort((a, b) => a - b),
    })),
    vlans: p.vlans.exportVlans(),
    portVlans: p.vlans.exportPorts(),
    translations: p.vlanActions.translations(),
    qinq: p.vlanActions.qinqs(),
  };
}

/**
 * Checks a configuration in full, then replaces the device's configuration with it. Sections left out take the
 * factory's. ONUs keep their simulated state where the same box (MAC) stays on the same PON; boxes that lose their
 * entry but are on the fibre register again as new ONUs, or knock on the deny list.
 */
export function importConfig(p: ConfigParts, input: unknown, factory: OltConfig): void {
  const parsed = ConfigImportSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issue.path.map(String).join('.') || 'top' : '';
    refuse(`the configuration is malformed${issue ? ` at ${where}: ${issue.message}` : ''}`);
  }
  const cfg: OltConfig = { ...structuredClone(factory), ...parsed.data };

  checkPortSettings(p.ports, cfg.ports);
  const ponScratch = new PonSettings(p.store.ponIds);
  checkPonRows(ponScratch, cfg);
  const vlanScratch = new Vlans(p.ports);
  vlanScratch.replace(cfg.vlans, cfg.portVlans);
  new VlanActions((id) => p.ports.has(id)).replace(cfg.translations, cfg.qinq);
  checkOnus(p, cfg);
  checkDeny(p, cfg);
  checkSplitters(p, cfg);

  const wasUp = new Map(p.store.ponIds.map((id) => [id, p.isPonUp(id)]));
  p.ports.replace(factory.ports);
  p.ports.replace(cfg.ports);
  p.pon.replace(factory.pon);
  p.pon.replace(cfg.pon);
  p.vlans.replace(cfg.vlans, cfg.portVlans);
  p.vlanActions.replace(cfg.translations, cfg.qinq);
  for (const portId of p.store.ponIds)
    p.splitters.replace(
      portId,
      cfg.splitters.filter((s) => s.port_id === portId),
    );
  rebuildOnus(p, cfg);
  for (const [portId, up] of wasUp) p.ponTransition(portId, up);
}

function checkPonRows(scratch: PonSettings, cfg: OltConfig): void {
  const seen = new Set<number>();
  for (const row of cfg.pon) {
    scratch.get(row.port_id);
    if (seen.has(row.port_id)) refuse(`PON ${row.port_id} has two settings rows`);
    seen.add(row.port_id);
    scratch.setAuth(row.port_id, row.auth_type, row.auth_mode);
    scratch.setP2p(row.port_id, row.p2p_flag);
    scratch.setRogue(row.port_id, row.rogue_mode, row.add_deny_flag);
    scratch.setLoopOnu(row.port_id, row.lb_onu_mode);
    scratch.setOpticalRange(row.port_id, row.opt_min, row.opt_min_action);
    scratch.setOptState(row.port_id, row.optstate);
  }
}

function checkOnus(p: ConfigParts, cfg: OltConfig): void {
  const ids = new Set<string>();
  const macs = new Set<string>();
  for (const o of cfg.onus) {
    if (!p.store.ponIds.includes(o.port_id)) refuse(`ONU ${o.onu_id} is on port ${o.port_id}, which is not a PON port`);
    if (o.onu_id < ONU_ID.min || o.onu_id > ONU_ID.max)
      refuse(`onu_id ${o.onu_id} is out of ${ONU_ID.min}–${ONU_ID.max}`);
    const key = `${o.port_id}/${o.onu_id}`;
    if (ids.has(key)) refuse(`ONU ${key} appears twice`);
    ids.add(key);
    const mac = checkOnuMac(o.macaddr);
    if (macs.has(mac)) refuse(`MAC ${mac} appears on two ONUs`);
    macs.add(mac);
    checkOnuName(o.onu_name);
    checkText(o.onu_desc, 'onu_desc', ONU_DESC_MAX_CHARS);
    if (o.auth_state !== 0 && o.auth_state !== 1) refuse(`auth_state of ONU ${key} must be 0 or 1`);
    if (o.fec_mode !== 0 && o.fec_mode !== 1) refuse(`fec_mode of ONU ${key} must be 0 or 1`);
  }
}

function checkDeny(p: ConfigParts, cfg: OltConfig): void {
  const allowed = new Set(cfg.onus.map((o) => o.macaddr.toLowerCase()));
  const slots = new Set<string>();
  const macs = new Set<string>();
  for (const e of cfg.deny) {
    if (!p.store.ponIds.includes(e.port_id)) refuse(`deny entry on port ${e.port_id}, which is not a PON port`);
    if (e.onu_id < 1 || e.onu_id > DENY_MAX_PER_PON) refuse(`deny entry ${e.onu_id} is out of 1–${DENY_MAX_PER_PON}`);
    const key = `${e.port_id}/${e.onu_id}`;
    if (slots.has(key)) refuse(`deny entry ${key} appears twice`);
    slots.add(key);
    const mac = checkOnuMac(e.macaddr);
    if (macs.has(mac)) refuse(`MAC ${mac} is denied twice`);
    if (allowed.has(mac)) refuse(`MAC ${mac} is in both the allow and the deny list`);
    macs.add(mac);
    checkText(e.onu_name, 'onu_name', ONU_DESC_MAX_CHARS);
    checkText(e.reason, 'reason', ONU_DESC_MAX_CHARS);
  }
}

function checkSplitters(p: ConfigParts, cfg: OltConfig): void {
  const onuIds = new Set(cfg.onus.map((o) => `${o.port_id}/${o.onu_id}`));
  const bound = new Set<string>();
  for (const portId of p.store.ponIds) checkSplitterTree(cfg.splitters.filter((s) => s.port_id === portId));
  for (const s of cfg.splitters) {
    if (!p.store.ponIds.includes(s.port_id))
      refuse(`splitter ${s.splitter_id} is on port ${s.port_id}, which is not a PON port`);
    for (const id of s.onus) {
      const key = `${s.port_id}/${id}`;
      if (!onuIds.has(key)) refuse(`splitter ${s.splitter_id} binds ONU ${key}, which is not configured`);
      if (bound.has(key)) refuse(`ONU ${key} is bound to two splitters`);
      bound.add(key);
    }
  }
}

function rebuildOnus(p: ConfigParts, cfg: OltConfig): void {
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
    store.add(onu);
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
