import { useState } from 'react';
import { Alert, Button, Flex, Input, Segmented, Table, Typography } from 'antd';
import { DHCP_BINDING_PAGE_SIZE, isWholeIPv6, type Dhcpv6Binding, type Dhcpv6IaType } from '@olt/protocol';
import { useTranslation } from '../../lib/translation.ts';
import { useDhcpv6Bindings, type Dhcpv6Ask } from './dhcpv6Queries.ts';

type Kind = Dhcpv6IaType | 'all';

/** A whole IPv6 address is asked as `address`, so one inside a delegated prefix finds the prefix's binding. */
function askOf(text: string, kind: Kind, page: number): Dhcpv6Ask {
  const ask: Dhcpv6Ask = { page, page_size: DHCP_BINDING_PAGE_SIZE.default };
  if (isWholeIPv6(text)) ask.address = text;
  else if (text !== '') ask.search = text;
  if (kind !== 'all') ask.ia = kind;
  return ask;
}

/**
 * DHCP-X2: the bindings the relay has seen, paged and searched on the device and read again every few seconds.
 * With DHCPv6 off the table says why it is empty, or that what it still shows is running out.
 */
export function Dhcpv6Bindings({ isRelaying }: { isRelaying: boolean }) {
  const { t } = useTranslation('dhcp');
  const [text, setText] = useState('');
  const [kind, setKind] = useState<Kind>('all');
  const [page, setPage] = useState(1);
  const bindings = useDhcpv6Bindings(askOf(text, kind, page));
  const total = bindings.data?.total ?? 0;
  return (
    <Flex vertical gap="small">
      <Typography.Title level={5}>{t('v6.bindings')}</Typography.Title>
      <Flex justify="space-between" wrap gap="small">
        <Flex gap="small" wrap>
          <Input.Search
            allowClear
            aria-label={t('v6.search')}
            placeholder={t('v6.search')}
            style={{ width: 420 }}
            onSearch={(v) => {
              setText(v.trim());
              setPage(1);
            }}
          />
          <Segmented<Kind>
            value={kind}
            onChange={(k) => {
              setKind(k);
              setPage(1);
            }}
            options={(['all', 'na', 'pd'] as const).map((k) => ({ value: k, label: t(`v6.kind.${k}`) }))}
          />
        </Flex>
        <Button onClick={() => void bindings.refetch()}>{t('refresh')}</Button>
      </Flex>
      <Typography.Text type="secondary">{t('v6.tableNote')}</Typography.Text>
      {!isRelaying && total > 0 && <Alert type="warning" showIcon title={t('v6.offAging')} />}
      <Table<Dhcpv6Binding>
        size="small"
        rowKey={(r) => `${r.macaddr}|${r.ia_type}`}
        loading={bindings.isPending}
        dataSource={bindings.data?.rows ?? []}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: isRelaying ? (text === '' && kind === 'all' ? t('v6.waiting') : undefined) : t('v6.offEmpty'),
        }}
        pagination={{
          current: bindings.data?.page ?? page,
          pageSize: DHCP_BINDING_PAGE_SIZE.default,
          total,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: t('v6.col.address'), key: 'address', dataIndex: 'address' },
          { title: t('v6.col.kind'), key: 'kind', render: (_, r) => t(`v6.kindOne.${r.ia_type}`) },
          {
            // the DUID-LL repeats the MAC: one column, the DUID under it, keeps the table within a laptop's width
            title: t('v6.col.client'),
            key: 'client',
            render: (_, r) => (
              <Flex vertical>
                <span>{r.macaddr}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {r.duid}
                </Typography.Text>
              </Flex>
            ),
          },
          { title: t('v6.col.onu'), key: 'onu', render: (_, r) => `${r.port_id}/${r.onu_id}` },
          { title: t('v6.col.vlan'), key: 'vlan', dataIndex: 'vlan_id' },
          { title: t('v6.col.lease'), key: 'lease', dataIndex: 'lease_time_string' },
          { title: t('v6.col.interfaceId'), key: 'interfaceId', render: (_, r) => r.interface_id || '-' },
          {
            title: t('v6.col.remoteId'),
            key: 'remoteId',
            render: (_, r) =>
              r.remote_enterprise === 0 ? '-' : t('v6.remote', { enterprise: r.remote_enterprise, id: r.remote_id }),
          },
        ]}
      />
    </Flex>
  );
}
