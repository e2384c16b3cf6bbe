import { Alert, Drawer, Flex, Skeleton, Tag, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translation.ts';
import { onuLabel, ponOpticalDrift, type DriftEvent, type DriftGroup } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { call } from '../../lib/apiClient.ts';
import { onuKeys } from '../../lib/onuQueries.ts';

interface Props {
  portId: number;
  portName: string;
  onClose: () => void;
}

type Row = DriftGroup & { events: DriftEvent[] };
const timeText = (epochSeconds: number) => new Date(epochSeconds * 1000).toLocaleString();

/**
 * The optical drops of one PON's last day (PON-X1), grouped as the server groups them: ONUs whose drops began
 * together (a feeder fibre or splitter) apart from ONUs that dropped alone.
 */
export function PonDriftDrawer({ portId, portName, onClose }: Props) {
  const { t } = useTranslation('optics');
  const { data, isPending, isError } = useQuery({
    queryKey: [...onuKeys.all, 'ponDrift', portId],
    queryFn: () => call(ponOpticalDrift, { query: { port_id: portId } }),
  });
  const rows: Row[] = (data?.groups ?? []).map((group) => ({
    ...group,
    events: (data?.events ?? []).filter((e) => e.group === group.group),
  }));
  const columns: TableColumnsType<Row> = [
    {
      title: t('pon.start'),
      dataIndex: 'start',
      width: 180,
      sorter: (a, b) => a.start - b.start,
      defaultSortOrder: 'descend',
      render: timeText,
    },
    {
      title: t('pon.kind'),
      key: 'kind',
      width: 200,
      sorter: (a, b) => a.shared - b.shared,
      render: (_, row) => (
        <Flex vertical gap={2} align="start">
          <Tag color={row.shared ? 'volcano' : 'blue'}>{t(row.shared ? 'pon.shared' : 'pon.alone')}</Tag>
          {row.shared === 1 && (
            <Typography.Text type="secondary">
              {row.splitter_id ? t('pon.splitter', { id: row.splitter_id }) : t('pon.noSplitter')}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('pon.onus'),
      key: 'onus',
      render: (_, row) => (
        <Flex gap={4} wrap>
          {row.onu_ids.map((id) => (
            <Tag key={id}>{row.events.find((e) => e.onu_id === id)?.onu_name || onuLabel(portId, id)}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: t('pon.drop'),
      key: 'drop',
      width: 120,
      sorter: (a, b) => deepest(a) - deepest(b),
      render: (_, row) => t('pon.dropDb', { value: deepest(row).toFixed(1) }),
    },
  ];
  return (
    <Drawer open title={t('pon.title', { pon: portName })} size={820} onClose={onClose} destroyOnHidden>
      <Flex vertical gap="middle">
        <Alert type="info" showIcon title={t('pon.sharedHint')} />
        {isPending ? (
          <Skeleton active />
        ) : isError ? null : (
          <DataTable<Row>
            rowKey={(row) => row.group}
            columns={columns}
            dataSource={rows}
            size="small"
            locale={{ emptyText: t('pon.none') }}
          />
        )}
      </Flex>
    </Drawer>
  );
}

const deepest = (row: Row) => Math.max(0, ...row.events.map((e) => e.drop_db));
