import { Button, DatePicker, Form, Input, Select } from 'antd';
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import type { Dayjs } from 'dayjs';
import { AUDIT_KINDS, AUDIT_RESULTS, PERMISSION_AREAS, auditList, type AuditFilter } from '@olt/protocol';
import { paramRules } from '../../lib/schemaRules.ts';

interface FilterValues {
  user?: string;
  area?: AuditFilter['area'];
  result?: AuditFilter['result'];
  kind?: AuditFilter['kind'];
  time?: [Dayjs | null, Dayjs | null] | null;
}

/** The filter the device takes: empty fields left out, times as Unix seconds. */
function filterOf(values: FilterValues): AuditFilter {
  const [since, until] = values.time ?? [null, null];
  const user = values.user?.trim();
  return {
    ...(user ? { user } : {}),
    ...(values.area ? { area: values.area } : {}),
    ...(values.result ? { result: values.result } : {}),
    ...(values.kind ? { kind: values.kind } : {}),
    ...(since ? { since: since.unix() } : {}),
    ...(until ? { until: until.unix() } : {}),
  };
}

interface AuditFilterBarProps {
  onSearch: (filter: AuditFilter) => void;
  onExport: (filter: AuditFilter) => void;
  isExporting: boolean;
}

/** User, area, result, kind and time; Search reads the first page, Export CSV takes every matching entry. */
export function AuditFilterBar({ onSearch, onExport, isExporting }: AuditFilterBarProps) {
  const { t } = useTranslation('audit');
  const [form] = Form.useForm<FilterValues>();
  const any = t('filter.any');
  const choice = <K extends string>(names: readonly K[], label: (k: K) => string) =>
    names.map((value) => ({ value, label: label(value) }));
  return (
    <Form<FilterValues> form={form} layout="inline" onFinish={(v) => onSearch(filterOf(v))} style={{ rowGap: 8 }}>
      <Form.Item name="user" label={t('filter.user')} rules={paramRules(auditList.query, 'user')}>
        <Input allowClear style={{ width: 130 }} />
      </Form.Item>
      <Form.Item name="area" label={t('filter.area')}>
        <Select
          allowClear
          placeholder={any}
          style={{ width: 120 }}
          options={choice(PERMISSION_AREAS, (a) => t(`area.${a}`))}
        />
      </Form.Item>
      <Form.Item name="result" label={t('filter.result')}>
        <Select
          allowClear
          placeholder={any}
          style={{ width: 120 }}
          options={choice(AUDIT_RESULTS, (r) => t(`result.${r}`))}
        />
      </Form.Item>
      <Form.Item name="kind" label={t('filter.kind')}>
        <Select
          allowClear
          placeholder={any}
          style={{ width: 110 }}
          options={choice(AUDIT_KINDS, (k) => t(`kind.${k}`))}
        />
      </Form.Item>
      <Form.Item name="time" label={t('filter.time')}>
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('filter.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          icon={<DownloadOutlined />}
          loading={isExporting}
          onClick={() => onExport(filterOf(form.getFieldsValue()))}
        >
          {t('filter.csv')}
        </Button>
      </Form.Item>
    </Form>
  );
}
