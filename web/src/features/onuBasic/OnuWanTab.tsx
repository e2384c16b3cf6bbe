import { Button, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { WAN_CTYPES, WAN_IPMODES, clearOnuWans, deleteOnuWan, type OnuWan } from '@olt/protocol';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { basicKeys, useWans } from './onuBasicQueries.ts';
import { useMayWrite } from '../../lib/access.ts';

const nameOf = <T extends Record<string, number>>(table: T, value: number) =>
  (Object.keys(table) as (keyof T & string)[]).find((k) => table[k] === value);

/** The WAN connections of an HGU (ONU-28): each one removable (ONU-30), or all at once (ONU-31), after asking. */
export function OnuWanTab({ portId, onuId }: { portId: number; onuId: number }) {
  const { t } = useTranslation('onuDevice');
  const mayWrite = useMayWrite('onu');
  const { data, isFetching } = useWans(portId, onuId);
  const device = useDeviceWrite();
  const invalidate = [basicKeys.wans(portId, onuId)];
  const ref = { port_id: portId, onu_id: onuId };
  const columns: TableColumnsType<OnuWan> = [
    { title: t('wan.name'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
    {
      title: t('wan.ipmode'),
      dataIndex: 'ipmode',
      render: (v: number) => t(`wan.ipmodes.${nameOf(WAN_IPMODES, v) ?? 'static'}`),
    },
    {
      title: t('wan.ctype'),
      dataIndex: 'ctype',
      render: (v: number) =>
        (Object.keys(WAN_CTYPES) as (keyof typeof WAN_CTYPES)[])
          .filter((k) => (v & WAN_CTYPES[k]) !== 0)
          .map((k) => t(`wan.ctypes.${k}`))
          .join(', '),
    },
    {
      title: t('wan.vlan'),
      dataIndex: 'vlan_id',
      sorter: (a, b) => a.vlan_id - b.vlan_id,
      render: (v: number) => v || '—',
    },
    { title: t('wan.ipaddr'), dataIndex: 'ipaddr', render: (v: string) => v || '—' },
    {
      title: t('wan.status'),
      dataIndex: 'status',
      render: (v: number) => <Tag color={v === 1 ? 'blue' : 'default'}>{t(v === 1 ? 'wan.up' : 'wan.down')}</Tag>,
    },
  ];
  return (
    <EntityTable<OnuWan>
      rows={data ?? []}
      loading={isFetching && !data}
      rowKey={(row) => row.index}
      columns={columns}
      actionsTitle={t('common.actions')}
      invalidate={invalidate}
      area={deleteOnuWan.area}
      toolbar={
        <Button
          danger
          disabled={!mayWrite || !data?.length}
          onClick={() => void device.run(write(clearOnuWans, ref), { confirm: t('wan.confirmClear'), invalidate })}
        >
          {t('wan.clear')}
        </Button>
      }
      rowActions={[
        {
          key: 'delete',
          label: t('common.delete'),
          danger: true,
          write: (row) => write(deleteOnuWan, { ...ref, index: row.index, name: row.name }),
          confirm: (row) => t('wan.confirmDelete', { name: row.name }),
        },
      ]}
    />
  );
}
