import { describe, expect, it } from 'vitest';
import { ADVANCED_PAGES, Menu } from '@olt/protocol';
import { ADVANCED_MENU, advancedMenu, menuNames } from './menu.ts';

const lower = (names: readonly string[]): string[] => names.map((n) => n.toLowerCase());

describe('advanced menu', () => {
  it('offers every advanced page of the spec exactly once, case-insensitively', () => {
    const names = lower(menuNames(ADVANCED_MENU));
    for (const page of ADVANCED_PAGES) {
      expect(
        names.filter((n) => n === page),
        page,
      ).toHaveLength(1);
    }
  });

  it('holds nothing but advanced pages and the group names of the device', () => {
    const groups = [
      'system_mgmt',
      'pon_mgmt',
      'onu_mgmt',
      'swport_mgmt',
      'mac_mgmt',
      'protocol_mgmt',
      'acl/qos',
      'route',
    ];
    const known = new Set<string>([...ADVANCED_PAGES, ...groups]);
    expect(lower(menuNames(ADVANCED_MENU)).filter((n) => !known.has(n))).toEqual([]);
  });

  it('keeps the device spelling for QoS and ARP and puts link aggregation modes under their group', () => {
    const byName = new Map(ADVANCED_MENU.map((e) => [e.name, e]));
    expect(byName.get('ACL/QoS')?.children?.map((c) => c.name)).toContain('QoS');
    expect(byName.get('route')?.children?.map((c) => c.name)).toEqual(['route_mgmt', 'ARP']);
    expect(byName.get('link_aggregation')?.children?.map((c) => c.name)).toEqual(['manual', 'lacp']);
    expect(ADVANCED_MENU[0]).toEqual({ name: 'running_status', children: [] });
  });

  it("gives every leaf an empty list of children, first level or second, as the family's console expects", () => {
    const { menu } = advancedMenu();
    const leaves = menu.flatMap((e) => (e.children?.length ? e.children : [e]));
    expect(leaves.length).toBeGreaterThan(40);
    for (const leaf of leaves) expect(leaf.children, leaf.name).toEqual([]);
  });

  it('answers a valid Menu that callers cannot use to change the device menu', () => {
    const answer = advancedMenu();
    expect(Menu.parse(answer).page).toBe('advanced');
    answer.menu.length = 0;
    expect(advancedMenu().menu).toHaveLength(ADVANCED_MENU.length);
  });
});
