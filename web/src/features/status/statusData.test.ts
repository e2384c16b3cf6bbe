import { describe, expect, it } from 'vitest';
import {
  formatBps,
  portsUp,
  speedText,
  trafficSeries,
  uplinkState,
  uptimeParts,
  uptimeSeconds,
  boardTemperature,
} from './statusData.ts';

describe('portsUp', () => {
  it('counts the PON ports that are up', () => {
    expect(portsUp([{ status: 1 }, { status: 0 }, { status: 1 }])).toBe(2);
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
