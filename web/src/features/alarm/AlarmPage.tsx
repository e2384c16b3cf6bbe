import { useMemo, useState } from 'react';
import { Button, Card, Flex, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { clearAlarms, setLogger } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useWriteBlock } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import { sayDeviceText } from '../../lib/deviceWords.ts';
import { confirm, showDeviceError } from '../../lib/feedback.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import {
  LEVELS,
  alarmKeys,
  downloadAlarms,
  downloadLog,
  parseAlarmLine,
  useAlarmLines,
  useLogger,
  type AlarmLine,
  type Level,
} from './alarmQueries.ts';

const LEVEL_COLOURS: Record<Level, string> = { error: 'red', major: 'orange', minor: 'gold', info: 'blue' };
const PAGE_SIZE = 20;

/**
 * Alarm Information (screens.md §9.9): the device's alarm history in its order, filtered by level and text and paged
 * (the device keeps at most 1000), in the operator's language; downloading it and the device log, PON device logging
 * on or off, and clearing the list.
 */
export function AlarmPage({ title }: { title: string }) {
  const { t, i18n } = useTranslation('alarm');
  const writeBlock = useWriteBlock('system');
  const device = useDeviceWrite();
  const lines = useAlarmLines();
  const logger = useLogger();
  const [level, setLevel] = useState<Level | 'all'>('all');
  const [search, setSearch] = useState('');

  const rows = useMemo(
    () =>
      (lines.data ?? [])
        .map(parseAlarmLine)
        .map((row) => ({ ...row, text: sayDeviceText(i18n.t, row.text) }))
        .filter((row) => level === 'all' || row.level === level)
        .filter((row) => search === '' || row.text.toLowerCase().includes(search.toLowerCase())),
    [lines.data, level, search, i18n.t],
  );
  const isLogOn = logger.data?.pondev === 1;

  const download = async (question: string, get: () => Promise<void>) => {
    if (await confirm(question)) await get().catch((err: unknown) => showDeviceError(err, t('failed')));
  };
  const toggleLog = () =>
    device.run(write(setLogger, { pondev: isLogOn ? 0 : 1 }), {
      confirm: isLogOn ? t('logOffConfirm') : t('logOnConfirm'),
      invalidate: [alarmKeys.logger],
    });
  const clear = () =>
    device.run(write(clearAlarms, {}), {
      confirm: t('clearConfirm'),
      success: t('cleared'),
      invalidate: [alarmKeys.lines],
    });

  const columns: ColumnsType<AlarmLine> = [
    { title: t('time'), dataIndex: 'time', key: 'time', width: 180 },
    {
      title: t('level'),
      dataIndex: 'level',
      key: 'level',
      width: 100,
      render: (l: Level | null) =>
        l && <Tag color={LEVEL_COLOURS[l]}>{i18n.t(`value.alarmLevel.${l}`, { ns: 'deviceWords' })}</Tag>,
    },
    { title: t('content'), dataIndex: 'text', key: 'text' },
  ];
  const writeButton = (label: string, onClick: () => unknown) => (
    <Button disabled={writeBlock !== null} title={writeBlock ?? undefined} onClick={() => void onClick()}>
      {label}
    </Button>
  );

  return (
    <Card variant="borderless" data-page="alarm">
      <PageHeader title={title} />
      <Flex vertical gap="middle">
        <Flex gap="small" wrap align="center">
          <Button type="primary" onClick={() => void lines.refetch()}>
            {t('refresh')}
          </Button>
          <Button onClick={() => void download(t('downloadConfirm'), downloadAlarms)}>{t('download')}</Button>
          {writeButton(isLogOn ? t('logOff') : t('logOn'), toggleLog)}
          <Button onClick={() => void download(t('downloadLogConfirm'), downloadLog)}>{t('downloadLog')}</Button>
          {writeButton(t('clear'), clear)}
          {logger.data && (
            <Typography.Text type="secondary" data-testid="log-state">
              {t('logState', { state: isLogOn ? t('on') : t('off') })}
            </Typography.Text>
          )}
        </Flex>
        <Space wrap>
          <Select
            aria-label={t('level')}
            virtual={false}
            value={level}
            onChange={setLevel}
            style={{ width: 140 }}
            options={[
              { value: 'all', label: t('allLevels') },
              ...LEVELS.map((l) => ({ value: l, label: i18n.t(`value.alarmLevel.${l}`, { ns: 'deviceWords' }) })),
            ]}
          />
          <Input.Search aria-label={t('search')} placeholder={t('search')} allowClear onSearch={setSearch} />
        </Space>
        <Table<AlarmLine>
          size="small"
          rowKey="key"
          columns={columns}
          dataSource={rows}
          loading={lines.isFetching}
          locale={{ emptyText: t('empty') }}
          pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, showTotal: (count) => t('count', { count }) }}
        />
      </Flex>
    </Card>
  );
}
