import { describe, expect, it } from 'vitest';
import { ACL_ACTION, RULE_FLAGS } from '@olt/protocol';
import { expectRefused, makeOlt } from '../../../test/deviceKit.ts';
import type { Device } from '../device.ts';

const A = RULE_FLAGS.advanced;
const XGE = 13;

/** ACL 3000: 1 denies HTTPS to the documentation server, 2 permits the rest of TCP. */
function httpsAcl(olt: Device): void {
  olt.acl.create(3000);
  olt.acl.setRule({
    acl_id: 3000,
    rule_id: 1,
    action: ACL_ACTION.deny,
    flags: A.protocol | A.dst_port,
    protocol: 'tcp',
    dst_port: '443',
  });
  olt.acl.setRule({ acl_id: 3000, rule_id: 2, action: ACL_ACTION.permit, flags: A.protocol, protocol: 'tcp' });
}

describe('the packet filter', () => {
  it('binds an ACL to ports, lists it running, and refuses what cannot be bound, changing nothing', () => {
    const { olt } = makeOlt();
    httpsAcl(olt);
    olt.filter.bind(3000, 0, [1, 2]);
    olt.filter.bind(3000, 0, [XGE]);
    expect(olt.filter.list()).toEqual([{ acl_id: 3000, rule_id: 0, port_list: '1,2,13', state: 1 }]);
    expectRefused(olt, () => olt.filter.bind(3001, 0, [1]), /ACL 3001 does not exist/);
    expectRefused(olt, () => olt.filter.bind(3000, 9, [1]), /has no rule 9/);
    expectRefused(olt, () => olt.filter.bind(3000, 1, [99]), /no port 99/);
    expectRefused(olt, () => olt.filter.unbind(3000, 1, [1]), /is not bound/);
    // what is bound is not deleted under the filter
    expectRefused(olt, () => olt.acl.deleteRange(3000, 3000), /bound to 1,2,13/);
    olt.filter.unbind(3000, 0, [1, 2, XGE]);
    expect(olt.filter.list()).toEqual([]);
  });

  it('stops the flows a bound deny rule matches on the port, and counts every rule’s hits', () => {
    const { olt } = makeOlt();
    httpsAcl(olt);
    olt.simulation.tick(10_000);
    olt.ports.clearCounters(0);
    olt.simulation.tick(10_000);
    const open = olt.ports.counters(1);
    olt.ports.clearCounters(0);
    olt.filter.bind(3000, 0, [1]);
    olt.simulation.tick(10_000);
    const filtered = olt.ports.counters(1);
    // HTTPS is half of what customers send: the port carries about half, the rest is discarded
    expect(filtered.rx_octets).toBeLessThan(open.rx_octets * 0.65);
    expect(filtered.rx_octets).toBeGreaterThan(open.rx_octets * 0.3);
    expect(filtered.rx_discard_frame).toBeGreaterThan(open.rx_discard_frame + 1000);
    const rules = olt.acl.list(3000, 3000)[0]?.rule ?? [];
    expect(rules.map((r) => r.hits > 0)).toEqual([true, true]);
    // an unbound port is untouched
    expect(olt.ports.counters(2).rx_discard_frame).toBeLessThan(1000);
    olt.ports.clearCounters(0);
    expect((olt.acl.list(3000, 3000)[0]?.rule ?? []).map((r) => r.hits)).toEqual([0, 0]);
  });

  it('decides by the first rule that matches: reordering the ACL changes what passes', () => {
    const { olt } = makeOlt();
    httpsAcl(olt);
    olt.filter.bind(3000, 0, [1]);
    const https = {
      src_ip: '10.1.1.11',
      dst_ip: '203.0.113.10',
      protocol: 6,
      src_port: 50000,
      dst_port: 443,
      eth_type: 0x0800,
    };
    expect(olt.filter.wouldPass(1, https)).toMatchObject({ verdict: 'deny', passes: 0, decided_by: { rule_id: 1 } });
    olt.acl.reorder(3000, [2, 1]);
    const after = olt.filter.wouldPass(1, https);
    expect(after).toMatchObject({ verdict: 'permit', passes: 1, decided_by: { rule_id: 2 } });
    expect(after.tried.map((t) => t.rule_id)).toEqual([2]);
    // a packet no rule matches passes; a port without bindings tries nothing
    expect(olt.filter.wouldPass(1, { ...https, protocol: 17 })).toMatchObject({
      verdict: 'none',
      passes: 1,
      decided_by: null,
    });
    expect(olt.filter.wouldPass(2, https)).toMatchObject({ verdict: 'none', tried: [] });
  });

  it('does not apply a rule outside its time range, by the device clock', () => {
    const { olt } = makeOlt();
    // the test clock starts on Saturday 2026-03-14 09:26
    olt.acl.addPeriod('office', { relative: { day: 'working-day', stime: '8:00', etime: '18:00' } });
    olt.acl.create(2000);
    olt.acl.setRule({
      acl_id: 2000,
      rule_id: 1,
      action: ACL_ACTION.deny,
      flags: RULE_FLAGS.basic.src_ipaddr | RULE_FLAGS.basic.timerange,
      src_ipaddr: '10.0.0.0',
      src_ipmask: '0.255.255.255',
      timerange: 'office',
    });
    olt.filter.bind(2000, 1, [1]);
    const packet = { src_ip: '10.1.1.11', eth_type: 0x0800 };
    const saturday = olt.filter.wouldPass(1, packet);
    expect(saturday).toMatchObject({ verdict: 'none', tried: [{ rule_id: 1, active: 0, matched: 0 }] });
    expect(olt.filter.list()[0]?.state).toBe(0);
    const monday = new Date(2026, 2, 16, 9, 0).getTime();
    expect(olt.filter.wouldPass(1, packet, monday)).toMatchObject({ verdict: 'deny', decided_by: { active: 1 } });
    const mondayEvening = new Date(2026, 2, 16, 18, 0).getTime();
    expect(olt.filter.wouldPass(1, packet, mondayEvening).verdict).toBe('none');
  });

  it('keeps its bindings in the configuration and refuses one naming a rule the ACLs lack', () => {
    const { olt } = makeOlt();
    httpsAcl(olt);
    olt.filter.bind(3000, 2, [1, 2]);
    const config = olt.config.export();
    expect(config.packet_filter).toEqual([{ acl_id: 3000, rule_id: 2, ports: [1, 2] }]);
    const broken = { ...config, packet_filter: [{ acl_id: 3000, rule_id: 7, ports: [1] }] };
    expect(() => olt.config.validate(broken)).toThrow(/has no rule 7/);
  });
});
