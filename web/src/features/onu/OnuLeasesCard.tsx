import { Card, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { DHCP_BINDING_PAGE_SIZE, dhcpBindingPage, type DhcpBindingRow } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { useTranslation } from '../../lib/translation.ts';

/** The addresses the hosts behind one ONU hold now, from the device's DHCP bindings (DHCP-X1, searched `pon/onu`). */
export function OnuLeasesCard({ portId, onuId }: { portId: number; onuId: number }) {
  const { t } = useTranslation('onu');
  const leases = useQuery({
    queryKey: ['dhcp', 'onuLeases', portId, onuId],
    queryFn: () =>
      call(dhcpBindingPage, {
        query: { page: 1, page_size: DHCP_BINDING_PAGE_SIZE.max, search: `${portId}/${onuId}` },
      }),
    meta: { silent: true },
  });
  // the search also takes part of an address: keep the rows of this very ONU
  const rows = (leases.data?.rows ?? []).filter((r) => r.port_id === portId && r.onu_id === onuId);
  return (
    <Card size="small" title={t('detail.leases')} data-leases={`${portId}/${onuId}`}>
      {rows.length === 0 && !leases.isPending ? (
        <Typography.Text type="secondary">{t('detail.noLeases')}</Typography.Text>
      ) : (
        <Table<DhcpBindingRow>
          size="small"
          rowKey={(r) => r.macaddr}
          loading={leases.isPending}
          dataSource={rows}
          pagination={false}
          columns={[
            { title: t('detail.leaseIp'), key: 'ip', dataIndex: 'ipaddr' },
            { title: t('detail.leaseMac'), key: 'mac', dataIndex: 'macaddr' },
            { title: t('detail.leaseVlan'), key: 'vlan', dataIndex: 'vlan_id' },
            { title: t('detail.leaseLeft'), key: 'left', dataIndex: 'lease_time_string' },
          ]}
        />
      )}
    </Card>
  );
}
