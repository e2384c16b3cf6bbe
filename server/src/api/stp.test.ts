import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RstpBridge, RstpPort, StpTopology } from '@olt/protocol';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../test/deviceApi.ts';

let s: DeviceSession;
beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const bridge = async () => RstpBridge.parse((await s.read('/switch_rstp?form=bridge')).data);
const ports = async () => z.array(RstpPort).parse((await s.read('/switch_rstp?form=port')).data);
const bridgeSet = (param: unknown) => s.write('/switch_rstp?form=bridge', 'set', param);
const portSet = (param: unknown) => s.write('/switch_rstp?form=port', 'set', param);

describe('RSTP (RSTP-01…04) and the tree around the OLT', () => {
  it('answers the bridge, the uplinks and the topology in the wire shapes', async () => {
    expect(await bridge()).toMatchObject({ status: 1, rstp_mode: 2, rb_priority: 4096, max_age: 20 });
    const rows = await ports();
    expect(rows.map((p) => p.port_id)).toEqual([9, 10, 11, 12, 13, 14]);
    expect(rows.find((p) => p.port_id === 13)).toMatchObject({ port_role: 'Root', admin_link_type: 'Auto' });
    const topo = StpTopology.parse((await s.read('/switch_rstp?form=topology')).data);
    expect(topo.bridges.map((b) => b.name)).toEqual(['OLT', 'CORE-1', 'CORE-2', 'AGG-1']);
    expect(topo.blocking.map((b) => b.port_id)).toEqual([9, 10, 11, 14]);
  });

  it('makes the OLT root by priority, numbers sent as text included', async () => {
    expect((await bridgeSet({ flags: '2', rb_priority: '0' })).code).toBe(1);
    expect(await bridge()).toMatchObject({ rb_priority: 0, root_path_cost: 0 });
    expect((await ports()).find((p) => p.port_id === 9)?.port_role).toBe('Designated');
  });

  it('sets a port, link type spelt as the write takes it and read back as the device shows it', async () => {
    const answer = await portSet({
      flags: 0x2 | 0x4 | 0x8,
      port_id: 9,
      port_priority: 32,
      port_path_cost: '',
      admin_link_type: 'force_false',
    });
    expect(answer.code).toBe(1);
    expect((await ports()).find((p) => p.port_id === 9)).toMatchObject({
      port_priority: 32,
      port_path_cost: 20_000,
      admin_link_type: 'Shared',
      oper_link_type: 'Shared',
    });
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    await expectAllRefused(s, [
      [() => bridgeSet({ flags: 4, max_age: 41 }), /max_age/],
      [() => bridgeSet({ flags: 16, forward_delay: 3 }), /forward_delay/],
      [() => bridgeSet({ flags: 8, hello_time: 0 }), /hello_time/],
      [() => bridgeSet({ flags: 256, transmit_hold_count: 256 }), /transmit_hold_count/],
      [() => bridgeSet({ flags: 8, hello_time: 10 }), /at least 2 × \(hello_time \+ 1\)/],
      [() => bridgeSet({ flags: 4, max_age: 30 }), /at most 2 × \(forward_delay − 1\)/],
      [() => bridgeSet({ flags: 2, rb_priority: 4095 }), /multiple of 4096/],
      [() => bridgeSet({ flags: 2, rb_priority: 65536 }), /rb_priority/],
      [() => bridgeSet({ flags: 32, rstp_mode: 1 }), /rstp_mode/],
      [() => bridgeSet({ flags: 0x200, status: 1 }), /flags/],
      [() => bridgeSet({ flags: 1 }), /status is missing/],
      [() => bridgeSet({ flags: 2, rb_priority: '1e3' }), /rb_priority/],
      [() => portSet({ flags: 4, port_id: 9, port_priority: 15 }), /multiple of 16/],
      [() => portSet({ flags: 2, port_id: 9, port_path_cost: 200_000_001 }), /port_path_cost/],
      [() => portSet({ flags: 8, port_id: 9, admin_link_type: 'P2P' }), /admin_link_type/],
      [() => portSet({ flags: 4, port_id: 1, port_priority: 16 }), /not an uplink/],
      [() => portSet({ flags: 4, port_id: 99, port_priority: 16 }), /not an uplink/],
    ]);
  });

  it('refuses port settings while the bridge is disabled', async () => {
    expect((await bridgeSet({ flags: 1, status: 0 })).code).toBe(1);
    await expectAllRefused(s, [[() => portSet({ flags: 4, port_id: 9, port_priority: 16 }), /RSTP is disabled/]]);
  });
});
