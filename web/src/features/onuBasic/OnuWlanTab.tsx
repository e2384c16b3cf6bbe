import { useState } from 'react';
import { Button, Flex, Form, Input, Radio, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { WLAN_ENCRYPTIONS, WLAN_MODES, clearOnuWlan, onuLabel, setOnuWlan, type OnuWlan } from '@olt/protocol';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramRules } from '../../lib/schemaRules.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { basicKeys, useWlan } from './onuBasicQueries.ts';
import { useMayWrite } from '../../lib/access.ts';

interface Values {
  encrypt: number;
  ssid: string;
  password: string;
}
const bandOf = (data: OnuWlan, mode: number): Values =>
  mode === WLAN_MODES.band5
    ? { encrypt: data.encrypt_5g, ssid: data.ssid_5g, password: data.password_5g }
    : { encrypt: data.encrypt, ssid: data.ssid, password: data.password };

/** One radio of an HGU at a time (ONU-25): set it (ONU-26) or clear it (ONU-27), each asked first. */
export function OnuWlanTab({ portId, onuId }: { portId: number; onuId: number }) {
  const { t } = useTranslation('onuDevice');
  const mayWrite = useMayWrite('onu');
  const { data } = useWlan(portId, onuId);
  const [mode, setMode] = useState<number>(WLAN_MODES.band24);
  const device = useDeviceWrite();
  const invalidate = [basicKeys.wlan(portId, onuId)];
  const ref = { port_id: portId, onu_id: onuId, mode };
  if (!data) return <Skeleton active />;
  const stored = bandOf(data, mode);
  const band = mode === WLAN_MODES.band5 ? '5G' : '2.4G';
  const onu = onuLabel(portId, onuId);
  const submit = (values: Values) => {
    if (values.encrypt === stored.encrypt && values.ssid === stored.ssid && values.password === stored.password) {
      toast.info(t('common.unchanged'));
      return;
    }
    void device.run(write(setOnuWlan, { ...ref, ...values, password: values.password ?? '' }), {
      confirm: t('wlan.confirmSet'),
      success: t('done.wlanSet', { band, onu, ssid: values.ssid }),
      invalidate,
    });
  };
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 520 }}>
      <Radio.Group
        value={mode}
        onChange={(e) => setMode(e.target.value as number)}
        options={[
          { value: WLAN_MODES.band24, label: '2.4G' },
          ...(data.wlan === 2 ? [{ value: WLAN_MODES.band5, label: '5G' }] : []),
        ]}
      />
      <Form<Values>
        key={`${mode}/${JSON.stringify(stored)}`}
        layout="vertical"
        initialValues={stored}
        onFinish={submit}
      >
        <Form.Item name="encrypt" label={t('wlan.encrypt')}>
          <Select
            aria-label={t('wlan.encrypt')}
            options={(Object.keys(WLAN_ENCRYPTIONS) as (keyof typeof WLAN_ENCRYPTIONS)[]).map((k) => ({
              value: WLAN_ENCRYPTIONS[k],
              label: t(`wlan.encryptions.${k}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="ssid" label={t('wlan.ssid')} rules={paramRules(setOnuWlan.param, 'ssid', { required: true })}>
          <Input aria-label={t('wlan.ssid')} />
        </Form.Item>
        <Form.Item noStyle shouldUpdate>
          {({ getFieldValue }) => (
            <Form.Item name="password" label={t('wlan.password')} rules={paramRules(setOnuWlan.param, 'password')}>
              <Input.Password
                aria-label={t('wlan.password')}
                disabled={getFieldValue('encrypt') === WLAN_ENCRYPTIONS.none}
              />
            </Form.Item>
          )}
        </Form.Item>
        <Flex gap="small">
          <Button disabled={!mayWrite} type="primary" htmlType="submit" loading={device.isPending}>
            {t('common.apply')}
          </Button>
          <Button
            disabled={!mayWrite}
            danger
            onClick={() =>
              void device.run(write(clearOnuWlan, ref), {
                confirm: t('wlan.confirmClear'),
                success: t('done.wlanCleared', { band, onu }),
                invalidate,
              })
            }
          >
            {t('wlan.clear')}
          </Button>
        </Flex>
      </Form>
      <Typography.Text type="secondary">{t('wlan.clearNote')}</Typography.Text>
    </Flex>
  );
}
