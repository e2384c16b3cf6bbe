import type { ReactNode } from 'react';
import { Alert, Descriptions, Skeleton, Typography } from 'antd';
import { sayReading } from '../../lib/readings.ts';
import { useTranslation } from '../../lib/translation.ts';
import type { OnuDetail, OpticalReading } from '@olt/protocol';
import { sayAuthMode } from '../../lib/deviceWords.ts';
import { useOnuDetail } from '../../lib/onuQueries.ts';
import { STATUS_KEYS } from '../../lib/onuWords.ts';

/** The fields of ONU-19 in the device's order; `port_id` is in the title already. */
const ONU_FACT_FIELDS = [
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
export type OnuFactField = (typeof ONU_FACT_FIELDS)[number];

const OPTIC_FIELDS = [
  'work_temprature',
  'work_voltage',
  'transmit_bias',
  'transmit_power',
  'receive_power',
] as const satisfies readonly (keyof OpticalReading)[];

const shown = (value: string | number) => (value === '' ? '—' : value);

interface OnuFactsProps {
  portId: number;
  onuId: number;
  /** a screen's own way of showing a field (a status tag); undefined keeps the device's value */
  render?: (key: OnuFactField, info: OnuDetail) => ReactNode;
  /** rows after the device's fields, e.g. the FEC mode */
  extra?: { label: string; value: ReactNode }[];
}

/**
 * One ONU's base information (ONU-19) as label and value: the ONU table's details drawer and ONU Basic Info show the
 * same facts with the same labels, so they share this.
 */
export function OnuFacts({ portId, onuId, render, extra = [] }: OnuFactsProps) {
  const { t, i18n } = useTranslation('onu');
  const detail = useOnuDetail(portId, onuId);
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!detail.data) return <Alert type="error" showIcon title={t('detail.loadFailed')} />;
  const info = detail.data;
  // the device's words in the operator's language; an unknown status word is shown as the device says it
  const worded = (key: OnuFactField): ReactNode => {
    if (key === 'auth_state') return t(info.auth_state === 'TRUE' ? 'auth.authorised' : 'auth.unauthorised');
    if (key === 'auth_mode') return sayAuthMode(i18n.t, info.auth_mode);
    if (key === 'status') {
      const status = info.status in STATUS_KEYS ? STATUS_KEYS[info.status] : null;
      return status ? t(`status.${status}`) : info.status;
    }
    if (key === 'macaddr') return <span style={{ whiteSpace: 'nowrap' }}>{shown(info.macaddr)}</span>;
    return shown(info[key]);
  };
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      // long values wrap only where they must; a MAC address never breaks inside (see `worded`)
      styles={{ label: { whiteSpace: 'nowrap' }, content: { overflowWrap: 'anywhere' } }}
    >
      {ONU_FACT_FIELDS.map((key) => (
        <Descriptions.Item key={key} label={t(`detail.field.${key}`)}>
          {render?.(key, info) ?? worded(key)}
        </Descriptions.Item>
      ))}
      {extra.map((row) => (
        <Descriptions.Item key={row.label} label={row.label}>
          {row.value}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** The ONU's own optical reading (ONU-22), or why there is none. */
export function OnuOpticsFacts({
  reading,
  isPending,
  isOnFibre = true,
  column = 2,
}: {
  reading: OpticalReading | undefined;
  isPending: boolean;
  isOnFibre?: boolean;
  /** label and value pairs per line */
  column?: number;
}) {
  const { t } = useTranslation('onu');
  if (!isOnFibre) return <Typography.Text type="secondary">{t('detail.opticsOffline')}</Typography.Text>;
  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!reading) return <Typography.Text type="secondary">{t('detail.noReading')}</Typography.Text>;
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: column }} styles={{ label: { whiteSpace: 'nowrap' } }}>
      {OPTIC_FIELDS.map((key) => (
        <Descriptions.Item key={key} label={t(`detail.optic.${key}`)}>
          {sayReading(reading[key])}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
