import { Button, Drawer, Empty, List, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../lib/translation.ts';
import { ALARM_POPUP_LEVELS, useAlarmFeed, type AlarmPopupLevel } from '../lib/alarmFeed.ts';
import { alarmText } from '../lib/alarmText.ts';
import { useLiveAlarmSwitch } from '../lib/liveAlarms.ts';

const TAG_COLOR = { error: 'red', warning: 'orange', info: 'blue' } as const;

/** The list of recent live alarms and the choice of which ones pop up, opened from the bell (AlarmBell.tsx). */
export function AlarmDrawer() {
  const { t } = useTranslation('shell');
  const { recent, isOpen, popupLevel, setOpen, clear, setPopupLevel } = useAlarmFeed();
  const isLive = useLiveAlarmSwitch((s) => s.isEnabled);
  return (
    <Drawer
      title={t('alarm.listTitle')}
      open={isOpen}
      onClose={() => setOpen(false)}
      size={420}
      extra={
        <Button size="small" onClick={clear} disabled={recent.length === 0}>
          {t('alarm.clear')}
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <label className="olt-alarm-popup-choice">
          <span>{t('alarm.popupLabel')}</span>
          <Select<AlarmPopupLevel>
            value={popupLevel}
            onChange={setPopupLevel}
            aria-label={t('alarm.popupLabel')}
            style={{ minWidth: 200 }}
            options={ALARM_POPUP_LEVELS.map((level) => ({ value: level, label: t(`alarm.popup.${level}`) }))}
          />
        </label>
        {!isLive && <Typography.Text type="secondary">{t('alarm.off')}</Typography.Text>}
        {recent.length === 0 ? (
          <Empty description={t('alarm.empty')} />
        ) : (
          <List
            size="small"
            dataSource={recent}
            rowKey="seq"
            renderItem={(entry) => (
              <List.Item>
                <Space align="start">
                  <Tag color={TAG_COLOR[entry.severity]}>{t(`alarm.grade.${entry.grade}`)}</Tag>
                  <span>
                    <Typography.Text type="secondary">{new Date(entry.at).toLocaleTimeString()}</Typography.Text>{' '}
                    {alarmText(entry.alarm)}
                  </span>
                </Space>
              </List.Item>
            )}
          />
        )}
      </Space>
    </Drawer>
  );
}
