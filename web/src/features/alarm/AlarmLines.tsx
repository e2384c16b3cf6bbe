import { useMemo, useState } from 'react';
import { Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { sayDeviceText } from '../../lib/deviceWords.ts';
import { useTranslation } from '../../lib/translation.ts';
import { LEVELS, LEVEL_COLOURS, parseAlarmLine, useAlarmLines, type AlarmLine, type Level } from './alarmQueries.ts';

const PAGE_SIZE = 20;

/**
 * The alarm list as a device of the family answers it (ALM-01, pre-formatted lines in its order): filtered by level
 * and text and paged in the browser, over at most the 1000 lines a device keeps. Shown where ALM-X2 is not offered.
 */
export function AlarmLines() {
  const { t, i18n } = useTranslation('alarm');
  const lines = useAlarmLines();
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
  return (
    <>
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
    </>
  );
}
