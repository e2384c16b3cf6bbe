import { Alert, Button, Card, Descriptions, Drawer, Flex, Skeleton, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OnuDetail, OnuTableRow, OpticalReading } from '@olt/protocol';
import type { OnuActions } from './onuActions.ts';
import { OnuStatusTag } from './OnuStatusTag.tsx';
import { useCellTexts } from './onuCellTexts.ts';
import { isOnline, onuIdLabel } from './onuFormat.ts';
import { useOnuDetail } from '../../lib/onuQueries.ts';
import { useOnuFec, useOnuOptics } from './onuQueries.ts';
import { OpticalHistoryCard } from './OpticalHistoryCard.tsx';
import { useMayWrite } from '../../lib/access.ts';

interface OnuDetailDrawerProps {
  row: OnuTableRow;
  actions: OnuActions;
  onClose: () => void;
}

/** The fields of ONU-19 in the device's order; `port_id` is in the title already. */
const DETAIL_FIELDS = [
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
  'macaddr',
  'loid',
  'password',
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

const OPTIC_FIELDS = [
  'work_temprature',
  'work_voltage',
  'transmit_bias',
  'transmit_power',
  'receive_power',
] as const satisfies readonly (keyof OpticalReading)[];

const shown = (value: string | number) => (value === '' ? '—' : value);

/** Everything the device knows about one ONU: base information (ONU-19), FEC (ONU-20) and optics (ONU-22). */
export function OnuDetailDrawer({ row, actions, onClose }: OnuDetailDrawerProps) {
  const { t } = useTranslation('onu');
  const mayWrite = useMayWrite('onu');
  const texts = useCellTexts();
  const detail = useOnuDetail(row.port_id, row.onu_id);
  const isOnFibre = isOnline(row);
  const optics = useOnuOptics(row.port_id, row.onu_id, isOnFibre);
  const fec = useOnuFec(row.port_id, row.onu_id);
  const fecMode = fec.data?.fec_mode;

  const value = (key: (typeof DETAIL_FIELDS)[number], info: OnuDetail) => {
    if (key === 'status') return <OnuStatusTag status={info.status} texts={texts} />;
    if (key === 'auth_state') return t(info.auth_state === 'TRUE' ? 'auth.authorised' : 'auth.unauthorised');
    return shown(info[key]);
  };

  return (
    <Drawer open title={t('detail.title', { onu: onuIdLabel(row) })} size={760} onClose={onClose} destroyOnHidden>
      <Flex vertical gap="middle">
        <Card size="small" title={t('detail.base')}>
          {detail.isPending ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : detail.data ? (
            <Descriptions
              size="small"
              bordered
              column={2}
              styles={{ label: { whiteSpace: 'nowrap' }, content: { wordBreak: 'break-all' } }}
            >
              {DETAIL_FIELDS.map((key) => (
                <Descriptions.Item key={key} label={t(`detail.field.${key}`)}>
                  {value(key, detail.data)}
                </Descriptions.Item>
              ))}
            </Descriptions>
          ) : (
            <Alert type="error" showIcon title={t('detail.loadFailed')} />
          )}
        </Card>

        <Card size="small" title={t('detail.fec')}>
          <Flex align="center" gap="middle">
            {fecMode === undefined ? (
              <Typography.Text type="secondary">
                {fec.isPending ? t('detail.loading') : t('detail.noReading')}
              </Typography.Text>
            ) : (
              <Tag color={fecMode === 1 ? 'success' : 'default'}>
                {t(fecMode === 1 ? 'detail.enabled' : 'detail.disabled')}
              </Tag>
            )}
            <Button
              disabled={!mayWrite || fecMode === undefined}
              onClick={() => fecMode !== undefined && void actions.toggleFec(row, fecMode)}
            >
              {t(fecMode === 1 ? 'detail.fecOff' : 'detail.fecOn')}
            </Button>
          </Flex>
        </Card>

        <Card
          size="small"
          title={t('detail.optics')}
          extra={
            <Button
              size="small"
              disabled={!isOnFibre}
              icon={<ReloadOutlined spin={optics.isFetching} />}
              onClick={() => void optics.refetch()}
            >
              {t('toolbar.refresh')}
            </Button>
          }
        >
          {!isOnFibre ? (
            <Typography.Text type="secondary">{t('detail.opticsOffline')}</Typography.Text>
          ) : optics.isPending ? (
            <Skeleton active paragraph={{ rows: 3 }} />
          ) : optics.data ? (
            <Descriptions size="small" bordered column={2} styles={{ label: { whiteSpace: 'nowrap' } }}>
              {OPTIC_FIELDS.map((key) => (
                <Descriptions.Item key={key} label={t(`detail.optic.${key}`)}>
                  {shown(optics.data[key])}
                </Descriptions.Item>
              ))}
            </Descriptions>
          ) : (
            <Typography.Text type="secondary">{t('detail.noReading')}</Typography.Text>
          )}
        </Card>
        <OpticalHistoryCard portId={row.port_id} onuId={row.onu_id} />
      </Flex>
    </Drawer>
  );
}
