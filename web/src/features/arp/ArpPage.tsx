import { Button, Card, Flex, Input, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { type ARP_SORT_KEYS, arpFlush, type ArpRow } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { useMayWrite } from '../../lib/access.ts';
import { useDevicePaging } from '../../lib/devicePaging.ts';
import { write } from '../../lib/deviceWrite.ts';
import type { PageProps } from '../../lib/pages.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { arpKeys, useArpPage } from './arpQueries.ts';

type SortKey = (typeof ARP_SORT_KEYS)[number];
const PAGE_SIZE = 20;

/** The ARP table (screens.md §16.2), sorted, filtered and paged by the device; refresh and delete all. */
export function ArpPage({ title }: PageProps) {
  const { t } = useTranslation('acl');
  const mayWrite = useMayWrite('switch');
  const device = useDeviceWrite();
  const queries = useQueryClient();
  const ports = usePortOptions();
  const paging = useDevicePaging<SortKey, { q?: string }>({
    page: 1,
    page_size: PAGE_SIZE,
    sort: 'ipaddress',
    order: 'asc',
  });
  const arp = useArpPage(paging.ask);
  const portName = (id: number) => {
    if (id === 0) return t('arp.mgmtPort');
    const p = ports.find((x) => x.id === id);
    return p ? portOptionLabel(p) : String(id);
  };
  const sorted = (key: SortKey) => ({ key, sorter: true, sortOrder: paging.sortOrder(key) });
  return (
    <Card variant="borderless" data-page="arp">
      <PageHeader title={title} />
      <Flex vertical gap="middle">
        <Flex justify="space-between" wrap gap="small">
          <Space wrap>
            <Input
              aria-label={t('arp.filter')}
              placeholder={t('arp.filter')}
              allowClear
              style={{ width: 220 }}
              onChange={(e) => paging.filter({ q: e.target.value.trim().toLowerCase() || undefined })}
            />
            <Typography.Text type="secondary">{t('route.total', { count: arp.data?.total ?? 0 })}</Typography.Text>
          </Space>
          <Space>
            <Button loading={arp.isFetching} onClick={() => void queries.invalidateQueries({ queryKey: arpKeys.all })}>
              {t('arp.refresh')}
            </Button>
            <Button
              danger
              disabled={!mayWrite || (arp.data?.total ?? 0) === 0}
              onClick={() =>
                void device.run(write(arpFlush, {}), {
                  confirm: t('arp.flushConfirm'),
                  success: t('done.arpFlushed'),
                  invalidate: [arpKeys.all],
                })
              }
            >
              {t('arp.flush')}
            </Button>
          </Space>
        </Flex>
        <DataTable<ArpRow>
          size="small"
          rowKey="ipaddress"
          dataSource={arp.data?.rows}
          loading={arp.isFetching && !arp.data}
          pageSize={false}
          onChange={paging.onChange}
          locale={{ emptyText: t('arp.empty') }}
          columns={[
            { ...sorted('ipaddress'), title: t('arp.ip'), dataIndex: 'ipaddress' },
            { ...sorted('macaddress'), title: t('arp.mac'), dataIndex: 'macaddress' },
            { ...sorted('vlanid'), title: t('arp.vlan'), render: (_, r) => (r.vlanid === 0 ? '—' : r.vlanid) },
            { ...sorted('portid'), title: t('arp.port'), render: (_, r) => portName(r.portid) },
          ]}
        />
        <Pager total={arp.data?.total ?? 0} current={paging.ask.page} pageSize={PAGE_SIZE} onChange={paging.page} />
      </Flex>
    </Card>
  );
}
