import { describe, expect, it } from 'vitest';
import type { PortInfo } from '@olt/protocol';
import { samplePort } from '../../test/samples.ts';
import { changedFlags, portParam, valuesOf } from './portChange.ts';

const ge: PortInfo = samplePort(9, { port_desc: 'uplink' });

describe('PORT-02 flags from the dialog', () => {
  it('flags only what changed; nothing changed is 0', () => {
    expect(changedFlags(ge, valuesOf(ge), 'ge')).toBe(0);
    expect(changedFlags(ge, { ...valuesOf(ge), mtu: 1600, port_desc: 'x' }, 'ge')).toBe(0x80 | 0x800);
    expect(changedFlags(ge, { ...valuesOf(ge), admin_status: 0 }, 'ge')).toBe(0x1);
    expect(changedFlags(ge, { ...valuesOf(ge), flow_ctrl: 1 }, 'ge')).toBe(0x18);
  });

  it('sets the speed bit when an auto port gets a fixed speed, and sends auto_neg with it', () => {
    const next = { ...valuesOf(ge), speed: '100M' };
    const flags = changedFlags(ge, next, 'ge');
    expect(flags).toBe(0x40);
    expect(portParam(ge, next, flags)).toMatchObject({ port_id: 9, flags: 0x40, speed: '100M', auto_neg: 0 });
  });

  it('never flags uplink-only fields on a PON port', () => {
    const pon = { ...ge, port_id: 1 };
    expect(changedFlags(pon, { ...valuesOf(pon), admin_status: 0, erate: 100, pvid: 5 }, 'pon')).toBe(0x400);
  });
});
