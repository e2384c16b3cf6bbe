import { describe, expect, it } from 'vitest';
import { onuAt as onuRow } from '../../test/samples.ts';
import {
  formatBps,
  onuBreakdown,
  ponTotals,
  speedText,
  trafficSeries,
  uplinkState,
  uptimeParts,
  uptimeSeconds,
  boardTemperature,
} from './statusData.ts';

describe('onuBreakdown', () => {
  it('counts each status group per PON and in total', () => {
    const rows = [
      onuRow(1, 1, 'Online'),
      onuRow(1, 2, 'Online'),
      onuRow(1, 3, 'Offline'),
      onuRow(1, 4, 'Unauth'),
      onuRow(2, 1, 'Auth-Fail'),
      onuRow(2, 2, 'Auth Limit'),
      onuRow(2, 3, 'Register'),
      onuRow(2, 4, 'Initial'),
      onuRow(2, 5, 'Online'),
    ];
    const { total, byPon } = onuBreakdown(rows, [1, 2, 3]);
    expect(total).toEqual({ online: 3, offline: 1, unauthorised: 3, other: 2 });
    expect(byPon.get(1)).toEqual({ online: 2, offline: 1, unauthorised: 1, other: 0 });
    expect(byPon.get(2)).toEqual({ online: 1, offline: 0, unauthorised: 2, other: 2 });
    // a PON without ONUs is still listed, with zeros
    expect(byPon.get(3)).toEqual({ online: 0, offline: 0, unauthorised: 0, other: 0 });
  });
});

describe('ponTotals', () => {
  it('sums online and offline over every PON and counts the ports that are up', () => {
    const totals = ponTotals([
      { port_id: 1, admin_status: 1, status: 1, online: 30, offline: 4 },
      { port_id: 2, admin_status: 1, status: 0, online: 0, offline: 7 },
      { port_id: 3, admin_status: 1, status: 1, online: 12, offline: 0 },
    ]);
    expect(totals).toEqual({ total: 53, online: 42, offline: 11, portsUp: 2 });
  });
});

describe('trafficSeries', () => {
  const ports = [
    {
      port_id: 9,
      samples: [
        { time_ms: 1000, inbound_bps: 10, outbound_bps: 1 },
        { time_ms: 6000, inbound_bps: 20, outbound_bps: 2 },
      ],
    },
    { port_id: 10, samples: [{ time_ms: 6000, inbound_bps: 300, outbound_bps: 30 }] },
    { port_id: 1, samples: [{ time_ms: 6000, inbound_bps: 5000, outbound_bps: 5000 }] },
  ];
  it('adds the chosen ports up by time, oldest first, and leaves the others out', () => {
    expect(trafficSeries(ports, [9, 10])).toEqual({
      inbound: [
        [1000, 10],
        [6000, 320],
      ],
      outbound: [
        [1000, 1],
        [6000, 32],
      ],
    });
  });
  it('gives one port its own samples', () => {
    expect(trafficSeries(ports, [10]).inbound).toEqual([[6000, 300]]);
  });
});

describe('formatting', () => {
  it('writes rates with decimal units', () => {
    expect(formatBps(0)).toBe('0 bps');
    expect(formatBps(999)).toBe('999 bps');
    expect(formatBps(1_500)).toBe('1.50 kbps');
    expect(formatBps(12_345_678)).toBe('12.3 Mbps');
    expect(formatBps(987_000_000)).toBe('987 Mbps');
    expect(formatBps(2_500_000_000)).toBe('2.50 Gbps');
  });
  it('shortens speeds and shows an unknown one as --', () => {
    expect(speedText('1000M')).toBe('1G');
    expect(speedText('10000M')).toBe('10G');
    expect(speedText('100M')).toBe('100M');
    expect(speedText('0M')).toBe('--');
  });
  it('turns the device uptime into seconds and back', () => {
    const seconds = uptimeSeconds([1, 2, 3, 4]);
    expect(seconds).toBe(86_400 + 7_200 + 180 + 4);
    expect(uptimeParts(seconds + 60)).toEqual({ days: 1, hours: 2, minutes: 4, seconds: 4 });
  });
});

describe('port and board state', () => {
  it('tells disabled, down and up uplinks apart', () => {
    expect(uplinkState({ admin_status: 0, link_status: 1 })).toBe('disabled');
    expect(uplinkState({ admin_status: 1, link_status: 0 })).toBe('down');
    expect(uplinkState({ admin_status: 1, link_status: 1 })).toBe('up');
  });
  it('reads a temperature only when the device sends a number', () => {
    expect(boardTemperature({ cpu_usage: 1, memory_usage: 2 })).toBeNull();
    expect(boardTemperature({ cpu_usage: 1, memory_usage: 2, temperature: 47 })).toBe(47);
    expect(boardTemperature({ temperature: 'hot' })).toBeNull();
  });
});
