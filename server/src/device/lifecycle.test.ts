import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeviceEvents } from './kernel/events.ts';
import { Lifecycle } from './lifecycle.ts';

afterEach(() => {
  vi.useRealTimers();
});

function setup(bootDelayMs?: number) {
  const events = new DeviceEvents();
  const steps: string[] = [];
  events.on('rebooting', () => steps.push('rebooting'));
  events.on('started', () => steps.push('started'));
  const lifecycle = new Lifecycle({
    events,
    endSessions: () => steps.push('sessions ended'),
    restart: () => steps.push('restarted'),
    ...(bootDelayMs === undefined ? {} : { bootDelayMs }),
  });
  return { lifecycle, steps };
}

describe('device lifecycle', () => {
  it('tells listeners, ends sessions, stays booting for 3 s by default, then restarts and reports started', () => {
    vi.useFakeTimers();
    const { lifecycle, steps } = setup();
    expect(lifecycle.isBooting).toBe(false);
    expect(lifecycle.reboot()).toBe(true);
    expect(steps).toEqual(['rebooting', 'sessions ended']);
    expect(lifecycle.isBooting).toBe(true);
    vi.advanceTimersByTime(2_999);
    expect(lifecycle.isBooting).toBe(true);
    vi.advanceTimersByTime(1);
    expect(lifecycle.isBooting).toBe(false);
    expect(steps).toEqual(['rebooting', 'sessions ended', 'restarted', 'started']);
  });

  it('ignores a second reboot while booting', () => {
    vi.useFakeTimers();
    const { lifecycle, steps } = setup(100);
    lifecycle.reboot();
    expect(lifecycle.reboot()).toBe(false);
    vi.advanceTimersByTime(100);
    expect(steps.filter((s) => s === 'restarted')).toHaveLength(1);
  });

  it('comes up even when the restart fails, and reports the failure', () => {
    vi.useFakeTimers();
    const events = new DeviceEvents();
    const heard: unknown[] = [];
    let started = 0;
    events.on('started', () => started++);
    const lifecycle = new Lifecycle({
      events,
      endSessions: () => undefined,
      restart: () => {
        throw new Error('startup configuration unreadable');
      },
      onRestartError: (err) => heard.push(err),
      bootDelayMs: 10,
    });
    lifecycle.reboot();
    vi.advanceTimersByTime(10);
    expect(heard).toEqual([new Error('startup configuration unreadable')]);
    expect(lifecycle.isBooting).toBe(false);
    expect(started).toBe(1);
  });

  it('leaves no pending boot after dispose', () => {
    vi.useFakeTimers();
    const { lifecycle, steps } = setup(100);
    lifecycle.reboot();
    lifecycle.dispose();
    vi.advanceTimersByTime(1_000);
    expect(steps).not.toContain('started');
  });
});
