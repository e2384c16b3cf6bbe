import { Flex, Form, Typography } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { VLAN_ID, vlanDestroyRange } from '@olt/protocol';
import { fieldValue, paramField, schemaRules } from '../../lib/schemaRules.ts';
import { VlanIdInput } from './VlanIdInput.tsx';

/** As typed: whole numbers as text, checked by the range endpoints' VLAN id schema. */
export interface VlanRangeValues {
  start: string;
  /** empty: one VLAN */
  end?: string | null;
}

const VLAN_ID_FIELD = paramField(vlanDestroyRange.param, 'vlanid_s');

/** The range as the device takes it: ordered, `end` = `start` for one VLAN (a reversed range is swapped, screens.md §8). */
export function orderedRange({ start, end }: VlanRangeValues): [number, number] {
  const first = Number(fieldValue(VLAN_ID_FIELD, start));
  const last = end === undefined || end === null || end === '' ? first : Number(fieldValue(VLAN_ID_FIELD, end));
  return first <= last ? [first, last] : [last, first];
}

/** Start and optional end VLAN id, each VLAN_ID.min–VLAN_ID.max, for the create and delete dialogs. */
export function VlanRangeFields() {
  const { t } = useTranslation('vlan');
  const message = t('range.invalid', { min: VLAN_ID.min, max: VLAN_ID.max });
  const idRules = schemaRules(VLAN_ID_FIELD, { message });
  return (
    <Form.Item label={t('range.label')} required extra={t('range.hint')} style={{ marginBottom: 16 }}>
      <Flex align="flex-start" gap="small">
        <Form.Item name="start" noStyle rules={[{ required: true, message: t('range.startRequired') }, ...idRules]}>
          <VlanIdInput aria-label={t('range.start')} style={{ width: 140 }} />
        </Form.Item>
        <Typography.Text type="secondary" style={{ lineHeight: '32px' }}>
          –
        </Typography.Text>
        <Form.Item name="end" noStyle rules={schemaRules(VLAN_ID_FIELD.optional(), { message })}>
          <VlanIdInput aria-label={t('range.end')} placeholder={t('range.endPlaceholder')} style={{ width: 140 }} />
        </Form.Item>
      </Flex>
    </Form.Item>
  );
}
