import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { sayReading } from '../../lib/readings.ts';
import { useTranslation } from '../../lib/translation.ts';
import { onuLabel, type OnuOpticsRow } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { PortSelector } from '../../components/PageHeader.tsx';
import { usePonChoice } from '../../components/usePonChoice.ts';
import { byText } from '../../lib/rowSearch.ts';
import { useOnusOptics } from './ponOpticalQueries.ts';

const READINGS = ['work_temprature', 'work_voltage', 'transmit_bias', 'transmit_power', 'receive_power'] as const;
/** The number in a reading such as "-21.4 dBm", for sorting. */
const valueOf = (text: string) => Number.parseFloat(text) || 0;

/** OPT-04: every ONU of the chosen PON with its own optical reading, read again on Refresh. */
export function OnuOpticsTab() {
  const { t } = useTranslation('ponOptical');
  const selection = usePonChoice();
  const { data, isFetching, refetch } = useOnusOptics(selection.portId);
  const columns: TableColumnsType<OnuOpticsRow> = [
    {
      title: t('col.onu'),
      key: 'onu',
      render: (_, r) => onuLabel(r.port_id, r.onu_id),
      sorter: (a, b) => a.onu_id - b.onu_id,
    },
    { title: t('col.name'), dataIndex: 'onu_name', sorter: (a, b) => byText(a.onu_name, b.onu_name) },
    { title: t('col.mac'), dataIndex: 'macaddr' },
    ...READINGS.map((k) => ({
      title: t(`reading.${k}`),
      dataIndex: k,
      sorter: (a: OnuOpticsRow, b: OnuOpticsRow) => valueOf(a[k]) - valueOf(b[k]),
      render: (v: string) => sayReading(v),
    })),
  ];
  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" align="center" wrap>
        <PortSelector selection={selection} />
        <Button icon={<ReloadOutlined spin={isFetching} />} disabled={isFetching} onClick={() => void refetch()}>
          {t('refresh')}
        </Button>
        <Typography.Text type="secondary">{t('onus.tip')}</Typography.Text>
      </Flex>
      <DataTable<OnuOpticsRow> rowKey={(r) => r.onu_id} columns={columns} dataSource={data} loading={isFetching} />
    </Flex>
  );
}
