/**
 * An alarm's weight as operators name it, from the device's level (api.md §1.12): 0 critical (a PON down, a fibre
 * cut), 1 major (one ONU's lost signal), 2 minor (a dying gasp), 3 an event (back online, a setting applied). The
 * colour stays the original console's (`alarmSeverity`, levels 1 and 2 both warning); the name tells them apart.
 */
export const ALARM_GRADES = ['critical', 'major', 'minor', 'event'] as const;
export type AlarmGrade = (typeof ALARM_GRADES)[number];

export function alarmGrade(level: number): AlarmGrade {
  return ALARM_GRADES[level] ?? 'event';
}
