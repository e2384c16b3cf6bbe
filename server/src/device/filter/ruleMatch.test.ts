import { describe, expect, it } from 'vitest';
import { RULE_FLAGS, type Packet } from '@olt/protocol';
import type { RuleRecord } from '../acl/aclRules.ts';
import { meetRule } from './ruleMatch.ts';

const rule = (r: Partial<RuleRecord> & { flags: number }): RuleRecord => ({
  rule_id: 1,
  action: 1,
  timerange: '',
  ...r,
});
const web: Packet = {
  src_mac: '02:11:22:33:44:55',
  dst_mac: '00:1e:61:aa:bb:0d',
  eth_type: 0x0800,
  vlan_id: 100,
  cos: 0,
  src_ip: '10.1.3.11',
  dst_ip: '203.0.113.10',
  protocol: 6,
  src_port: 50000,
  dst_port: 443,
  dscp: 34,
};
const A = RULE_FLAGS.advanced;
const L = RULE_FLAGS.link;

describe('a rule against a packet', () => {
  it('matches a basic rule by source address under its wildcard mask, and any', () => {
    const f = RULE_FLAGS.basic.src_ipaddr;
    expect(meetRule('basic', rule({ flags: f, src_ipaddr: '10.1.3.0', src_ipmask: '0.0.0.255' }), web).matched).toBe(
      true,
    );
    expect(meetRule('basic', rule({ flags: f, src_ipaddr: '10.1.0.0', src_ipmask: '0.0.3.255' }), web).matched).toBe(
      true,
    );
    expect(meetRule('basic', rule({ flags: f, src_ipaddr: '10.1.4.0', src_ipmask: '0.0.0.255' }), web).matched).toBe(
      false,
    );
    expect(meetRule('basic', rule({ flags: f, src_ipaddr: '10.1.3.11', src_ipmask: '0.0.0.0' }), web).matched).toBe(
      true,
    );
    expect(meetRule('basic', rule({ flags: f, src_ipaddr: 'any', src_ipmask: 'any' }), web).matched).toBe(true);
    // a rule without fields matches every IP packet, and no other kind
    expect(meetRule('basic', rule({ flags: 0 }), web).matched).toBe(true);
    expect(meetRule('basic', rule({ flags: 0 }), { ...web, eth_type: 0x0806 }).matched).toBe(false);
  });

  it('matches an advanced rule by protocol, addresses, port lists, precedence and DSCP', () => {
    const tcp443 = rule({ flags: A.protocol | A.dst_port, protocol: 'tcp', dst_port: '80,443' });
    expect(meetRule('advanced', tcp443, web).matched).toBe(true);
    expect(meetRule('advanced', tcp443, { ...web, dst_port: 8443 }).matched).toBe(false);
    expect(meetRule('advanced', tcp443, { ...web, protocol: 17 }).matched).toBe(false);
    const range = rule({ flags: A.protocol | A.src_port, protocol: 6, src_port: '49152-65535' });
    expect(meetRule('advanced', range, web).matched).toBe(true);
    expect(meetRule('advanced', range, { ...web, src_port: 1024 }).matched).toBe(false);
    // protocol 0 (ip) is every protocol
    const anyIp = rule({
      flags: A.protocol | A.dst_ipaddr,
      protocol: 'ip',
      dst_ipaddr: '203.0.113.0',
      dst_ipmask: '0.0.0.255',
    });
    expect(meetRule('advanced', anyIp, { ...web, protocol: 1 }).matched).toBe(true);
    expect(meetRule('advanced', anyIp, { ...web, dst_ip: '203.0.114.10' }).matched).toBe(false);
    expect(meetRule('advanced', rule({ flags: A.dscp, dscp: 34 }), web).matched).toBe(true);
    expect(meetRule('advanced', rule({ flags: A.dscp, dscp: 46 }), web).matched).toBe(false);
    // precedence is the DSCP's top three bits: 34 → 4
    expect(meetRule('advanced', rule({ flags: A.precedence, precedence: 4 }), web).matched).toBe(true);
    expect(meetRule('advanced', rule({ flags: A.precedence, precedence: 5 }), web).matched).toBe(false);
  });

  it('matches a link rule by Ethernet type, VLANs, COS and MACs under their masks', () => {
    expect(meetRule('link', rule({ flags: L.eth_type, eth_type: 0x0800 }), web).matched).toBe(true);
    expect(meetRule('link', rule({ flags: L.eth_type, eth_type: 0x0806 }), web).matched).toBe(false);
    expect(meetRule('link', rule({ flags: L.vlan_id | L.cos, vlan_id: 100, cos: 0 }), web).matched).toBe(true);
    expect(meetRule('link', rule({ flags: L.vlan_id, vlan_id: 200 }), web).matched).toBe(false);
    const exact = rule({ flags: L.src_mac, src_mac: '0211-2233-4455', src_mask: 'ffff-ffff-ffff' });
    expect(meetRule('link', exact, web).matched).toBe(true);
    expect(meetRule('link', exact, { ...web, src_mac: '02:11:22:33:44:56' }).matched).toBe(false);
    // the mask's ones are compared: an OUI rule catches every MAC of the vendor
    const oui = rule({ flags: L.dst_mac, dst_mac: '001e-6100-0000', dst_mask: 'ffff-ff00-0000' });
    expect(meetRule('link', oui, web).matched).toBe(true);
    expect(meetRule('link', oui, { ...web, dst_mac: '00:1e:62:aa:bb:0d' }).matched).toBe(false);
  });

  it('names what a rule tests that the packet does not give, and does not match it', () => {
    const tcp443 = rule({
      flags: A.protocol | A.dst_port | A.src_ipaddr,
      protocol: 'tcp',
      dst_port: '443',
      src_ipaddr: '10.0.0.0',
      src_ipmask: '0.255.255.255',
    });
    const bare: Packet = { protocol: 6 };
    expect(meetRule('advanced', tcp443, bare)).toEqual({ matched: false, missing: ['src_ip', 'dst_port'] });
  });
});
