import { useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import {
  SLA_FIELDS,
  SLA_KBPS,
  SLA_TYPES,
  onuLabel,
  setOnuBandwidth,
  type Bandwidth,
  type SlaField,
  type SlaType,
} from '@olt/protocol';
import { write } from '../../lib/deviceWrite.ts';
import { fieldValue, paramField, paramRules } from '../../lib/schemaRules.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { slaKeys } from './slaQueries.ts';
import { slaRuleKey, type SlaRuleKey } from './slaRules.ts';

type Values = { sla_type: SlaType } & Partial<Record<SlaField, string>>;
const FIELDS: readonly SlaField[] = ['fix', 'assure', 'max'];

/** How the toast names each rate of an SLA type. */
const RATE_WORDS = { fix: 'done.slaFix', assure: 'done.slaAssure', max: 'done.slaMax' } as const;

/**
 * The upstream profile of one ONU, or the same profile for every ticked ONU (one request each; a refusal does not
 * stop the others). Only the fields the chosen type uses are offered; the others are sent as 0.
 */
export function SlaDialog({ rows, onClose }: { rows: Bandwidth[]; onClose: () => void }) {
  const { t } = useTranslation('pon');
  const [form] = Form.useForm<Values>();
  const device = useDeviceWrite();
  const [broken, setBroken] = useState<SlaRuleKey | null>(null);
  const first = rows[0];
  const type = Form.useWatch('sla_type', form) ?? first?.sla_type ?? 'type1';
  const initial: Values = first
    ? { sla_type: first.sla_type, fix: String(first.fix), assure: String(first.assure), max: String(first.max) }
    : { sla_type: 'type1' };
  const target =
    rows.length === 1 && first ? onuLabel(first.port_id, first.onu_id) : t('sla.many', { count: rows.length });

  const submit = async (values: Values) => {
    const kbps = (f: SlaField) =>
      SLA_FIELDS[values.sla_type].includes(f) ? Number(fieldValue(paramField(setOnuBandwidth.param, f), values[f])) : 0;
    const numbers = { fix: kbps('fix'), assure: kbps('assure'), max: kbps('max') };
    const rule = slaRuleKey(values.sla_type, numbers);
    setBroken(rule);
    if (rule) return;
    const result = await device.run(
      rows.map((r) =>
        write(setOnuBandwidth, { port_id: r.port_id, onu_id: r.onu_id, sla_type: values.sla_type, ...numbers }),
      ),
      rows.length > 1
        ? {
            parallel: 4,
            invalidate: [slaKeys.all],
            summary: (r, worst) =>
              r.failed === 0
                ? { kind: 'success', text: t('sla.setMany', { count: r.done }) }
                : {
                    kind: r.done > 0 ? 'warning' : 'error',
                    text: t('sla.setPart', { done: r.done, failed: r.failed, reason: worst?.message ?? '' }),
                  },
          }
        : {
            invalidate: [slaKeys.all],
            success: t('done.slaSet', {
              onu: target,
              type: t(`sla.types.${values.sla_type}`),
              rates: SLA_FIELDS[values.sla_type].map((f) => t(RATE_WORDS[f], { kbps: numbers[f] })),
            }),
          },
    );
    if (result.isClean) onClose();
  };

  return (
    <Modal
      open
      title={t('sla.dialogTitle', { target })}
      okText={t('action.apply')}
      confirmLoading={device.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="sla_type" label={t('sla.type')} extra={t(`sla.typeHelp.${type}`)}>
          <Select
            aria-label={t('sla.type')}
            options={SLA_TYPES.map((value) => ({ value, label: t(`sla.types.${value}`) }))}
          />
        </Form.Item>
        {FIELDS.filter((f) => SLA_FIELDS[type].includes(f)).map((f) => (
          <Form.Item
            key={f}
            name={f}
            label={t(`sla.${f}`)}
            rules={paramRules(setOnuBandwidth.param, f, {
              required: true,
              message: t('sla.rule.range', { min: SLA_KBPS.min, max: SLA_KBPS.max }),
            })}
          >
            <Input inputMode="numeric" autoComplete="off" suffix="kbps" />
          </Form.Item>
        ))}
        {broken && (
          <Alert type="error" showIcon title={t(`sla.rule.${broken}`, { min: SLA_KBPS.min, max: SLA_KBPS.max })} />
        )}
      </Form>
    </Modal>
  );
}
