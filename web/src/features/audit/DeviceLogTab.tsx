import { useState } from 'react';
import { Alert, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { LOG_LEVELS, type LogFilter, type LogLine } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { Pager } from '../../components/Pager.tsx';
import { useMayRead } from '../../lib/access.ts';
import { useAddition } from '../../lib/capabilities.ts';
import { sayDeviceText } from '../../lib/deviceWords.ts';
import { showDeviceError } from '../../lib/feedback.ts';
import { useTranslation } from '../../lib/translation.ts';
import { DeviceLogFilterBar } from './DeviceLogFilterBar.tsx';
import { LogLevelTable } from './LogLevelTable.tsx';
import { LOG_PAGE_SIZE, downloadDeviceLog, useLogLines } from './deviceLogQueries.ts';
import { levelColour } from './logLevelColours.ts';

/** The device log: the level of each module (LOG-X1/X2) and the lines kept, paged on the device (LOG-X3/X4). */
export function DeviceLogTab() {
  const { t } = useTranslation(['deviceLog', 'forward']);
  const mayRead = useMayRead('system');
  const isOffered = useAddition('LOG-X1');
  if (!mayRead || !isOffered) {
    return <Alert type="info" showIcon title={isOffered ? t('noAccess') : t('forward:deviceLog')} />;
  }
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('subtitle')}
      </Typography.Paragraph>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('levelsTitle')}
      </Typography.Title>
      <LogLevelTable />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('linesTitle')}
      </Typography.Title>
      <LogLines />
    </Flex>
  );
}

function LogLines() {
  const { t, i18n } = useTranslation('deviceLog');
  const [filter, setFilter] = useState<LogFilter>({});
  const [page, setPage] = useState(1);
  const lines = useLogLines(filter, page);
  const columns: TableColumnsType<LogLine> = [
    { title: t('column.time'), dataIndex: 'time', key: 'time', width: 170 },
    { title: t('column.module'), key: 'module', width: 90, render: (_, l) => t(`module.${l.module}`) },
    {
      title: t('column.level'),
      key: 'level',
      width: 110,
      render: (_, l) => {
        const name = LOG_LEVELS[l.level];
        return <Tag color={levelColour(l.level)}>{name ? t(`level.${name}`) : l.level}</Tag>;
      },
    },
    { title: t('column.text'), key: 'text', render: (_, l) => sayDeviceText(i18n.t, l.text) },
  ];
  const total = lines.data?.total ?? 0;
  return (
    <Flex vertical gap="small">
      <DeviceLogFilterBar
        onSearch={(next) => {
          setFilter(next);
          setPage(1);
        }}
        onDownload={() => void downloadDeviceLog().catch((err: unknown) => showDeviceError(err, t('downloadFailed')))}
      />
      <DataTable<LogLine>
        rowKey="seq"
        columns={columns}
        dataSource={lines.data?.rows}
        loading={lines.isLoading}
        locale={{ emptyText: t('empty') }}
        pageSize={false}
        size="small"
      />
      <Flex justify="space-between" align="center" wrap>
        <Typography.Text type="secondary">
          {t('total', { total })} · {t('refreshNote')}
        </Typography.Text>
        {total > LOG_PAGE_SIZE && <Pager total={total} current={page} onChange={setPage} pageSize={LOG_PAGE_SIZE} />}
      </Flex>
    </Flex>
  );
}
