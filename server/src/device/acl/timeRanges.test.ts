import { describe, expect, it } from 'vitest';
import { makeOlt } from '../../../test/deviceKit.ts';
import { isActive, type TimeRangeRecord } from './timeRanges.ts';

const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime();
const range = (r: Partial<TimeRangeRecord>): TimeRangeRecord => ({ name: 'r1x', absolute: [], relative: [], ...r });

describe('time ranges on the device clock', () => {
  it('a weekly period covers its days from its start up to its end, midnight included', () => {
    // 2026-03-13 is a Friday, 03-14 a Saturday, 03-16 a Monday
    const night = range({ relative: [{ day: 'working-day', stime: '0:00', etime: '8:00' }] });
    expect(isActive(night, at(2026, 3, 13, 0, 0))).toBe(true);
    expect(isActive(night, at(2026, 3, 13, 7, 59))).toBe(true);
    expect(isActive(night, at(2026, 3, 13, 8, 0))).toBe(false);
    expect(isActive(night, at(2026, 3, 14, 0, 0))).toBe(false);
    expect(isActive(night, at(2026, 3, 16, 0, 0))).toBe(true);
    const lateSunday = range({ relative: [{ day: 'sunday', stime: '22:00', etime: '24:00' }] });
    expect(isActive(lateSunday, at(2026, 3, 15, 23, 59))).toBe(true);
    expect(isActive(lateSunday, at(2026, 3, 16, 0, 0))).toBe(false);
    const weekend = range({ relative: [{ day: 'weekend', stime: '9:00', etime: '18:00' }] });
    expect(isActive(weekend, at(2026, 3, 14, 12))).toBe(true);
    expect(isActive(weekend, at(2026, 3, 15, 12))).toBe(true);
    expect(isActive(weekend, at(2026, 3, 13, 12))).toBe(false);
    const daily = range({ relative: [{ day: 'daily', stime: '12:00', etime: '13:00' }] });
    expect([13, 14, 15, 16].every((d) => isActive(daily, at(2026, 3, d, 12, 30)))).toBe(true);
    expect(
      isActive(range({ relative: [{ day: 'friday', stime: '12:00', etime: '13:00' }] }), at(2026, 3, 13, 12)),
    ).toBe(true);
  });

  it('an absolute period ends at its end; with weekly periods too, both must hold; no period, never', () => {
    const once = range({ absolute: [{ sday: '2026/3/14', stime: '9:00', eday: '2026/3/15', etime: '18:00' }] });
    expect(isActive(once, at(2026, 3, 14, 8, 59))).toBe(false);
    expect(isActive(once, at(2026, 3, 14, 9, 0))).toBe(true);
    expect(isActive(once, at(2026, 3, 15, 17, 59))).toBe(true);
    expect(isActive(once, at(2026, 3, 15, 18, 0))).toBe(false);
    const both = range({ ...once, relative: [{ day: 'daily', stime: '12:00', etime: '13:00' }] });
    expect(isActive(both, at(2026, 3, 14, 12, 30))).toBe(true);
    expect(isActive(both, at(2026, 3, 14, 14, 0))).toBe(false);
    expect(isActive(both, at(2026, 3, 16, 12, 30))).toBe(false);
    expect(isActive(range({}), at(2026, 3, 14, 12))).toBe(false);
  });

  it('the state follows the clock; periods are added and removed; a range in use is kept', () => {
    const { olt, wait } = makeOlt();
    // the test device starts on Saturday 2026-03-14 09:26:53
    olt.acl.addPeriod('office', { relative: { day: 'weekend', stime: '9:30', etime: '10:00' } });
    olt.acl.addPeriod('office', { relative: { day: 'monday', stime: '8:00', etime: '9:00' } });
    expect(olt.acl.timeRanges()[0]?.state).toBe('Inactive');
    wait(4 * 60_000);
    expect(olt.acl.timeRanges('office')[0]?.state).toBe('Active');
    expect(() => olt.acl.addPeriod('office', { relative: { day: 'monday', stime: '8:00', etime: '9:00' } })).toThrow(
      /already has/,
    );
    olt.acl.create(2000);
    olt.acl.setRule({ acl_id: 2000, rule_id: 1, action: 1, timerange: 'office' });
    expect(olt.acl.list(2000, 2000)[0]?.rule[0]).toMatchObject({ timerange: 'office', active: 1, flags: 0x2 });
    expect(() => olt.acl.deleteTimeRange('office', '', '')).toThrow(/used by ACL 2000 rule 1/);
    olt.acl.deleteTimeRange('office', '9:30', '');
    expect(olt.acl.timeRanges()[0]?.relative).toEqual([{ day: 'monday', stime: '8:00', etime: '9:00' }]);
    expect(olt.acl.list(2000, 2000)[0]?.rule[0]?.active).toBe(0);
    expect(() => olt.acl.deleteTimeRange('office', '7:00', '')).toThrow(/no weekly period starting 7:00/);
  });
});
