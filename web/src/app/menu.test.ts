import { describe, expect, it } from 'vitest';
import { ADVANCED_PAGES } from '@olt/protocol';
import { menu as zhMenu } from '../i18n/zh/menu.ts';
import {
  SPEC_KEPT_ALIVE_PAGES,
  advancedPageAt,
  advancedPageOf,
  advancedPages,
  collectPages,
  keptAlivePath,
  registeredPages,
  topMenuAt,
  topPages,
} from './menu.ts';
import { groupOf, menuKeysAt } from './menuMemory.ts';
import { menuDictionaryKey } from './menuLabels.ts';
import { SAMPLE_MENU } from '../test/samples.ts';

describe('route table', () => {
  it('registers every advanced page of the spec once, at /advanced_setting/<name>', () => {
    expect(advancedPages.map((p) => p.name).sort()).toEqual([...ADVANCED_PAGES].sort());
    for (const page of advancedPages) expect(page.path).toBe(`/advanced_setting/${page.name}`);
  });

  it('keeps exactly the pages the spec lists alive', () => {
    expect(
      advancedPages
        .filter((p) => p.keepAlive)
        .map((p) => p.name)
        .sort(),
    ).toEqual([...SPEC_KEPT_ALIVE_PAGES].sort());
    expect(keptAlivePath('/advanced_setting/pon_setting')).toBe('pon_setting');
    expect(keptAlivePath('/advanced_setting/dev_mgmt')).toBeNull();
    expect(keptAlivePath('/topo')).toBeNull();
  });

  it('takes a built page and its kept-alive flag from its feature, as the spec lists it', () => {
    for (const page of topPages) expect(registeredPages.has(page.name), page.name).toBe(true);
    for (const [name, page] of registeredPages) {
      expect(page.keepAlive === true, name).toBe((SPEC_KEPT_ALIVE_PAGES as readonly string[]).includes(name));
    }
  });

  it('refuses a page registered twice', () => {
    const load = () => Promise.resolve(() => null);
    expect(() => collectPages([[{ name: 'qos', load }], [{ name: 'qos', load }]])).toThrow(/qos/);
  });

  it('has a title for every page in the dictionary', () => {
    for (const name of ADVANCED_PAGES) expect(Object.hasOwn(zhMenu.page, name), name).toBe(true);
  });

  it('matches the device menu names case-insensitively', () => {
    expect(advancedPageOf('QoS')).toBe('qos');
    expect(advancedPageOf('ARP')).toBe('arp');
    expect(advancedPageOf('no_such_page')).toBeNull();
    expect(menuDictionaryKey('ACL/QoS')).toBe('acl_qos');
  });

  it('knows which top entry and advanced page a path belongs to', () => {
    expect(topMenuAt('/main')).toBe('status');
    expect(topMenuAt('/onu_allow')).toBe('onu_allow');
    expect(topMenuAt('/advanced_setting/arp')).toBe('advanced_setting');
    expect(topMenuAt('/sys-setting')).toBeNull();
    expect(advancedPageAt('/advanced_setting/mstp')).toBe('mstp');
    expect(advancedPageAt('/mstp')).toBeNull();
  });
});

describe('menu memory', () => {
  it('remembers the group and page inside the advanced area', () => {
    expect(groupOf('qos', SAMPLE_MENU.menu)).toBe('ACL/QoS');
    expect(menuKeysAt('/advanced_setting/qos', SAMPLE_MENU.menu)).toEqual({
      top: 'advanced_setting',
      first: 'ACL/QoS',
      second: 'qos',
    });
    expect(menuKeysAt('/advanced_setting/link_aggregation', SAMPLE_MENU.menu)).toEqual({
      top: 'advanced_setting',
      first: 'link_aggregation',
      second: '',
    });
  });

  it('puts the advanced menu back at running status outside the area', () => {
    expect(menuKeysAt('/vlan_mgmt', SAMPLE_MENU.menu)).toEqual({
      top: 'vlan_mgmt',
      first: 'running_status',
      second: '',
    });
    expect(menuKeysAt('/sys-setting', SAMPLE_MENU.menu)).toBeNull();
  });
});
