import { useState } from 'react';
import { Alert, Button, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import {
  WAN_CTYPES,
  WAN_IPMODES,
  WANS_PER_ONU_MAX,
  addOnuWan,
  deleteOnuWan,
  onuLabel,
  type OnuWan,
} from '@olt/protocol';
import { useMayCall } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { DataTable } from '../DataTable.tsx';
import { WanDialog } from './WanDialog.tsx';
import type { WanCapabilities } from './wanForm.ts';
import { useOnuWans, useWanSummary, wanKeys } from './wanQueries.ts';

const keyOf = <T extends Record<string, number>>(table: T, value: number) =>
  (Object.keys(table) as (keyof T & string)[]).find((k) => table[k] === value);

/**
 * The per-ONU WAN editor (screens.md §10.8): the HGU's WAN connections with Add, Refresh, a read-only Detail and
 * Delete (asked first). Used by Batch Configuration's WAN tab and ONU Basic Info. What the ONU can carry comes from
 * ONU-32 of its PON, unless the caller has it already.
 */
export function OnuWanEditor({ portId, onuId, caps }: { portId: number; onuId: number; caps?: WanCapabilities }) {
  const { t } = useTranslation('onuDevice');
  const wans = useOnuWans(portId, onuId);
  const summary = useWanSummary(portId, caps === undefined);
  const known = caps ?? summary.data?.find((row) => row.onu_id === onuId);
  const device = useDeviceWrite();
  const mayAdd = useMayCall(addOnuWan);
  const mayDelete = useMayCall(deleteOnuWan);
  const [open, setOpen] = useState<{ viewing?: OnuWan } | null>(null);
  const list = wans.data ?? [];

  const remove = (wan: OnuWan) =>
    void device.run(write(deleteOnuWan, { port_id: portId, onu_id: onuId, name: wan.name, index: wan.index }), {
      confirm: t('wan.confirmDelete', { name: wan.name }),
      success: t('wan.deleted', { name: wan.name || `wan-${wan.index}`, onu: onuLabel(portId, onuId) }),
      invalidate: [wanKeys.all],
    });
  const columns: TableColumnsType<OnuWan> = [
    { title: t('wan.name'), key: 'name', render: (_, w) => w.name || `wan-${w.index}` },
    { title: t('wan.vlan'), dataIndex: 'vlan_id', render: (v: number) => v || '—' },
    {
      title: t('wan.ctype'),
      dataIndex: 'ctype',
      render: (v: number) => {
        const key = keyOf(WAN_CTYPES, v);
        return key ? t(`wan.ctypes.${key}`) : v;
      },
    },
    {
      title: t('wan.ipmode'),
      dataIndex: 'ipmode',
      render: (v: number) => {
        const key = keyOf(WAN_IPMODES, v);
        return key ? t(`wan.ipmodes.${key}`) : v;
      },
    },
    { title: t('wan.ipaddr'), dataIndex: 'ipaddr', render: (v: string) => v || '—' },
    { title: t('wan.field.gateway'), dataIndex: 'gateway', render: (v: string) => v || '—' },
    {
      title: t('wan.status'),
      dataIndex: 'status',
      render: (v: number) => <Tag color={v === 1 ? 'blue' : 'default'}>{t(v === 1 ? 'wan.up' : 'wan.down')}</Tag>,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, w) => (
        <Flex gap={0}>
          <Button type="link" size="small" onClick={() => setOpen({ viewing: w })}>
            {t('wan.detail')}
          </Button>
          <Button type="link" size="small" danger disabled={!mayDelete} onClick={() => remove(w)}>
            {t('common.delete')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap="small">
      <Flex gap="small" align="center" wrap>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!mayAdd || !known || list.length >= WANS_PER_ONU_MAX}
          onClick={() => setOpen({})}
        >
          {t('common.add')}
        </Button>
        <Button icon={<ReloadOutlined spin={wans.isFetching} />} onClick={() => void wans.refetch()}>
          {t('common.refresh')}
        </Button>
        <Typography.Text type="secondary">{t('wan.count', { n: list.length, max: WANS_PER_ONU_MAX })}</Typography.Text>
      </Flex>
      {!known && summary.isSuccess && <Alert type="info" showIcon title={t('wan.notVendorHgu')} />}
      <DataTable<OnuWan>
        rowKey={(w) => w.index}
        columns={columns}
        dataSource={list}
        loading={wans.isPending}
        pageSize={false}
      />
      {open && known && (
        <WanDialog
          portId={portId}
          onuId={onuId}
          caps={known}
          wans={list}
          viewing={open.viewing}
          onClose={() => setOpen(null)}
        />
      )}
    </Flex>
  );
}
