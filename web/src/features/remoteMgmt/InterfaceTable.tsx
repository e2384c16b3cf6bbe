import { Button, Descriptions, Dropdown, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/translation.ts';
import { MGMT_IPV6_ADDRESSES_MAX, type MgmtInterface } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { ownIpv6 } from './Ipv6Dialog.tsx';

export type RowAction = 'setting' | 'delete' | 'telnet' | 'addIpv6' | 'deleteIpv6';

const COUNTERS = ['rcvpkts', 'rcvbytes', 'transpkts', 'transbytes'] as const;

/** The counters of one interface, shown when its row is expanded; "" is a counter the device does not keep. */
function Counters({ row }: { row: MgmtInterface }) {
  const { t } = useTranslation('remoteMgmt');
  return (
    <Descriptions
      size="small"
      column={4}
      items={COUNTERS.map((key) => ({
        key,
        label: t(`table.${key}`),
        children: row[key] === '' ? t('table.notKept') : row[key].toLocaleString(),
      }))}
    />
  );
}

/**
 * The management interfaces (screens.md §9.4): the out-of-band one, then the in-band ones; a row expands to its
 * counters, and its menu offers what the device takes for it. The row this browser uses is marked.
 */
export function InterfaceTable(props: {
  rows: MgmtInterface[];
  loading: boolean;
  mayWrite: boolean;
  isInUse: (row: MgmtInterface) => boolean;
  onAction: (action: RowAction, row: MgmtInterface) => void;
}) {
  const { t } = useTranslation('remoteMgmt');
  const menu = (row: MgmtInterface) => {
    const own = ownIpv6(row).length;
    return [
      { key: 'setting', label: t('action.setting') },
      ...(row.interface === 'outbound' ? [] : [{ key: 'delete', label: t('action.delete'), danger: true }]),
      { key: 'telnet', label: t(row.telnet_status === 1 ? 'action.telnetOff' : 'action.telnetOn') },
      { key: 'addIpv6', label: t('action.addIpv6'), disabled: own >= MGMT_IPV6_ADDRESSES_MAX },
      { key: 'deleteIpv6', label: t('action.deleteIpv6'), disabled: own === 0 },
    ];
  };
  const columns: TableColumnsType<MgmtInterface> = [
    {
      title: t('table.interface'),
      key: 'interface',
      render: (_, row) => (
        <Space size={4} wrap>
          <span>{row.interface === 'outbound' ? t('table.outbound') : row.interface}</span>
          {row.admin === 2 && <Tag color="red">{t('table.down')}</Tag>}
          {props.isInUse(row) && (
            <Tooltip title={t('table.inUseHint')}>
              <Tag color="blue">{t('table.inUse')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { title: t('table.ipaddr'), dataIndex: 'ipaddr', key: 'ipaddr' },
    { title: t('table.ipmask'), dataIndex: 'ipmask', key: 'ipmask' },
    {
      title: t('table.ipv6'),
      key: 'ipv6',
      render: (_, row) => row.ipv6_address.map((a) => <div key={a.ipv6}>{a.ipv6}</div>),
    },
    { title: t('table.vlan'), key: 'vlan', render: (_, row) => row.vlan_id ?? '-' },
    // the device writes these in capitals (as the family does); the console writes every MAC in lower case
    { title: t('table.mac'), dataIndex: 'macaddr', key: 'mac', render: (mac: string) => mac.toLowerCase() },
    {
      title: t('table.telnet'),
      key: 'telnet',
      render: (_, row) => t(row.telnet_status === 1 ? 'table.enabled' : 'table.disabled'),
    },
    {
      title: t('table.actions'),
      key: 'actions',
      width: 110,
      render: (_, row) => (
        <Dropdown
          disabled={!props.mayWrite}
          trigger={['click']}
          menu={{ items: menu(row), onClick: ({ key }) => props.onAction(key as RowAction, row) }}
        >
          <Button size="small" aria-label={`${t('action.more')} ${row.interface}`}>
            {t('action.setting')} <DownOutlined />
          </Button>
        </Dropdown>
      ),
    },
  ];
  return (
    <DataTable<MgmtInterface>
      rowKey="interface"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      pageSize={false}
      expandable={{ expandedRowRender: (row) => <Counters row={row} /> }}
    />
  );
}
