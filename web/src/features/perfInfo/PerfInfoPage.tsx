import { useMemo, useState } from 'react';
import { Button, Card, Flex, Space, type TableColumnsType } from 'antd';
import type { PortCounterRow } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QUEUE_COUNTS_KEY } from '../../components/QueueCountsTable.tsx';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { useMayWrite } from '../../lib/access.ts';
import type { PageProps } from '../../lib/pages.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { PerfDetailDialog } from './PerfDetailDialog.tsx';
import { clearCounters, perfKeys, useCounterTable } from './perfQueries.ts';

type CounterKey = Exclude<keyof PortCounterRow, 'port_id'>;
const COLUMNS: [CounterKey, string][] = [
  ['rx_octets', 'rxOctets'],
  ['rx_frame', 'rxFrames'],
  ['rx_discard_frame', 'rxDiscard'],
  ['rx_error_frame', 'rxError'],
  ['tx_octets', 'txOctets'],
  ['tx_frame', 'txFrames'],
  ['tx_discard_frame', 'txDiscard'],
  ['tx_error_frame', 'txError'],
];

/** Port counters (screens.md §12.2): every port's main counters, one port's in detail, cleared per port or all. */
export function PerfInfoPage({ title }: PageProps) {
  const { t } = useTranslation('switchPort');
  const mayWrite = useMayWrite('switch');
  const ports = usePortOptions();
  const { data, isFetching, refetch } = useCounterTable();
  const device = useDeviceWrite();
  const [detail, setDetail] = useState<number | null>(null);
  const names = useMemo(() => new Map(ports.map((p) => [p.id, portOptionLabel(p)])), [ports]);
  const name = (id: number) => names.get(id) ?? String(id);
  const clear = (portId: number) =>
    void device.run(clearCounters(portId), {
      confirm: {
        title: t('perf.clearTitle'),
        content: portId === 0 ? t('perf.clearAllConfirm') : t('perf.clearOne', { port: name(portId) }),
      },
      success: portId === 0 ? t('done.allCountersCleared') : t('done.countersCleared', { port: name(portId) }),
      // the queue counters are cleared with the port's (QOS-X1)
      invalidate: [perfKeys.all, QUEUE_COUNTS_KEY],
    });

  const columns: TableColumnsType<PortCounterRow> = [
    { title: t('col.port'), key: 'port', render: (_, r) => name(r.port_id), sorter: (a, b) => a.port_id - b.port_id },
    ...COLUMNS.map(([key, label]) => ({
      title: t(`perf.${label}` as 'perf.rxOctets'),
      dataIndex: key,
      align: 'right' as const,
      render: (v: number) => v.toLocaleString(),
      sorter: (a: PortCounterRow, b: PortCounterRow) => a[key] - b[key],
    })),
    {
      title: t('col.actions'),
      key: 'actions',
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDetail(r.port_id)}>
            {t('perf.detail')}
          </Button>
          <Button type="link" size="small" danger disabled={!mayWrite} onClick={() => clear(r.port_id)}>
            {t('perf.clear')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <PageHeader
        title={title}
        actions={
          <Flex gap="small">
            <Button onClick={() => void refetch()} loading={isFetching}>
              {t('refresh')}
            </Button>
            <Button danger disabled={!mayWrite} onClick={() => clear(0)}>
              {t('perf.clearAll')}
            </Button>
          </Flex>
        }
      />
      <DataTable<PortCounterRow>
        rowKey={(r) => r.port_id}
        columns={columns}
        dataSource={data}
        loading={isFetching && !data}
        pageSize={false}
        scroll={{ x: 'max-content' }}
      />
      {detail !== null && <PerfDetailDialog portId={detail} name={name(detail)} onClose={() => setDetail(null)} />}
    </Card>
  );
}
