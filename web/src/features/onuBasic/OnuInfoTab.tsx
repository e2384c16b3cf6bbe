import { Alert, Button, Card, Col, Descriptions, Flex, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ONU_CONFIG_FLAGS, setOnuConfig, type OnuDetail, type OpticalReading } from '@olt/protocol';
import { write } from '../../lib/deviceWrite.ts';
import { onuKeys, useOnuDetail } from '../../lib/onuQueries.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { useFec, useOptics } from './onuBasicQueries.ts';
import { useMayWrite } from '../../lib/access.ts';

const FIELDS = [
  'onu_id',
  'llid',
  'onu_name',
  'onu_desc',
  'auth_mode',
  'auth_state',
  'status',
  'onu_type',
  'dev_type',
  'rtt',
  'distance',
  'macaddr',
  'loid',
  'upgrade_type',
  'ctcver',
  'software_ver',
  'hardware_ver',
  'vendor',
  'sn_model',
  'chip_model',
  'onu_chip',
  'fw_ver',
  'geports',
  'wlan',
] as const satisfies readonly (keyof OnuDetail)[];
const OPTICS = [
  'work_temprature',
  'work_voltage',
  'transmit_bias',
  'transmit_power',
  'receive_power',
] as const satisfies readonly (keyof OpticalReading)[];

/** ONU-19 as label and value, FEC (ONU-20), the ONU's own optics (ONU-22), and the ONU-21 actions asked first. */
export function OnuInfoTab({ portId, onuId }: { portId: number; onuId: number }) {
  const { t } = useTranslation('onuDevice');
  const mayWrite = useMayWrite('onu');
  const detail = useOnuDetail(portId, onuId);
  const fec = useFec(portId, onuId);
  const optics = useOptics(portId, onuId);
  const device = useDeviceWrite();
  const fecMode = fec.data?.fec_mode;
  const act = (flags: number, question: string, extra: { fec_mode?: number } = {}) =>
    void device.run(write(setOnuConfig, { port_id: portId, onu_id: onuId, flags, ...extra }), {
      confirm: question,
      invalidate: [onuKeys.all],
    });
  return (
    <Row gutter={16}>
      <Col xs={24} xl={15}>
        <Card size="small" title={t('basic.info')}>
          <Flex gap="small" wrap style={{ marginBottom: 12 }}>
            <Button disabled={!mayWrite} onClick={() => act(ONU_CONFIG_FLAGS.reboot, t('basic.confirmReboot'))}>
              {t('basic.reboot')}
            </Button>
            <Button
              disabled={!mayWrite}
              danger
              onClick={() => act(ONU_CONFIG_FLAGS.deregister, t('basic.confirmDeregister'))}
            >
              {t('basic.deregister')}
            </Button>
            <Button
              disabled={!mayWrite || fecMode === undefined}
              onClick={() => act(ONU_CONFIG_FLAGS.fec, t('basic.confirmFec'), { fec_mode: fecMode === 1 ? 0 : 1 })}
            >
              {t(fecMode === 1 ? 'basic.fecOff' : 'basic.fecOn')}
            </Button>
          </Flex>
          {detail.isPending ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : detail.data ? (
            <Descriptions
              size="small"
              bordered
              column={{ xs: 1, md: 2 }}
              styles={{ label: { whiteSpace: 'nowrap' }, content: { wordBreak: 'break-all' } }}
            >
              {FIELDS.map((key) => (
                <Descriptions.Item key={key} label={t(`basic.field.${key}`)}>
                  {String(detail.data[key]) || '—'}
                </Descriptions.Item>
              ))}
              <Descriptions.Item label={t('basic.field.fec')}>
                {fecMode === undefined ? '—' : t(fecMode === 1 ? 'common.enabled' : 'common.disabled')}
              </Descriptions.Item>
            </Descriptions>
          ) : (
            <Alert type="error" showIcon title={t('common.loadFailed')} />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={9}>
        <Card
          size="small"
          title={t('basic.optics')}
          extra={
            <Button size="small" onClick={() => void optics.refetch()}>
              {t('common.refresh')}
            </Button>
          }
        >
          {optics.data ? (
            <Descriptions size="small" bordered column={1}>
              {OPTICS.map((key) => (
                <Descriptions.Item key={key} label={t(`basic.optic.${key}`)}>
                  {optics.data[key] || '—'}
                </Descriptions.Item>
              ))}
            </Descriptions>
          ) : (
            <Alert type="info" title={optics.isPending ? t('basic.loading') : t('basic.noOptics')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
