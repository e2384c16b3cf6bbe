import { useState } from 'react';
import { Button, Card, Flex, Input, Select, Space, Typography } from 'antd';
import { ONU_ID, onuLabel, setPonMacAge, type MacPageQuery, type MacRow, type MacSortKey } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { MacAgeLine } from '../../components/MacAgeLine.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import { filterPorts, portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { useDevicePaging } from '../../lib/devicePaging.ts';
import { useMayWrite } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import type { PageProps } from '../../lib/pages.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { PonMacFlushDialog } from './PonMacFlushDialog.tsx';
import { macKeys, usePonMacAge, usePonMacPage } from './macQueries.ts';
import { macTypeKey } from './macWords.ts';

/** A page is long enough to scroll through, so the table renders only the rows in view. */
/** The filters of a MAC page, beside its page and sort. */
type MacFilters = Omit<MacPageQuery, 'page' | 'page_size' | 'sort' | 'order'>;
const PAGE_SIZE = 100;
const AGE_FIELD = paramField(setPonMacAge.param, 'age_time');

/** A whole number in a range, or undefined while the operator is still typing it. */
const wholeIn = (text: string, min: number, max: number) => {
  const n = Number(text);
  return text !== '' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

/**
 * The PON MAC table (screens.md §13.2): every MAC learnt behind an ONU, with its PON and ONU. Up to 32K entries, so
 * the device filters, sorts and pages it (MAC-X2) and the screen holds one page; age time and flush as on the device.
 */
export function PonMacPage({ title }: PageProps) {
  const { t } = useTranslation('mac');
  // the PON MAC table is the PON area's (/pon_mac)
  const mayWrite = useMayWrite('pon');
  const pons = filterPorts(usePortOptions(), 'pon');
  const device = useDeviceWrite();
  const paging = useDevicePaging<MacSortKey, MacFilters>({
    page: 1,
    page_size: PAGE_SIZE,
    sort: 'onu_id',
    order: 'asc',
  });
  const { ask: query, filter, sortOrder, onChange } = paging;
  const [isFlushing, setFlushing] = useState(false);
  const { data, isFetching } = usePonMacPage(query);
  const age = usePonMacAge();
  const ponName = (id: number) => {
    const p = pons.find((x) => x.id === id);
    return p ? portOptionLabel(p) : String(id);
  };

  return (
    <Card variant="borderless">
      <PageHeader title={title} />
      <Flex vertical gap="middle">
        <MacAgeLine
          age={age.data?.age_time}
          schema={AGE_FIELD}
          mayWrite={mayWrite}
          onApply={async (age_time) => {
            const r = await device.run(write(setPonMacAge, { age_time }), {
              success: age_time === 0 ? t('done.ponAgeNever') : t('done.ponAgeSet', { age: age_time }),
              invalidate: [macKeys.ponAge],
            });
            return !r.hasFailed && !r.isCancelled;
          }}
        />
        <Flex justify="space-between" wrap gap="small">
          <Space wrap>
            <Select
              aria-label={t('filter.pon')}
              style={{ width: 150 }}
              value={Number(query.port_id ?? 0)}
              onChange={(v: number) => filter({ port_id: v })}
              options={[
                { value: 0, label: t('filter.allPons') },
                ...pons.map((p) => ({ value: p.id, label: portOptionLabel(p) })),
              ]}
            />
            <Input
              aria-label={t('filter.onu')}
              placeholder={t('filter.onu')}
              style={{ width: 110 }}
              inputMode="numeric"
              allowClear
              onChange={(e) => {
                const v = e.target.value.trim();
                const n = wholeIn(v, ONU_ID.min, ONU_ID.max);
                if (v === '' || n !== undefined) filter({ onu_id: n ?? 0 });
              }}
            />
            <Input
              aria-label={t('filter.vlan')}
              placeholder={t('filter.vlan')}
              style={{ width: 110 }}
              inputMode="numeric"
              allowClear
              onChange={(e) => {
                const v = e.target.value.trim();
                const n = wholeIn(v, 1, 4094);
                if (v === '' || n !== undefined) filter({ vlan_id: n ?? 0 });
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
          <Button danger disabled={!mayWrite} onClick={() => setFlushing(true)}>
            {t('flush')}
          </Button>
        </Flex>
        <DataTable<MacRow>
          rowKey={(r) => `${r.macaddr}|${r.vlan_id}`}
          dataSource={data?.rows}
          loading={isFetching && !data}
          pageSize={false}
          virtual
          scroll={{ x: 900, y: 480 }}
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
              title: t('col.pon'),
              key: 'port_id',
              render: (_, r) => ponName(r.port_id),
              sorter: true,
              sortOrder: sortOrder('port_id'),
            },
            {
              title: t('col.onu'),
              key: 'onu_id',
              render: (_, r) => onuLabel(r.port_id, r.onu_id),
              sorter: true,
              sortOrder: sortOrder('onu_id'),
            },
            { title: t('col.type'), key: 'mac_type', render: (_, r) => t(`typeName.${macTypeKey(r.mac_type)}`) },
          ]}
        />
        <Pager total={data?.total ?? 0} current={Number(query.page ?? 1)} pageSize={PAGE_SIZE} onChange={paging.page} />
      </Flex>
      {isFlushing && <PonMacFlushDialog onClose={() => setFlushing(false)} />}
    </Card>
  );
}
