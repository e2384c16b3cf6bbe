import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation.ts';
import { alarmGrade, alarmSeverity } from '@olt/protocol';
import { alarmText } from '../../lib/alarmText.ts';
import { PlainEmpty } from '../../components/plain/PlainEmpty.tsx';
import { useTheme } from '../../lib/theme.ts';
import { useRecentAlarms } from './statusQueries.ts';
import { useAddition } from '../../lib/capabilities.ts';
import { StatusCard } from './StatusCard.tsx';
import { paleShade } from './paleShade.ts';

/** The newest alarms with level, time and text; the full list is on the alarm page. */
export function AlarmsCard() {
  const { t } = useTranslation(['status', 'forward']);
  const isOffered = useAddition('ALM-X1');
  const alarms = useRecentAlarms(isOffered);
  // information is tagged in the theme colour on its palest shade, as Ant Design's "processing" tag is
  const infoBackground = paleShade(useTheme((s) => s.color));
  return (
    <StatusCard
      title={t('alarms.title')}
      isList
      extra={
        <Link to="/advanced_setting/alarm" className="olt-status-link">
          {t('alarms.all')}
        </Link>
      }
    >
      {!isOffered ? (
        <PlainEmpty picture="simple" description={t('forward:alarms')} />
      ) : !alarms.data ? (
        alarms.isError ? (
          <PlainEmpty description={t('loadFailed')} />
        ) : (
          <div className="plain-skeleton" aria-hidden="true">
            <span style={{ width: '38%' }} />
            <span />
            <span />
            <span style={{ width: '61%' }} />
          </div>
        )
      ) : alarms.data.length === 0 ? (
        <PlainEmpty picture="simple" description={t('alarms.none')} />
      ) : (
        <ul className="olt-status-alarms" aria-label={t('alarms.title')}>
          {alarms.data.map((alarm, index) => {
            const severity = alarmSeverity(alarm.level);
            const text = alarmText(alarm);
            return (
              <li key={`${alarm.time}-${alarm.alarm_id}-${index}`}>
                <span
                  className={`olt-status-tag olt-status-tag--${severity}`}
                  style={severity === 'info' ? { background: infoBackground } : undefined}
                >
                  {t(`alarms.grades.${alarmGrade(alarm.level)}`)}
                </span>
                <span className="olt-status-alarm">
                  {/* in the console's language where it knows the device's words, as the bell's list and pop-up */}
                  <span className="olt-status-ellipsis" title={text}>
                    {text}
                  </span>
                  <span className="olt-status-small olt-status-faint">{alarm.time}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </StatusCard>
  );
}
