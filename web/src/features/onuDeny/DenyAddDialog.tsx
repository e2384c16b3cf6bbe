import { Form, Input, Modal } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { denyAdd } from '@olt/protocol';
import { write } from '../../lib/deviceWrite.ts';
import { fieldLimits, paramField, paramRules } from '../../lib/schemaRules.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { DENY_CHANGES } from './denyQueries.ts';
import { badMacs, macsOf } from './denyMacs.ts';

const REASON_MAX_CHARS = fieldLimits(paramField(denyAdd.param, 'reason')).maxChars;

interface Values {
  macs: string;
  reason?: string;
}

/** Denies one MAC or many at once (one per line), each with the same reason; a refusal does not stop the others. */
export function DenyAddDialog({ portId, onClose }: { portId: number; onClose: () => void }) {
  const { t } = useTranslation('pon');
  const [form] = Form.useForm<Values>();
  const device = useDeviceWrite();

  const submit = async ({ macs, reason = '' }: Values) => {
    const list = macsOf(macs);
    const result = await device.run(
      list.map((macaddr) => write(denyAdd, { port_id: portId, macaddr, reason })),
      {
        parallel: 4,
        invalidate: DENY_CHANGES,
        summary: (r, worst) =>
          r.failed === 0
            ? { kind: 'success', text: t('deny.added', { count: r.done }) }
            : {
                kind: r.done > 0 ? 'warning' : 'error',
                text: t('deny.addedPart', { done: r.done, failed: r.failed, reason: worst?.message ?? '' }),
              },
      },
    );
    if (result.isClean) onClose();
  };

  return (
    <Modal
      open
      title={t('deny.addTitle')}
      okText={t('deny.add')}
      confirmLoading={device.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        <Form.Item
          name="macs"
          label={t('deny.macs')}
          extra={t('deny.macsHint')}
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const list = macsOf(value ?? '');
                if (list.length === 0) return Promise.reject(new Error(t('deny.macsRequired')));
                const bad = badMacs(list);
                return bad.length === 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('deny.badMac', { macs: bad.join(', ') })));
              },
            },
          ]}
        >
          <Input.TextArea
            aria-label={t('deny.macs')}
            autoSize={{ minRows: 3, maxRows: 8 }}
            placeholder="00:11:22:33:44:55"
          />
        </Form.Item>
        <Form.Item name="reason" label={t('deny.reason')} rules={paramRules(denyAdd.param, 'reason')}>
          <Input aria-label={t('deny.reason')} count={{ show: true, max: REASON_MAX_CHARS }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
