import { Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { alarmSeverity } from '@olt/protocol';
import { useRecentAlarms } from './statusQueries.ts';

const TAG_COLOR = { error: 'error', warning: 'warning', info: 'processing' } as const;

/** The newest alarms with level, time and text; the full list is on the alarm page. */
export function AlarmsCard() {
  const { t } = useTranslation('status');
  const alarms = useRecentAlarms();
  return (
    <Card
      size="small"
      title={t('alarms.title')}
      style={{ height: '100%' }}
      extra={<Link to="/advanced_setting/alarm">{t('alarms.all')}</Link>}
      styles={{ body: { paddingTop: 4, paddingBottom: 4 } }}
    >
      {!alarms.data ? (
        alarms.isError ? (
          <Empty description={t('loadFailed')} />
        ) : (
          <Skeleton active />
        )
      ) : alarms.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('alarms.none')} />
      ) : (
        <ul className="olt-status-alarms" aria-label={t('alarms.title')}>
          {alarms.data.map((alarm, index) => {
            const severity = alarmSeverity(alarm.level);
            return (
              <li key={`${alarm.time}-${alarm.alarm_id}-${index}`}>
                <Flex align="flex-start" gap={8}>
                  <Tag color={TAG_COLOR[severity]} style={{ marginInlineEnd: 0, minWidth: 44, textAlign: 'center' }}>
                    {t(`alarms.levels.${severity}`)}
                  </Tag>
                  <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                    {/* device texts stay in the device's words (STYLE.md §7) */}
                    <Typography.Text ellipsis={{ tooltip: alarm.content }}>{alarm.content}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {alarm.time}
                    </Typography.Text>
                  </Flex>
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
