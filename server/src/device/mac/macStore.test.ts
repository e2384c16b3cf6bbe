import { describe, expect, it } from 'vitest';
import { MAC_SORT_KEYS } from '@olt/protocol';
import { Random } from '../kernel/random.ts';
import { MacStore, type MacEntry } from './macStore.ts';

const hex = (n: number) => n.toString(16).padStart(2, '0');
const entry = (n: number, port: number, vlan: number): MacEntry => ({
  macaddr: `0a:00:00:00:${hex(n >> 8)}:${hex(n & 0xff)}`,
  vlan_id: vlan,
  port_id: port,
  onu_id: 0,
  mac_type: 0,
  lastSeenMs: 0,
});

describe('MacStore sorted pages kept in place', () => {
  it('answers every sort as a fresh sort would after entries come, move, go and are flushed', () => {
    const random = new Random(3);
    const store = new MacStore();
    const fresh = new MacStore();
    const put = (e: MacEntry) => {
      store.set(e);
      fresh.set({ ...e });
    };
    for (let n = 0; n < 300; n++) put(entry(n, 1 + random.int(0, 8), 1 + random.int(0, 3)));
    // the sorted lists exist now, so what follows is kept in them in place
    for (const sort of MAC_SORT_KEYS) store.page({ sort, page_size: 10 });
    for (let i = 0; i < 200; i++) {
      const n = random.int(0, 400);
      const vlan = 1 + random.int(0, 3);
      if (random.chance(0.3)) {
        store.delete(entry(n, 1, vlan).macaddr, vlan);
        fresh.delete(entry(n, 1, vlan).macaddr, vlan);
      } else put(entry(n, 1 + random.int(0, 8), vlan));
    }
    const flushPort = (e: MacEntry) => e.port_id === 4;
    store.deleteWhere(flushPort);
    fresh.deleteWhere(flushPort);
    const rebuilt = new MacStore();
    for (const e of fresh.all()) rebuilt.set({ ...e });
    for (const sort of MAC_SORT_KEYS)
      for (const order of ['asc', 'desc'] as const) {
        const ask = { sort, order, page: 3, page_size: 25 };
        expect(store.page(ask)).toEqual(rebuilt.page(ask));
      }
    const found = store.withMac('0000001').map((e) => `${e.macaddr}|${e.vlan_id}`);
    const paged = rebuilt.page({ mac: '00:00:00:1', page_size: 200 }).rows.map((r) => `${r.macaddr}|${r.vlan_id}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.sort()).toEqual(paged.sort());
  });
});
