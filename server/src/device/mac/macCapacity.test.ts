import { describe, expect, it } from 'vitest';
import { MAC_TABLE_CAPACITY } from '@olt/protocol';
import { makeOlt } from '../../../test/deviceKit.ts';

describe('a switch MAC table at its 32K capacity', () => {
  it('learns the hosts beyond the uplinks up to the capacity, pages and filters them on the device', () => {
    const { olt } = makeOlt({ upstreamHosts: 40_000 });
    olt.simulation.tick(10_000);
    const first = olt.mac.switchPage({ page: 1, page_size: 20 });
    // the ONUs' hosts, the routers and as many of the 40,000 as fit: the table stops at its capacity
    expect(first.total).toBe(MAC_TABLE_CAPACITY);
    expect(first.rows).toHaveLength(20);
    const onXge = olt.mac.switchPage({ port_id: 13, vlan_id: 1, page: 2, page_size: 50 });
    expect(onXge.total).toBeGreaterThan(5_000);
    expect(onXge.rows.every((r) => r.port_id === 13 && r.vlan_id === 1)).toBe(true);
    expect(olt.mac.where('0a:07:00:00:12:34').hits).toMatchObject([{ source: 'switch_mac', vlan_id: 1 }]);
  });

  it('learns none of them without the option', () => {
    const { olt } = makeOlt();
    olt.simulation.tick(10_000);
    expect(olt.mac.switchPage({ mac: '0a:07:00' }).total).toBe(0);
  });
});
