import { useState } from 'react';
import { Button, Flex, Tag, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { sayReading } from '../../lib/readings.ts';
import { useTranslation } from '../../lib/translation.ts';
import type { ModuleSummary } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { OpticalModuleModal } from '../../components/OpticalModuleModal.tsx';
import { usePonModule, usePonModules } from './ponOpticalQueries.ts';

/** OPT-01: one row per PON transceiver, with its details (OPT-02) a click away. */
export function ModuleTab() {
  const { t } = useTranslation('ponOptical');
  const { data, isPending, isFetching, refetch } = usePonModules();
  const ports = usePortOptions();
  const [open, setOpen] = useState<{ portId: number; name: string } | null>(null);
  const nameOf = (id: number) => {
    const port = ports.find((p) => p.id === id);
    return port ? portOptionLabel(port) : `PON${String(id).padStart(2, '0')}`;
  };
  const columns: TableColumnsType<ModuleSummary> = [
    { title: t('col.port'), key: 'port', render: (_, r) => nameOf(r.port_id), sorter: (a, b) => a.port_id - b.port_id },
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
    { title: t('reading.work_temprature'), dataIndex: 'work_temprature', render: (v: string) => sayReading(v) },
    { title: t('reading.work_voltage'), dataIndex: 'work_voltage', render: (v: string) => sayReading(v) },
    { title: t('reading.transmit_bias'), dataIndex: 'transmit_bias', render: (v: string) => sayReading(v) },
    { title: t('reading.transmit_power'), dataIndex: 'transmit_power', render: (v: string) => sayReading(v) },
    {
      title: t('col.actions'),
      key: 'actions',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpen({ portId: r.port_id, name: nameOf(r.port_id) })}>
          {t('viewDetails')}
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap="small">
      <Flex justify="flex-end">
        <Button icon={<ReloadOutlined spin={isFetching} />} onClick={() => void refetch()}>
          {t('refresh')}
        </Button>
      </Flex>
      <DataTable<ModuleSummary>
        rowKey={(r) => r.port_id}
        columns={columns}
        dataSource={data}
        loading={isPending}
        pageSize={false}
      />
      {open && <PonModuleModal portId={open.portId} portName={open.name} onClose={() => setOpen(null)} />}
    </Flex>
  );
}

/** OPT-02, read when the details open. */
function PonModuleModal({ portId, portName, onClose }: { portId: number; portName: string; onClose: () => void }) {
  const { data, isPending } = usePonModule(portId);
  return <OpticalModuleModal portName={portName} data={data} isPending={isPending} onClose={onClose} />;
}
