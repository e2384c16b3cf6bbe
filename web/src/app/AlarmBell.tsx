import { Badge, Button, Drawer, Empty, List, Select, Space, Tag, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ALARM_POPUP_LEVELS, useAlarmFeed, type AlarmPopupLevel } from '../lib/alarmFeed.ts';
import { closeAlarmPopups } from '../lib/alarmPopups.ts';
import { alarmText } from '../lib/alarmText.ts';
import { useLiveAlarmSwitch } from '../lib/liveAlarms.ts';

const TAG_COLOR = { error: 'red', warning: 'orange', info: 'blue' } as const;
const BADGE_MAX = 99;

/** The bell of the top bar: a count of new live alarms and the list of recent ones, with what pops up. */
export function AlarmBell() {
  const { t } = useTranslation('shell');
  const { recent, unread, isOpen, popupLevel, setOpen, clear, setPopupLevel } = useAlarmFeed();
  const isLive = useLiveAlarmSwitch((s) => s.isEnabled);

  const show = () => {
    closeAlarmPopups();
    setOpen(true);
  };

  return (
    <>
      <Badge count={unread} overflowCount={BADGE_MAX} size="small" offset={[-6, 6]}>
        <Button
          type="text"
          className="olt-topbar-button"
          icon={<BellOutlined />}
          aria-label={t('alarm.bell', { count: unread })}
          onClick={show}
        />
      </Badge>
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
                    <Tag color={TAG_COLOR[entry.severity]}>{t(`alarm.severity.${entry.severity}`)}</Tag>
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
    </>
  );
}
