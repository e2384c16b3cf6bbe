import { PRIORITY, VLAN_ID, isVlanId, type QinqEntry, type VlanTranslation } from '@olt/protocol';
import { refuse } from '../kernel/errors.ts';

/** Priority 255 means "leave the priority as it is" (translation) or "none" (QinQ). */
export const PRIORITY_UNCHANGED = PRIORITY.unchanged;
const TRANSLATIONS_MAX_PER_PORT = 64;
const QINQ_MAX_PER_PORT = 64;

const checkVlan = (id: number, what: string): void => {
  if (!isVlanId(id)) refuse(`${what} must be ${VLAN_ID.min}–${VLAN_ID.max}`);
};
const checkPriority = (pri: number, what: string): void => {
  if (pri !== PRIORITY_UNCHANGED && !(Number.isInteger(pri) && pri >= 0 && pri <= 7))
    refuse(`${what} must be 255 or 0–7`);
};

/** The customer VLANs a QinQ entry covers. */
const cvlanSpan = (e: QinqEntry): [number, number] => (e.cvlan !== 0 ? [e.cvlan, e.cvlan] : [e.cvlan_s, e.cvlan_e]);
const sameKey = (a: QinqEntry, b: QinqEntry): boolean =>
  a.port_id === b.port_id && a.cvlan === b.cvlan && a.cvlan_s === b.cvlan_s && a.cvlan_e === b.cvlan_e;

/** VLAN translation (VLAN-16…18) and QinQ (VLAN-19…21) entries of every port. */
export class VlanActions {
  private translate: VlanTranslation[] = [];
  private qinq: QinqEntry[] = [];

  constructor(private readonly hasPort: (id: number) => boolean) {}

  translations(): VlanTranslation[] {
    return this.translate.map((t) => ({ ...t }));
  }

  qinqs(): QinqEntry[] {
    return this.qinq.map((q) => ({ ...q }));
  }

  /** VLAN-17: one entry per port and old VLAN; setting an existing old VLAN again replaces its target. */
  setTranslation(entry: VlanTranslation): void {
    checkTranslation(entry, this.hasPort);
    const index = this.translate.findIndex((t) => t.port_id === entry.port_id && t.old_vlan === entry.old_vlan);
    const existing = this.translate[index];
    if (existing && existing.new_vlan === entry.new_vlan && existing.new_vlan_pri === entry.new_vlan_pri) {
      refuse(`the translation of VLAN ${entry.old_vlan} on port ${entry.port_id} already exists`);
    }
    if (!existing && this.translate.filter((t) => t.port_id === entry.port_id).length >= TRANSLATIONS_MAX_PER_PORT) {
      refuse(`a port holds at most ${TRANSLATIONS_MAX_PER_PORT} translations`);
    }
    const copy = pickTranslation(entry);
    if (existing) this.translate[index] = copy;
    else this.translate = sortTranslations([...this.translate, copy]);
  }

  /** VLAN-18. */
  deleteTranslation(portId: number, oldVlan: number): void {
    const index = this.translate.findIndex((t) => t.port_id === portId && t.old_vlan === oldVlan);
    if (index < 0) refuse(`no translation of VLAN ${oldVlan} on port ${portId}`);
    this.translate.splice(index, 1);
  }

  /** VLAN-20: the same customer VLANs again replace their service VLAN; an overlapping range is refused. */
  setQinq(entry: QinqEntry): void {
    checkQinq(entry, this.hasPort);
    const index = this.qinq.findIndex((q) => sameKey(q, entry));
    const existing = this.qinq[index];
    if (existing && existing.svlan === entry.svlan && existing.svlan_pri === entry.svlan_pri)
      refuse('this QinQ entry already exists');
    const [from, to] = cvlanSpan(entry);
    const clash = this.qinq.find(
      (q) => q !== existing && q.port_id === entry.port_id && overlaps(cvlanSpan(q), [from, to]),
    );
    if (clash) refuse(`customer VLANs ${from}-${to} overlap an existing QinQ entry of port ${entry.port_id}`);
    if (!existing && this.qinq.filter((q) => q.port_id === entry.port_id).length >= QINQ_MAX_PER_PORT) {
      refuse(`a port holds at most ${QINQ_MAX_PER_PORT} QinQ entries`);
    }
    const copy = pickQinq(entry);
    if (existing) this.qinq[index] = copy;
    else this.qinq = sortQinq([...this.qinq, copy]);
  }

  /** VLAN-21: by port and customer VLAN (single or range), as the table row gives them. */
  deleteQinq(key: Pick<QinqEntry, 'port_id' | 'cvlan' | 'cvlan_s' | 'cvlan_e'>): void {
    const index = this.qinq.findIndex((q) => sameKey(q, { ...key, svlan: 0, svlan_pri: 0 }));
    if (index < 0) refuse(`no such QinQ entry on port ${key.port_id}`);
    this.qinq.splice(index, 1);
  }

  /** Replaces both lists (configuration import) after checking every entry. */
  replace(translations: readonly VlanTranslation[], qinqs: readonly QinqEntry[]): void {
    const next = new VlanActions(this.hasPort);
    for (const t of translations) next.setTranslation(t);
    for (const q of qinqs) next.setQinq(q);
    this.translate = next.translate;
    this.qinq = next.qinq;
  }
}

function checkTranslation(entry: VlanTranslation, hasPort: (id: number) => boolean): void {
  if (!hasPort(entry.port_id)) refuse(`port ${entry.port_id} does not exist`);
  checkVlan(entry.old_vlan, 'old_vlan');
  checkVlan(entry.new_vlan, 'new_vlan');
  checkPriority(entry.new_vlan_pri, 'new_vlan_pri');
  if (entry.old_vlan === entry.new_vlan && entry.new_vlan_pri === PRIORITY_UNCHANGED)
    refuse('old_vlan and new_vlan are the same');
}

function checkQinq(entry: QinqEntry, hasPort: (id: number) => boolean): void {
  if (!hasPort(entry.port_id)) refuse(`port ${entry.port_id} does not exist`);
  const isSingle = entry.cvlan !== 0;
  const isRange = entry.cvlan_s !== 0 || entry.cvlan_e !== 0;
  if (isSingle === isRange) refuse('give either cvlan or the range cvlan_s–cvlan_e');
  if (isSingle) checkVlan(entry.cvlan, 'cvlan');
  else {
    checkVlan(entry.cvlan_s, 'cvlan_s');
    checkVlan(entry.cvlan_e, 'cvlan_e');
    if (entry.cvlan_s > entry.cvlan_e) refuse('cvlan_s must not be greater than cvlan_e');
  }
  checkVlan(entry.svlan, 'svlan');
  checkPriority(entry.svlan_pri, 'svlan_pri');
}

const overlaps = (a: [number, number], b: [number, number]): boolean => a[0] <= b[1] && b[0] <= a[1];
const pickTranslation = (t: VlanTranslation): VlanTranslation => ({
  port_id: t.port_id,
  old_vlan: t.old_vlan,
  new_vlan: t.new_vlan,
  new_vlan_pri: t.new_vlan_pri,
});
const pickQinq = (q: QinqEntry): QinqEntry => ({
  port_id: q.port_id,
  cvlan: q.cvlan,
  cvlan_s: q.cvlan_s,
  cvlan_e: q.cvlan_e,
  svlan: q.svlan,
  svlan_pri: q.svlan_pri,
});
const sortTranslations = (list: VlanTranslation[]): VlanTranslation[] =>
  list.sort((a, b) => a.port_id - b.port_id || a.old_vlan - b.old_vlan);
const sortQinq = (list: QinqEntry[]): QinqEntry[] =>
  list.sort((a, b) => a.port_id - b.port_id || cvlanSpan(a)[0] - cvlanSpan(b)[0]);
