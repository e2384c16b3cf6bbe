import { CloseOutlined } from '../components/plain/plainIcons.ts';
import { useTranslation } from '../lib/translation.ts';
import { useAlarmFeed } from '../lib/alarmFeed.ts';
import { closeAlarmPopups, useAlarmPopup } from '../lib/alarmPopups.ts';
import { alarmText } from '../lib/alarmText.ts';

/**
 * The live alarm the operator chose to be told of, in the top bar beside the bell: it covers nothing of the page,
 * stays until dismissed (one click) or the list is opened, and a burst shows as its newest with a count.
 */
export function AlarmPopup() {
  const { t } = useTranslation('shell');
  const latest = useAlarmPopup((s) => s.latest);
  const more = useAlarmPopup((s) => s.more);
  if (!latest) return null;
  const text = alarmText(latest.alarm);
  const grade = t(`alarm.grade.${latest.grade}`);
  return (
    <div className={`olt-alarm-popup olt-alarm-popup--${latest.severity}`} role="status">
      <button
        type="button"
        className="olt-alarm-popup__open"
        title={t('alarm.openList')}
        onClick={() => {
          closeAlarmPopups();
          useAlarmFeed.getState().setOpen(true);
        }}
      >
        <span className="olt-alarm-popup__grade">{grade}</span>
        <span className="olt-alarm-popup__text" title={text}>
          {text}
        </span>
        {more > 0 && <span className="olt-alarm-popup__more">{t('alarm.more', { count: more })}</span>}
      </button>
      <button
        type="button"
        className="olt-alarm-popup__close"
        aria-label={t('alarm.dismiss')}
        onClick={closeAlarmPopups}
      >
        <CloseOutlined />
      </button>
    </div>
  );
}
