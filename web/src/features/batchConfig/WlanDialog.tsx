import { useState } from 'react';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import {
  WLAN_ENCRYPTIONS,
  WLAN_MODES,
  WLAN_PASSWORD_CHARS,
  isSsid,
  onuLabel,
  setOnuWlan,
  setPonWlan,
  type WlanRow,
} from '@olt/protocol';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { batchKeys } from './batchQueries.ts';

interface Values {
  encrypt: number;
  ssid: string;
  password: string;
}
const bandOf = (row: WlanRow | undefined, mode: number): Values =>
  !row
    ? { encrypt: WLAN_ENCRYPTIONS.wpa2, ssid: '', password: '' }
    : mode === WLAN_MODES.band5
      ? { encrypt: row.encrypt_5g, ssid: row.ssid_5g, password: row.password_5g }
      : { encrypt: row.encrypt, ssid: row.ssid, password: row.password };

/**
 * One radio of one HGU (ONU-26), or of every HGU of the PON (BAT-05 with `onu_id` 0) when no row is given. Switching
 * the band shows that band's stored values; an unchanged form is not sent.
 */
export function WlanDialog(props: {
  portId: number;
  portName: string;
  row?: WlanRow;
  hasBand5: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['batchConfig', 'common']);
  const { portId, row } = props;
  const [mode, setMode] = useState<number>(WLAN_MODES.band24);
  const [form] = Form.useForm<Values>();
  const device = useDeviceWrite();
  const stored = bandOf(row, mode);
  const encrypt = Form.useWatch('encrypt', form);

  const submit = async (values: Values) => {
    if (
      row &&
      values.encrypt === stored.encrypt &&
      values.ssid === stored.ssid &&
      values.password === stored.password
    ) {
      toast.info(t('wlan.unchanged'));
      return;
    }
    const setting = { mode, ...values, password: values.encrypt === WLAN_ENCRYPTIONS.none ? '' : values.password };
    const step = row
      ? write(setOnuWlan, { port_id: portId, onu_id: row.onu_id, ...setting })
      : write(setPonWlan, { port_id: portId, onu_id: 0, ...setting });
    const result = await device.run(step, {
      confirm: row ? undefined : t('wlan.confirmAll', { port: props.portName }),
      success: row
        ? t('wlan.saved', { onu: onuLabel(portId, row.onu_id) })
        : t('wlan.savedAll', { port: props.portName }),
      invalidate: [batchKeys.wlan(portId)],
    });
    if (!result.hasFailed && !result.isCancelled) props.onClose();
  };

  return (
    <Modal
      open
      title={
        row ? t('wlan.title', { onu: onuLabel(portId, row.onu_id) }) : t('wlan.titleAll', { port: props.portName })
      }
      okText={t('apply')}
      cancelText={t('common:cancel')}
      confirmLoading={device.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={stored}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item label={t('wlan.onu')}>{row ? onuLabel(portId, row.onu_id) : t('wlan.all')}</Form.Item>
        <Form.Item label={t('wlan.mode')}>
          <Radio.Group
            value={mode}
            onChange={(e) => {
              // the form keeps what was typed per field: the other band's stored values are put in explicitly
              const next = e.target.value as number;
              setMode(next);
              form.setFieldsValue(bandOf(row, next));
            }}
            options={[
              { value: WLAN_MODES.band24, label: '2.4G' },
              ...(props.hasBand5 ? [{ value: WLAN_MODES.band5, label: '5G' }] : []),
            ]}
          />
        </Form.Item>
        <Form.Item name="encrypt" label={t('wlan.encrypt')}>
          <Select
            aria-label={t('wlan.encrypt')}
            options={(Object.keys(WLAN_ENCRYPTIONS) as (keyof typeof WLAN_ENCRYPTIONS)[]).map((k) => ({
              value: WLAN_ENCRYPTIONS[k],
              label: t(`wlan.encryptions.${k}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="ssid"
          label="SSID"
          extra={t('wlan.ssidHint')}
          rules={[
            {
              required: true,
              validator: (_r, v: string | undefined) =>
                v && isSsid(v) ? Promise.resolve() : Promise.reject(new Error(t('wlan.ssidRule'))),
            },
          ]}
        >
          <Input aria-label="SSID" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('wlan.password')}
          dependencies={['encrypt']}
          rules={[
            {
              validator: (_r, v: string | undefined) =>
                encrypt === WLAN_ENCRYPTIONS.none ||
                ((v ?? '').length >= WLAN_PASSWORD_CHARS.min && (v ?? '').length <= WLAN_PASSWORD_CHARS.max)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('wlan.passwordRule', WLAN_PASSWORD_CHARS))),
            },
          ]}
        >
          <Input.Password
            aria-label={t('wlan.password')}
            autoComplete="new-password"
            disabled={encrypt === WLAN_ENCRYPTIONS.none}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
