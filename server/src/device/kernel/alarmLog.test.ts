import { describe, expect, it } from 'vitest';
import { ALARMS_KEPT, AlarmLog, LEVEL, formatAlarmLine } from './alarmLog.ts';

describe('alarm list and log', () => {
  it('keeps the last entries, pushes alarms, and logs operator changes apart', () => {
    const pushed: string[] = [];
    const log = new AlarmLog(
      () => new Date(2026, 2, 14, 9, 26, 53).getTime(),
      (publish) => publish(),
      (e) => pushed.push(e.content),
    );
    for (let i = 0; i < ALARMS_KEPT + 5; i++) log.raise(0x2002, LEVEL.major, `event ${i}`);
    log.log('VLAN 100 created');
    const alarms = log.alarmList();
    expect(alarms).toHaveLength(ALARMS_KEPT);
    expect(alarms[0]?.content).toBe('event 5');
    expect(alarms.at(-1)?.content).toBe(`event ${ALARMS_KEPT + 4}`);
    expect(pushed).toHaveLength(ALARMS_KEPT + 5);
    expect(log.logList().at(-1)?.content).toBe('VLAN 100 created');
    expect(formatAlarmLine(alarms[0]!)).toBe('2026/03/14 09:26:53 [major] event 5');
    log.clearAlarms();
    expect(log.alarmList()).toEqual([]);
    expect(log.logList()).toHaveLength(ALARMS_KEPT);
  });
});
