import { describe, expect, it } from 'vitest';
import { ctypeChoices, mappablePorts, takenPorts, wanParam, NEW_WAN } from './wanForm.ts';

describe('WAN form rules', () => {
  it('offers the services the ONU can carry', () => {
    expect(ctypeChoices({ lanports: 1, wlan: 0, voip: 1 })).toEqual(['internet']);
    expect(ctypeChoices({ lanports: 4, wlan: 2, voip: 0 })).toEqual(['tr069', 'internet', 'other']);
    expect(ctypeChoices({ lanports: 4, wlan: 2, voip: 1 })).toContain('voice');
  });

  it('numbers the ports as the device does: LANs, then WLAN1 = 5 and WLAN2 = 10', () => {
    expect(mappablePorts({ lanports: 4, wlan: 2, voip: 0 })).toEqual([1, 2, 3, 4, 5, 10]);
    expect(mappablePorts({ lanports: 2, wlan: 0, voip: 0 })).toEqual([1, 2]);
  });

  it('knows which WAN holds a port, leaving out the one looked at', () => {
    const wan = { index: 3, name: 'w3', portmap: [1, 5] } as Parameters<typeof takenPorts>[0][number];
    expect([...takenPorts([wan])]).toEqual([
      [1, 'w3'],
      [5, 'w3'],
    ]);
    expect(takenPorts([wan], 3).size).toBe(0);
  });

  it('sends only what the mode uses: a bridge has no MTU, a static WAN its addresses, VOICE no ports', () => {
    const bridge = wanParam({ ...NEW_WAN, name: 'br_1', portmap: [2, 1] });
    expect(bridge).not.toHaveProperty('mtu');
    expect(bridge.portmap).toEqual([1, 2]);
    const fixed = wanParam({
      ...NEW_WAN,
      name: 'st_1',
      ipmode: 0,
      mtu: '1492',
      ipaddr: '10.0.0.2',
      ipmask: '255.255.255.0',
      gateway: '10.0.0.1',
      reqdns: true,
      pridns: '8.8.8.8',
      portmap: [1],
    });
    expect(fixed).toMatchObject({ mtu: 1492, ipaddr: '10.0.0.2', reqdns: 1, pridns: '8.8.8.8', secdns: '' });
    expect(wanParam({ ...NEW_WAN, name: 'voip', ctype: 8, portmap: [1] }).portmap).toBeNull();
  });
});
