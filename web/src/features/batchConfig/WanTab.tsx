import { useState } from 'react';
import { Button, Modal, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { WAN_CTYPES, WAN_IPMODES, onuLabel, type WanSummary } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { OnuWanEditor } from '../../components/onuWan/OnuWanEditor.tsx';
import { useWanSummary } from '../../components/onuWan/wanQueries.ts';
import { byText } from '../../lib/rowSearch.ts';

const keyOf = <T extends Record<string, number>>(table: T, value: number) =>
  (Object.keys(table) as (keyof T & string)[]).find((k) => table[k] === value);

/** ONU-32: the vendor HGUs of the PON with their WAN count and first WAN; Detail opens that ONU's WAN editor. */
export function WanTab({ portId }: { portId: number; portName: string }) {
  const { t } = useTranslation(['batchConfig', 'onuDevice']);
  const { data, isPending } = useWanSummary(portId);
  const [open, setOpen] = useState<WanSummary | null>(null);
  const first = (r: WanSummary) => (r.count > 0 ? r.wan0 : null);
  const columns: TableColumnsType<WanSummary> = [
    {
      title: t('col.onu'),
      key: 'onu',
      render: (_, r) => onuLabel(r.port_id, r.onu_id),
      sorter: (a, b) => a.onu_id - b.onu_id,
    },
    { title: t('col.name'), dataIndex: 'onu_name', sorter: (a, b) => byText(a.onu_name, b.onu_name) },
    { title: t('col.mac'), dataIndex: 'macaddr' },
    {
      title: t('col.status'),
      dataIndex: 'status',
      render: (v: number) => (v === 1 ? <Tag color="green">{t('online')}</Tag> : <Tag>{t('offline')}</Tag>),
    },
    {
      title: t('wan.configured'),
      key: 'count',
      render: (_, r) => `${r.count}/${r.wanmax}`,
      sorter: (a, b) => a.count - b.count,
    },
    { title: t('onuDevice:wan.vlan'), key: 'vlan', render: (_, r) => first(r)?.vlan_id || '—' },
    {
      title: t('onuDevice:wan.ipmode'),
      key: 'ipmode',
      render: (_, r) => {
        const key = first(r) && keyOf(WAN_IPMODES, r.wan0.ipmode);
        return key ? t(`onuDevice:wan.ipmodes.${key}`) : '—';
      },
    },
    {
      title: t('onuDevice:wan.ctype'),
      key: 'ctype',
      render: (_, r) => {
        const key = first(r) && keyOf(WAN_CTYPES, r.wan0.ctype);
        return key ? t(`onuDevice:wan.ctypes.${key}`) : '—';
      },
    },
    { title: t('wan.desc'), key: 'desc', render: (_, r) => first(r)?.desc || '—' },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpen(r)}>
          {t('onuDevice:wan.detail')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable<WanSummary> rowKey={(r) => r.onu_id} columns={columns} dataSource={data} loading={isPending} />
      {open && (
        <Modal
          open
          width={1000}
          footer={null}
          title={t('wan.editorTitle', { onu: onuLabel(open.port_id, open.onu_id) })}
          onCancel={() => setOpen(null)}
          destroyOnHidden
        >
          <OnuWanEditor portId={open.port_id} onuId={open.onu_id} caps={open} />
        </Modal>
      )}
    </>
  );
}
