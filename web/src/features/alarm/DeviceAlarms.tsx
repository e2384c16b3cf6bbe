import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { onuLabel, type AlarmFilter, type AlarmRow } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { Pager } from '../../components/Pager.tsx';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { useAlarmFeed } from '../../lib/alarmFeed.ts';
import { sayDeviceText } from '../../lib/deviceWords.ts';
import { useTranslation } from '../../lib/translation.ts';
import { AlarmFilterBar } from './AlarmFilterBar.tsx';
import { ALARM_PAGE_SIZE, LEVELS, LEVEL_COLOURS, alarmKeys, useAlarmPage } from './alarmQueries.ts';

/**
 * The alarm list as the device files it (ALM-X2): filtered and paged on the device, each alarm with what it is about.
 * A live alarm (over /ws) reads the first page again; on a later page the operator is told how many arrived.
 */
export function DeviceAlarms() {
  const { t, i18n } = useTranslation('alarm');
  const [filter, setFilter] = useState<AlarmFilter>({});
  const [page, setPage] = useState(1);
  const alarms = useAlarmPage(filter, page);
  const arrived = useArrived(page === 1);
  const ports = usePortOptions();
  const portLabel = (id: number) => {
    const port = ports.find((p) => p.id === id);
    return port ? portOptionLabel(port) : String(id);
  };
  const levelName = (level: number) => {
    const name = LEVELS[level];
    return name ? i18n.t(`value.alarmLevel.${name}`, { ns: 'deviceWords' }) : String(level);
  };

  const columns: TableColumnsType<AlarmRow> = [
    { title: t('time'), dataIndex: 'time', key: 'time', width: 170 },
    {
      title: t('level'),
      key: 'level',
      width: 90,
      render: (_, row) => <Tag color={LEVEL_COLOURS[LEVELS[row.level] ?? 'info']}>{levelName(row.level)}</Tag>,
    },
    {
      title: t('filter.source'),
      key: 'source',
      width: 120,
      render: (_, row) => {
        if (row.source === 'system' || row.port_id === undefined) return t('source.system');
        return row.onu_id === undefined ? portLabel(row.port_id) : onuLabel(row.port_id, row.onu_id);
      },
    },
    { title: t('content'), key: 'content', render: (_, row) => sayDeviceText(i18n.t, row.content) },
  ];
  const data = alarms.data;
  const total = data?.total ?? 0;
  return (
    <Flex vertical gap="small">
      <AlarmFilterBar
        onSearch={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <Flex gap="small" wrap align="center">
        {data && (
          <Space size={4} wrap data-testid="alarm-levels">
            {LEVELS.map((name, level) => (
              <Tag key={name} color={LEVEL_COLOURS[name]}>
                {t('levelCount', { level: levelName(level), count: data.levels[level] ?? 0 })}
              </Tag>
            ))}
          </Space>
        )}
        {arrived > 0 && (
          <Button size="small" type="link" onClick={() => setPage(1)}>
            {t('arrived', { count: arrived })}
          </Button>
        )}
      </Flex>
      <DataTable<AlarmRow>
        rowKey="seq"
        columns={columns}
        dataSource={data?.rows}
        loading={alarms.isLoading}
        locale={{ emptyText: t('empty') }}
        pageSize={false}
        size="small"
      />
      <Flex justify="space-between" align="center" wrap>
        <Typography.Text type="secondary">{data && t('count', { count: total })}</Typography.Text>
        {total > ALARM_PAGE_SIZE && (
          <Pager total={total} current={page} onChange={setPage} pageSize={ALARM_PAGE_SIZE} />
        )}
      </Flex>
    </Flex>
  );
}

/**
 * Live alarms heard while the operator reads a later page; on the first page each one reads the page again instead.
 * The count starts again whenever the first page is shown.
 */
function useArrived(isFirstPage: boolean): number {
  const client = useQueryClient();
  const newest = useAlarmFeed((s) => s.recent[0]?.seq ?? 0);
  const [seen, setSeen] = useState({ newest, onLater: 0 });
  // adjusted while rendering (react.dev, "You might not need an effect"): no paint with a stale count
  if (newest !== seen.newest) setSeen({ newest, onLater: isFirstPage ? 0 : seen.onLater + newest - seen.newest });
  else if (isFirstPage && seen.onLater > 0) setSeen({ newest, onLater: 0 });
  const [atMount] = useState(newest);
  const isLive = isFirstPage && newest !== atMount;
  useEffect(() => {
    if (isLive) void client.invalidateQueries({ queryKey: alarmKeys.page });
  }, [client, newest, isLive]);
  return seen.onLater;
}
