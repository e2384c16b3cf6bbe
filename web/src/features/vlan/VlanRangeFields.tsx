import { Flex, Form, InputNumber, Typography, type FormRule as Rule } from 'antd';
import { useTranslation } from 'react-i18next';
import { VLAN_ID } from '@olt/protocol';

export interface VlanRangeValues {
  start: number;
  /** empty: one VLAN */
  end?: number | null;
}

/** The range as the device takes it: ordered, `end` = `start` for one VLAN (a reversed range is swapped, screens.md §8). */
export function orderedRange({ start, end }: VlanRangeValues): [number, number] {
  const last = end ?? start;
  return start <= last ? [start, last] : [last, start];
}

/** Start and optional end VLAN id, each VLAN_ID.min–VLAN_ID.max, for the create and delete dialogs. */
export function VlanRangeFields() {
  const { t } = useTranslation('vlan');
  const idRule: Rule = {
    type: 'integer',
    min: VLAN_ID.min,
    max: VLAN_ID.max,
    message: t('range.invalid', { min: VLAN_ID.min, max: VLAN_ID.max }),
  };
  const range = `${VLAN_ID.min}–${VLAN_ID.max}`;
  return (
    <Form.Item label={t('range.label')} required extra={t('range.hint')} style={{ marginBottom: 16 }}>
      <Flex align="flex-start" gap="small">
        <Form.Item name="start" noStyle rules={[{ required: true, message: t('range.startRequired') }, idRule]}>
          <InputNumber aria-label={t('range.start')} placeholder={range} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Typography.Text type="secondary" style={{ lineHeight: '32px' }}>
          –
        </Typography.Text>
        <Form.Item name="end" noStyle rules={[idRule]}>
          <InputNumber
            aria-label={t('range.end')}
            placeholder={t('range.endPlaceholder')}
            precision={0}
            style={{ width: 140 }}
          />
        </Form.Item>
      </Flex>
    </Form.Item>
  );
}
