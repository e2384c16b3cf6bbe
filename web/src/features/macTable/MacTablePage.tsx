import { useState } from 'react';
import { Alert, Button, Card, Flex, Input, Select, Space, Typography } from 'antd';
import { MAC_TYPE_ALL, macDelete, setMacAge, type MacPageQuery, type MacRow, type MacSortKey } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { MacAgeLine } from '../../components/MacAgeLine.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import { WhereMacSearch } from '../../components/WhereMacSearch.tsx';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { useDevicePaging } from '../../lib/devicePaging.ts';
import { useMayWrite } from '../../lib/access.ts';
import { callEnvelope } from '../../lib/apiClient.ts';
import { useCustomFlags } from '../../lib/deviceQueries.ts';
import { write } from '../../lib/deviceWrite.ts';
import type { PageProps } from '../../lib/pages.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { MacAddDialog } from './MacAddDialog.tsx';
import { MacFlushDialog } from './MacFlushDialog.tsx';
import { macKeys, useMacAge, useMacMoves, useMacPage } from './macQueries.ts';
import { macTypeKey } from './macWords.ts';

/** The filters of a MAC page, beside its page and sort. */
type MacFilters = Omit<MacPageQuery, 'page' | 'page_size' | 'sort' | 'order'>;
const PAGE_SIZE = 20;
const AGE_FIELD = paramField(setMacAge.query, 'value');

/**
 * The switch MAC table (screens.md §13.1) for up to 32K entries: the device filters, sorts and pages it (MAC-X1), so
 * the screen holds one page. Age time, add, delete, flush, the recent MAC moves and "where is this MAC".
 */
export function MacTablePage({ title }: PageProps) {
  const { t } = useTranslation('mac');
  const mayWrite = useMayWrite('switch');
  const ports = usePortOptions();
  const { data: custom } = useCustomFlags();
  const hasMacAuth = custom?.mac_auth === 1;
  const device = useDeviceWrite();
  const paging = useDevicePaging<MacSortKey, MacFilters>({
    page: 1,
    page_size: PAGE_SIZE,
    sort: 'macaddr',
    order: 'asc',
  });
  const { ask: query, filter, sortOrder, onChange } = paging;
  const [vlanText, setVlanText] = useState('');
  const [open, setOpen] = useState<'add' | 'flush' | null>(null);
  const { data, isFetching } = useMacPage(query);
  const age = useMacAge();
  const moves = useMacMoves();
  const portName = (id: number) => {
    if (id === 0) return t('cpu');
    const p = ports.find((x) => x.id === id);
    return p ? portOptionLabel(p) : String(id);
  };
  const where = (port: number, onu: number) => (onu > 0 ? `${portName(port)}/${onu}` : portName(port));

  return (
    <Card variant="borderless">
      <PageHeader title={title} />
      <Flex vertical gap="middle">
        <WhereMacSearch />
        <MacAgeLine
          age={age.data?.age}
          schema={AGE_FIELD}
          mayWrite={mayWrite}
          onApply={async (value) => {
            const r = await device.run(() => callEnvelope(setMacAge, { query: { value } }), {
              success: value === 0 ? t('done.ageNever') : t('done.ageSet', { age: value }),
              invalidate: [macKeys.age],
            });
            return !r.hasFailed && !r.isCancelled;
          }}
        />
        {(moves.data?.length ?? 0) > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t('moves')}
            description={
              <Flex vertical>
                {(moves.data ?? []).slice(0, 5).map((m) => (
                  <Typography.Text key={`${m.time}|${m.macaddr}|${m.to_port}`} code>
                    {t('moveLine', {
                      time: m.time,
                      mac: m.macaddr,
                      vlan: m.vlan_id,
                      from: where(m.from_port, m.from_onu),
                      to: where(m.to_port, m.to_onu),
                    })}
                  </Typography.Text>
                ))}
              </Flex>
            }
          />
        )}
        <Flex justify="space-between" wrap gap="small">
          <Space wrap>
            <Select
              aria-label={t('filter.type')}
              style={{ width: 140 }}
              value={Number(query.mac_type ?? MAC_TYPE_ALL)}
              onChange={(v: number) => filter({ mac_type: v })}
              options={[0, 1, 2, 3].map((v) => ({ value: v, label: t(`typeName.${macTypeKey(v)}`) }))}
            />
            <Select
              aria-label={t('filter.port')}
              style={{ width: 150 }}
              value={Number(query.port_id ?? 0)}
              onChange={(v: number) => filter({ port_id: v })}
              options={[
                { value: 0, label: t('filter.allPorts') },
                ...ports.map((p) => ({ value: p.id, label: portOptionLabel(p) })),
              ]}
            />
            <Input
              aria-label={t('filter.vlan')}
              placeholder={t('filter.vlan')}
              style={{ width: 120 }}
              inputMode="numeric"
              value={vlanText}
              onChange={(e) => {
                setVlanText(e.target.value);
                const n = Number(e.target.value);
                if (e.target.value === '' || (Number.isInteger(n) && n >= 1 && n <= 4094)) filter({ vlan_id: n || 0 });
              }}
            />
            <Input
              aria-label={t('filter.mac')}
              placeholder={t('filter.mac')}
              style={{ width: 200 }}
              allowClear
              onChange={(e) => {
                const v = e.target.value.trim();
                if (/^[0-9a-fA-F:.-]{0,17}$/.test(v)) filter({ mac: v || undefined });
              }}
            />
            <Typography.Text type="secondary">{t('total', { count: data?.total ?? 0 })}</Typography.Text>
          </Space>
          <Space>
            <Button danger disabled={!mayWrite} onClick={() => setOpen('flush')}>
              {t('flush')}
            </Button>
            <Button type="primary" disabled={!mayWrite} onClick={() => setOpen('add')}>
              {t('add')}
            </Button>
          </Space>
        </Flex>
        <DataTable<MacRow>
          rowKey={(r) => `${r.macaddr}|${r.vlan_id}`}
          dataSource={data?.rows}
          loading={isFetching && !data}
          pageSize={false}
          onChange={onChange}
          columns={[
            {
              title: t('col.mac'),
              dataIndex: 'macaddr',
              key: 'macaddr',
              sorter: true,
              sortOrder: sortOrder('macaddr'),
            },
            {
              title: t('col.vlan'),
              dataIndex: 'vlan_id',
              key: 'vlan_id',
              sorter: true,
              sortOrder: sortOrder('vlan_id'),
            },
            {
              title: t('col.port'),
              key: 'port_id',
              render: (_, r) => where(r.port_id, r.onu_id),
              sorter: true,
              sortOrder: sortOrder('port_id'),
            },
            {
              title: t('col.type'),
              key: 'mac_type',
              render: (_, r) => t(`typeName.${macTypeKey(r.mac_type)}`),
              sorter: true,
              sortOrder: sortOrder('mac_type'),
            },
            {
              title: t('col.actions'),
              key: 'actions',
              render: (_, r) => (
                <Button
                  type="link"
                  size="small"
                  danger
                  disabled={!mayWrite}
                  onClick={() =>
                    void device.run(
                      write(macDelete, {
                        mac_type: r.mac_type,
                        macaddr: r.macaddr,
                        vlan_id: r.vlan_id,
                        port_id: r.port_id,
                      }),
                      {
                        confirm: {
                          title: t('deleteTitle'),
                          content: t('deleteConfirm', { mac: r.macaddr, vlan: r.vlan_id }),
                        },
                        success: t('done.deleted', { mac: r.macaddr, vlan: r.vlan_id }),
                        invalidate: [macKeys.all],
                      },
                    )
                  }
                >
                  {t('delete')}
                </Button>
              ),
            },
          ]}
        />
        <Pager total={data?.total ?? 0} current={Number(query.page ?? 1)} pageSize={PAGE_SIZE} onChange={paging.page} />
      </Flex>
      {open === 'add' && <MacAddDialog hasMacAuth={hasMacAuth} onClose={() => setOpen(null)} />}
      {open === 'flush' && <MacFlushDialog hasMacAuth={hasMacAuth} onClose={() => setOpen(null)} />}
    </Card>
  );
}
