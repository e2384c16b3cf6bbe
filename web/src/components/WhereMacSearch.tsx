import { useState } from 'react';
import { Alert, Flex, Input, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { isWholeIPv6, onuLabel, macWhere, type MacWhereHit } from '@olt/protocol';
import { call } from '../lib/apiClient.ts';
import { useTranslation } from '../lib/translation.ts';
import { portOptionLabel } from './portOptions.ts';
import { usePortOptions } from './usePortOptions.ts';

const KNOWN_SOURCES = ['switch_mac', 'pon_mac', 'onu_allow', 'onu_deny', 'arp', 'dhcp', 'dhcpv6'] as const;
type KnownSource = (typeof KNOWN_SOURCES)[number];
const isKnown = (s: string): s is KnownSource => (KNOWN_SOURCES as readonly string[]).includes(s);
const hexDigits = (text: string) => text.replace(/[:.-]/g, '');

/**
 * "Where is this MAC" (our addition, MAC-X3): a full or partial MAC, and every place the device knows it, table by
 * table: port and VLAN in the switch table, PON and ONU in the PON table and the ONU lists, and what other areas add.
 * A whole IPv4 address is answered from the DHCP bindings and leases (the ONU that has this IP), a whole IPv6 address
 * from the DHCPv6 relay's bindings (the address, or the delegated prefix it lies in).
 */
export function WhereMacSearch({ initial = '', isFocused = false }: { initial?: string; isFocused?: boolean }) {
  const { t } = useTranslation('mac');
  const ports = usePortOptions();
  const [typed, setTyped] = useState(initial);
  const [asked, setAsked] = useState(initial);
  const isValid = (/^[0-9a-fA-F:.-]{0,17}$/.test(asked) || isWholeIPv6(asked)) && hexDigits(asked).length >= 2;
  const { data, isFetching } = useQuery({
    queryKey: ['mac', 'where', asked],
    queryFn: () => call(macWhere, { query: { mac: asked } }),
    enabled: isValid,
  });
  const portName = (id?: number) => {
    if (id === undefined) return '';
    if (id === 0) return t('cpu');
    const p = ports.find((x) => x.id === id);
    return p ? portOptionLabel(p) : String(id);
  };
  const where = (h: MacWhereHit) =>
    [
      h.onu_id && h.port_id ? onuLabel(h.port_id, h.onu_id) : portName(h.port_id),
      h.vlan_id ? `VLAN ${h.vlan_id}` : '',
      h.ip ?? '',
    ]
      .filter(Boolean)
      .join(' · ');
  const hits = data?.hits ?? [];
  return (
    <Flex vertical gap="small">
      <Flex gap="small">
        <Input.Search
          aria-label={t('where.title')}
          placeholder={t('where.placeholder')}
          value={typed}
          allowClear
          autoFocus={isFocused}
          enterButton={t('where.search')}
          loading={isFetching}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => setAsked(v.trim())}
          style={{ maxWidth: 520 }}
        />
      </Flex>
      {asked !== '' && !isValid && <Typography.Text type="danger">{t('where.rule')}</Typography.Text>}
      {isValid && data && hits.length === 0 && <Alert type="info" showIcon title={t('where.none')} />}
      {hits.length > 0 && (
        <Table<MacWhereHit>
          size="small"
          bordered
          pagination={false}
          rowKey={(h) =>
            `${h.source}|${h.macaddr}|${h.port_id ?? ''}|${h.onu_id ?? ''}|${h.vlan_id ?? ''}|${h.ip ?? ''}`
          }
          dataSource={hits}
          scroll={{ y: 320 }}
          columns={[
            {
              title: t('col.source'),
              dataIndex: 'source',
              render: (s: string) => (isKnown(s) ? t(`where.source.${s}`) : s),
            },
            { title: t('col.mac'), dataIndex: 'macaddr' },
            { title: t('col.where'), key: 'where', render: (_, h) => where(h) },
            {
              title: t('col.name'),
              key: 'name',
              // the DHCP bindings name the lease left (device text `lease 23:59:12`), said in the screen's words
              render: (_, h) =>
                (h.source === 'dhcp' || h.source === 'dhcpv6') && h.name
                  ? t('where.leaseLeft', { left: h.name.replace(/^lease /, '') })
                  : h.name,
            },
          ]}
        />
      )}
      {(data?.truncated ?? 0) > 0 && (
        <Typography.Text type="secondary">{t('where.truncated', { count: data?.truncated })}</Typography.Text>
      )}
    </Flex>
  );
}
