import { Button, DatePicker, Form, Input, Select } from 'antd';
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { LOG_LEVELS, LOG_MODULES, logLines, type LogFilter, type LogModule } from '@olt/protocol';
import { paramRules } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';

interface FilterValues {
  module?: LogModule;
  level?: number;
  search?: string;
  time?: [Dayjs | null, Dayjs | null] | null;
}

/** The filter the device takes: empty fields left out, times as Unix seconds. */
function filterOf(values: FilterValues): LogFilter {
  const [since, until] = values.time ?? [null, null];
  const search = values.search?.trim();
  return {
    ...(values.module ? { module: values.module } : {}),
    ...(values.level === undefined ? {} : { level: values.level }),
    ...(search ? { search } : {}),
    ...(since ? { since: since.unix() } : {}),
    ...(until ? { until: until.unix() } : {}),
  };
}

/** Module, least level, words and time; Search reads the first page, Download takes every kept line. */
export function DeviceLogFilterBar({
  onSearch,
  onDownload,
}: {
  onSearch: (filter: LogFilter) => void;
  onDownload: () => void;
}) {
  const { t } = useTranslation('deviceLog');
  return (
    <Form<FilterValues> layout="inline" onFinish={(v) => onSearch(filterOf(v))} style={{ rowGap: 8 }}>
      <Form.Item name="module" label={t('filter.module')}>
        <Select
          allowClear
          virtual={false}
          placeholder={t('filter.any')}
          style={{ width: 110 }}
          options={LOG_MODULES.map((m) => ({ value: m, label: t(`module.${m}`) }))}
        />
      </Form.Item>
      <Form.Item name="level" label={t('filter.level')}>
        <Select
          allowClear
          virtual={false}
          placeholder={t('filter.any')}
          style={{ width: 140 }}
          options={LOG_LEVELS.map((name, level) => ({ value: level, label: t(`level.${name}`) }))}
        />
      </Form.Item>
      <Form.Item name="search" label={t('filter.search')} rules={paramRules(logLines.query, 'search')}>
        <Input allowClear style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="time" label={t('filter.time')}>
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('filter.apply')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button icon={<DownloadOutlined />} onClick={onDownload}>
          {t('download')}
        </Button>
      </Form.Item>
    </Form>
  );
}
