import { useState } from 'react';
import { Button, Card, Tag, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { UplinkModuleSummary } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { OpticalModuleModal } from '../../components/OpticalModuleModal.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import type { PageProps } from '../../lib/pages.ts';
import { sayReading } from '../../lib/readings.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useUplinkModule, useUplinkModules } from './portOpticalQueries.ts';

const READINGS = ['work_temprature', 'work_voltage', 'transmit_bias', 'transmit_power', 'receive_power'] as const;

/**
 * Port optical diagnose (screens.md §12.5): the SFP module of every uplink port with its live readings, and its
 * manufacturer, static data and thresholds a click away (OPT-05/06). Copper ports show no module.
 */
export function PortOpticalPage({ title }: PageProps) {
  const { t } = useTranslation('ponOptical');
  const { data, isPending, isFetching, refetch } = useUplinkModules();
  const ports = usePortOptions();
  const [open, setOpen] = useState<{ portId: number; name: string } | null>(null);
  const nameOf = (id: number) => {
    const port = ports.find((p) => p.id === id);
    return port ? portOptionLabel(port) : String(id);
  };
  const columns: TableColumnsType<UplinkModuleSummary> = [
    { title: t('col.port'), key: 'port', render: (_, r) => nameOf(r.port_id) },
    {
      title: t('col.portState'),
      dataIndex: 'portstate',
      render: (v: number) => (v === 1 ? <Tag color="green">{t('online')}</Tag> : <Tag>{t('offline')}</Tag>),
    },
    {
      title: t('col.moduleState'),
      dataIndex: 'mstate',
      render: (v: number) => (v === 1 ? <Tag color="blue">{t('detected')}</Tag> : <Tag>{t('notDetected')}</Tag>),
    },
    ...READINGS.map((k) => ({
      title: t(`reading.${k}`),
      key: k,
      render: (_: unknown, r: UplinkModuleSummary) => sayReading(r[k]),
    })),
    {
      title: t('col.actions'),
      key: 'actions',
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          disabled={r.mstate !== 1}
          onClick={() => setOpen({ portId: r.port_id, name: nameOf(r.port_id) })}
        >
          {t('viewDetails')}
        </Button>
      ),
    },
  ];
  return (
    <Card variant="borderless" data-page="port_optical">
      <PageHeader
        title={title}
        actions={
          <Button icon={<ReloadOutlined spin={isFetching} />} onClick={() => void refetch()}>
            {t('refresh')}
          </Button>
        }
      />
      <DataTable<UplinkModuleSummary>
        rowKey={(r) => r.port_id}
        columns={columns}
        dataSource={data}
        loading={isPending}
        pageSize={false}
      />
      {open && <UplinkModuleModal portId={open.portId} portName={open.name} onClose={() => setOpen(null)} />}
    </Card>
  );
}

function UplinkModuleModal({ portId, portName, onClose }: { portId: number; portName: string; onClose: () => void }) {
  const { data, isPending } = useUplinkModule(portId);
  return <OpticalModuleModal portName={portName} data={data} isPending={isPending} onClose={onClose} />;
}
