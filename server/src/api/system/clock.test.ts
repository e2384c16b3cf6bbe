import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, TIME_ZONES, type NtpSetting, type TimeInfo, type TimeRange } from '@olt/protocol';
import { expectAllRefused, openDeviceSession, type DeviceSession } from '../../../test/deviceApi.ts';

let s: DeviceSession;
beforeEach(async () => {
  s = await openDeviceSession();
});
afterEach(() => s.close());

const info = async () => (await s.read<TimeInfo>('/time?form=info')).data as TimeInfo;
const ntp = async () => (await s.read<NtpSetting>('/time?form=ntp')).data as NtpSetting;
const MANUAL = { status: 1, ntp_srv_ip: ['0.0.0.0', ''], poll_interval_time: 1 };
const setTime = (time: number[], time_zone = DEFAULT_TIME_ZONE) =>
  s.write('/time?form=info', 'set', { time, time_zone });
const rangeState = async (name: string) =>
  (await s.read<TimeRange[]>(`/switch_acl?form=time_range&name=${name}`)).data?.[0]?.state;

describe('the device clock (TIME-01…05)', () => {
  it('is set by hand to a wall time and zone, and runs on from there', async () => {
    expect(await ntp()).toEqual(MANUAL);
    expect((await s.write('/time?form=ntp', 'set', MANUAL)).code).toBe(1);
    const london = TIME_ZONES.indexOf('Europe/London(UTC+00:00)');
    expect((await setTime([2030, 6, 15, 21, 59, 50], london)).code).toBe(1);
    expect(await info()).toMatchObject({ time_now: [2030, 6, 15, 21, 59, 50], timezone: london });
    s.t.clock.advance(15_000);
    expect((await info()).time_now).toEqual([2030, 6, 15, 22, 0, 5]);
  });

  it('refuses a bad time, zone or server and keeps the clock', async () => {
    await expectAllRefused(s, [
      [() => setTime([1989, 1, 1, 0, 0, 0]), /time/],
      [() => setTime([2030, 2, 29, 0, 0, 0]), /not in that month/],
      [() => setTime([2030, 4, 31, 0, 0, 0]), /not in that month/],
      [() => setTime([2030, 1, 1, 24, 0, 0]), /time/],
      [() => setTime([2030, 1, 1, 0, 0, 0], TIME_ZONES.length), /time_zone/],
      [() => s.write('/time?form=ntp', 'set', { ...MANUAL, status: 0, ntp_srv_ip: ['10.0.0.255', ''] }), /unicast/],
      [() => s.write('/time?form=ntp', 'set', { ...MANUAL, status: 0, ntp_srv_ip: ['0.1.2.3', ''] }), /unicast/],
      [
        () =>
          s.write('/time?form=ntp', 'set', {
            status: 0,
            ntp_srv_ip: ['10.1.1.1', '224.0.0.1'],
            poll_interval_time: 86400,
          }),
        /unicast/,
      ],
      [
        () => s.write('/time?form=ntp', 'set', { status: 0, ntp_srv_ip: ['10.1.1.1', ''], poll_interval_time: 3600 }),
        /one day/,
      ],
    ]);
    expect(await ntp()).toEqual(MANUAL);
  });

  it('with NTP on follows the network time in its zone, and refuses a time by hand until NTP is off', async () => {
    const on = { status: 0, ntp_srv_ip: ['10.1.1.1', '10.1.1.2'], poll_interval_time: 7 * 86400 };
    await setTime([2031, 1, 1, 0, 0, 0]);
    expect((await s.write('/time?form=ntp', 'set', on)).code).toBe(1);
    expect(await ntp()).toEqual(on);
    // network time is the host's: in the Shanghai zone it reads UTC + 8
    const utc = new Date(s.t.clock.now());
    expect((await info()).time_now.slice(0, 4)).toEqual(
      (() => {
        const d = new Date(utc.getTime() + 8 * 3600_000);
        return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours()];
      })(),
    );
    const refused = await setTime([2031, 1, 1, 0, 0, 0]);
    expect(refused.code).toBeGreaterThan(1);
    expect(refused.message).toMatch(/follows NTP/);
    expect((await s.write('/time?form=ntp', 'set', MANUAL)).code).toBe(1);
    expect((await setTime([2031, 1, 1, 0, 0, 0])).code).toBe(1);
  });

  it('is the clock ACL time ranges are active by', async () => {
    const abs = { name: 'night', stime: '22:00', sday: '2030/6/15', etime: '23:00', eday: '2030/6/15' };
    expect((await s.write('/switch_acl?form=time_range&type=absolute', 'create', abs)).code).toBe(1);
    await setTime([2030, 6, 15, 21, 59, 58]);
    expect(await rangeState('night')).toBe('Inactive');
    s.t.clock.advance(3000);
    expect(await rangeState('night')).toBe('Active');
    await setTime([2030, 6, 15, 23, 0, 0]);
    expect(await rangeState('night')).toBe('Inactive');
  });
});
