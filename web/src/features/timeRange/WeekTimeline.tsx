import { Flex, Tooltip, theme } from 'antd';
import { minuteOfDay, weekdaysOf, type RelativePeriod } from '@olt/protocol';
import { useTranslation } from '../../lib/translation.ts';

/** Monday first, as `weekdaysOf` numbers them (0 = Sunday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const DAY_MINUTES = 24 * 60;

/**
 * A range's weekly periods as a week: one bar per day, the covered hours filled in. Absolute periods bound them in
 * dates and are listed beside, not drawn.
 */
export function WeekTimeline({ periods }: { periods: readonly RelativePeriod[] }) {
  const { t } = useTranslation('acl');
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={2} style={{ minWidth: 220 }} aria-label={t('range.week')} role="img">
      {WEEK.map((day) => {
        const name = t(`range.days.${DAY_NAMES[day]}`);
        const covering = periods.filter((p) => weekdaysOf(p.day).includes(day));
        return (
          <Flex key={day} align="center" gap={6}>
            <span style={{ width: 40, fontSize: 11, color: token.colorTextSecondary }}>{name}</span>
            <div
              style={{
                position: 'relative',
                flex: 1,
                height: 8,
                background: token.colorFillSecondary,
                borderRadius: 2,
              }}
              data-day={DAY_NAMES[day]}
            >
              {covering.map((p) => {
                const start = minuteOfDay(p.stime) ?? 0;
                const end = minuteOfDay(p.etime) ?? 0;
                return (
                  <Tooltip key={`${p.day}-${p.stime}`} title={`${name} ${p.stime}–${p.etime}`}>
                    <div
                      data-period={`${p.stime}-${p.etime}`}
                      style={{
                        position: 'absolute',
                        left: `${(start / DAY_MINUTES) * 100}%`,
                        width: `${((end - start) / DAY_MINUTES) * 100}%`,
                        top: 0,
                        bottom: 0,
                        background: token.colorPrimary,
                        borderRadius: 2,
                      }}
                    />
                  </Tooltip>
                );
              })}
            </div>
          </Flex>
        );
      })}
    </Flex>
  );
}
