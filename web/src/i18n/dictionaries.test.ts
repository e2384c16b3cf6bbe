import { describe, expect, it } from 'vitest';
import { zh } from './zh/index.ts';
import { en } from './en/index.ts';

function keyTree(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keyTree(v, prefix ? `${prefix}.${k}` : k));
}
const leaves = (value: unknown): [string, unknown][] =>
  typeof value === 'object' && value !== null ? Object.values(value).flatMap((v) => leaves(v)) : [['', value]];

describe('dictionaries', () => {
  it('zh and en have the same keys', () => {
    expect(keyTree(en).sort()).toEqual(keyTree(zh).sort());
  });
  it('every text is a non-empty string', () => {
    for (const [, text] of [...leaves(zh), ...leaves(en)]) {
      expect(typeof text).toBe('string');
      expect((text as string).length).toBeGreaterThan(0);
    }
  });
  it('the Chinese dictionary has no English sentences', () => {
    // product names and codes (EPON, OLT, ONU, PON, MAC, VLAN…) are kept; whole English words are not
    const allowed =
      /\b(EPON|OLT|ONU|PON|GE|XGE|MAC|VLAN|LAG|ID|IP|CPU|LOID|QinQ|ACL|QoS|RSTP|MTU|DNS|CHAP|PAP|MSTP|IGMP|DHCP|DHCPv6|ARP|SLA|FEC|SN|TOPO|HGU|SFU|URL|PNG|JPG|JPEG|KB|px|dBm|LACP|AAA|CSV|SSH|SNMP|RADIUS|Telnet|HTTP|HTTPS|IPv4|IPv6|Web|Syslog|NTP|WAN|LAN|WLAN|UNI|RX|TX|Mbps|kbps|ms|s|CTC|CRC|LLID|SSID|WPA2|PPPoE|FRP|FRPC|UDP|TCP|ICMP|IPinIP|COS|DSCP|WRR|SP)\b/g;
    for (const [, text] of leaves(zh)) {
      const stripped = (text as string).replace(/\{\{\w+\}\}/g, '').replace(allowed, '');
      expect(stripped, text as string).not.toMatch(/[A-Za-z]{3,}/);
    }
  });
});
