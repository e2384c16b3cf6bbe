import { Button, DatePicker, Form, Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { ALARM_SOURCES, alarmPage, type AlarmFilter, type AlarmSource } from '@olt/protocol';
import { filterPorts, portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { paramRules } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { LEVELS } from './alarmQueries.ts';

interface FilterValues {
  level?: number;
  source?: AlarmSource;
  port_id?: number;
  /** as typed: the rules say when it is not an ONU id */
  onu_id?: string;
  search?: string;
  time?: [Dayjs | null, Dayjs | null] | null;
}

/** The filter the device takes: empty fields left out, times as Unix seconds, a port only where the source has one. */
export function filterOf(values: FilterValues): AlarmFilter {
  const [since, until] = values.time ?? [null, null];
  const search = values.search?.trim();
  const hasPort = values.source !== 'system' && values.port_id !== undefined;
  return {
    ...(values.level === undefined ? {} : { level: values.level }),
    ...(values.source ? { source: values.source } : {}),
    ...(hasPort ? { port_id: values.port_id } : {}),
    ...(hasPort && values.source === 'onu' && values.onu_id?.trim() ? { onu_id: Number(values.onu_id) } : {}),
    ...(search ? { search } : {}),
    ...(since ? { since: since.unix() } : {}),
    ...(until ? { until: until.unix() } : {}),
  };
}

/** Level and more severe, source, port or ONU, words and time; Search reads the first page. */
export function AlarmFilterBar({ onSearch }: { onSearch: (filter: AlarmFilter) => void }) {
  const { t, i18n } = useTranslation('alarm');
  const [form] = Form.useForm<FilterValues>();
  const source = Form.useWatch('source', form);
  const ports = usePortOptions();
  const portChoices = filterPorts(ports, source === 'port' ? 'uplink' : source === undefined ? 'port' : 'pon');
  const levelName = (l: (typeof LEVELS)[number]) => i18n.t(`value.alarmLevel.${l}`, { ns: 'deviceWords' });
  return (
    <Form<FilterValues>
      form={form}
      layout="inline"
      onFinish={(v) => onSearch(filterOf(v))}
      onValuesChange={(change: FilterValues) => {
        if ('source' in change) form.setFieldsValue({ port_id: undefined, onu_id: undefined });
      }}
      style={{ rowGap: 8 }}
    >
      <Form.Item name="level" label={t('level')}>
        <Select
          allowClear
          virtual={false}
          placeholder={t('allLevels')}
          style={{ width: 150 }}
          options={LEVELS.slice(0, -1).map((l, level) => ({
            value: level,
            label: level === 0 ? levelName(l) : t('levelAndAbove', { level: levelName(l) }),
          }))}
        />
      </Form.Item>
      <Form.Item name="source" label={t('filter.source')}>
        <Select
          allowClear
          virtual={false}
          placeholder={t('filter.any')}
          style={{ width: 110 }}
          options={ALARM_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="port_id" label={t('filter.port')}>
        <Select
          allowClear
          virtual={false}
          disabled={source === 'system'}
          placeholder={t('filter.any')}
          style={{ width: 120 }}
          options={portChoices.map((p) => ({ value: p.id, label: portOptionLabel(p) }))}
        />
      </Form.Item>
      <Form.Item
        name="onu_id"
        label={t('filter.onu')}
        rules={paramRules(alarmPage.query, 'onu_id')}
        dependencies={['source']}
      >
        <Input disabled={source !== 'onu'} style={{ width: 80 }} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="search" label={t('filter.search')} rules={paramRules(alarmPage.query, 'search')}>
        <Input allowClear style={{ width: 150 }} placeholder={t('filter.searchHint')} />
      </Form.Item>
      <Form.Item name="time" label={t('time')}>
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('filter.apply')}
        </Button>
      </Form.Item>
    </Form>
  );
}
