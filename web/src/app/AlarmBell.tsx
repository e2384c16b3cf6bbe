import { lazy } from 'react';
import { BellOutlined } from '../components/plain/plainIcons.ts';
import { useTranslation } from '../lib/translation.ts';
import { useAlarmFeed } from '../lib/alarmFeed.ts';
import { closeAlarmPopups } from '../lib/alarmPopups.ts';
import { AntdScope } from '../lib/antdScope.tsx';
import { AlarmPopup } from './AlarmPopup.tsx';

const AlarmDrawer = lazy(() => import('./AlarmDrawer.tsx').then((m) => ({ default: m.AlarmDrawer })));
const BADGE_MAX = 99;

/** The bell of the top bar: a count of new live alarms; it opens the list of recent ones (AlarmDrawer.tsx). */
export function AlarmBell() {
  const { t } = useTranslation('shell');
  const unread = useAlarmFeed((s) => s.unread);
  const isOpen = useAlarmFeed((s) => s.isOpen);

  return (
    <>
      <AlarmPopup />
      <button
        type="button"
        className="olt-topbar-button olt-bell"
        aria-label={t('alarm.bell', { count: unread })}
        onClick={() => {
          closeAlarmPopups();
          useAlarmFeed.getState().setOpen(true);
        }}
      >
        <BellOutlined />
        {unread > 0 && (
          <span className="plain-badge olt-bell-count" aria-hidden="true">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
      </button>
      {isOpen && (
        <AntdScope>
          <AlarmDrawer />
        </AntdScope>
      )}
    </>
  );
}
