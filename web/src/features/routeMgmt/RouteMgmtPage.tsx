import { useState } from 'react';
import { Button, Card, Flex, Input, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import {
  ROUTE_PROTOCOL,
  type ROUTE_SORT_KEYS,
  ROUTE_STATUS,
  ROUTING,
  routingSet,
  staticRouteDelete,
  type RouteRow,
} from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import { useWriteBlock } from '../../lib/access.ts';
import { useDevicePaging } from '../../lib/devicePaging.ts';
import { write } from '../../lib/deviceWrite.ts';
import type { PageProps } from '../../lib/pages.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { AddRouteDialog } from './AddRouteDialog.tsx';
import { routeKeys, useRoutePage, useRouting } from './routeQueries.ts';

type SortKey = (typeof ROUTE_SORT_KEYS)[number];
const PAGE_SIZE = 20;
const isDefault = (r: RouteRow) => r.ipaddress === '0.0.0.0' && r.mask_num === 0;

/**
 * Route management (screens.md §16.1): routing on or off, and the route table the device sorts and pages, its
 * direct routes from the interfaces, the static ones with whether their next hop is reachable, the default route of
 * the Network Interface screen among them.
 */
export function RouteMgmtPage({ title }: PageProps) {
  const { t } = useTranslation('acl');
  const block = useWriteBlock('switch');
  const mayWrite = block === null;
  const device = useDeviceWrite();
  const routing = useRouting();
  const isOn = routing.data?.status === ROUTING.on;
  const paging = useDevicePaging<SortKey, { q?: string }>({
    page: 1,
    page_size: PAGE_SIZE,
    sort: 'ipaddress',
    order: 'asc',
  });
  const routes = useRoutePage(paging.ask, routing.data !== undefined);
  const [isAdding, setAdding] = useState(false);

  const toggle = (on: boolean) =>
    void device.run(write(routingSet, { status: on ? ROUTING.on : ROUTING.off }), {
      confirm: on ? undefined : t('route.offConfirm'),
      success: t(on ? 'done.routingOn' : 'done.routingOff'),
      invalidate: [routeKeys.all],
    });
  const sorted = (key: SortKey) => ({ key, sorter: true, sortOrder: paging.sortOrder(key) });

  return (
    <Card variant="borderless" data-page="route_mgmt">
      <PageHeader title={title} />
      <Flex vertical gap="middle">
        <Space>
          <Typography.Text strong>{t('route.routing')}</Typography.Text>
          <Tooltip title={block}>
            <Switch
              aria-label={t('route.routing')}
              checked={isOn}
              loading={routing.isPending || device.isPending}
              disabled={!mayWrite}
              onChange={toggle}
            />
          </Tooltip>
          <Typography.Text type="secondary">{isOn ? t('route.onNote') : t('route.offNote')}</Typography.Text>
        </Space>
        <Flex justify="space-between" wrap gap="small">
          <Space wrap>
            <Input
              aria-label={t('route.filter')}
              placeholder={t('route.filter')}
              allowClear
              style={{ width: 220 }}
              onChange={(e) => paging.filter({ q: e.target.value.trim() || undefined })}
            />
            <Typography.Text type="secondary">{t('route.total', { count: routes.data?.total ?? 0 })}</Typography.Text>
          </Space>
          <Tooltip title={block}>
            <Button type="primary" disabled={!mayWrite || !isOn} onClick={() => setAdding(true)}>
              {t('route.add')}
            </Button>
          </Tooltip>
        </Flex>
        <DataTable<RouteRow>
          size="small"
          rowKey={(r) => `${r.ipaddress}/${r.mask_num}/${r.gateway}/${r.protocol}`}
          dataSource={routes.data?.rows}
          loading={routes.isFetching && !routes.data}
          pageSize={false}
          onChange={paging.onChange}
          columns={[
            { ...sorted('ipaddress'), title: t('route.destination'), render: (_, r) => `${r.ipaddress}/${r.mask_num}` },
            { ...sorted('gateway'), title: t('route.nextHop'), dataIndex: 'gateway' },
            {
              ...sorted('interface'),
              title: t('route.interface'),
              render: (_, r) => (r.interface === 0 ? '*' : `Vlanif${r.interface}`),
            },
            {
              ...sorted('protocol'),
              title: t('route.protocol'),
              render: (_, r) => (r.protocol === ROUTE_PROTOCOL.direct ? t('route.direct') : t('route.static')),
            },
            { ...sorted('preference'), title: t('route.preference'), dataIndex: 'preference' },
            {
              ...sorted('status'),
              title: t('route.status'),
              render: (_, r) =>
                r.status === ROUTE_STATUS.reachable ? (
                  <Tag color="green">{t('route.reachable')}</Tag>
                ) : (
                  <Tag color="red">{t('route.unreachable')}</Tag>
                ),
            },
            {
              key: 'actions',
              title: t('actions'),
              render: (_, r) => {
                if (r.protocol === ROUTE_PROTOCOL.direct) return null;
                const why = isDefault(r) ? t('route.defaultElsewhere') : (block ?? '');
                const button = (
                  <Button
                    type="link"
                    size="small"
                    danger
                    disabled={why !== ''}
                    aria-label={t('route.deleteOf', { route: `${r.ipaddress}/${r.mask_num}` })}
                    onClick={() =>
                      void device.run(
                        write(staticRouteDelete, { ipaddress: r.ipaddress, mask: r.mask, gateway: r.gateway }),
                        {
                          confirm: t('route.deleteConfirm', { route: `${r.ipaddress}/${r.mask_num}`, hop: r.gateway }),
                          success: t('done.routeDeleted', { route: `${r.ipaddress}/${r.mask_num}`, hop: r.gateway }),
                          invalidate: [routeKeys.all],
                        },
                      )
                    }
                  >
                    {t('delete')}
                  </Button>
                );
                return why ? <Tooltip title={why}>{button}</Tooltip> : button;
              },
            },
          ]}
        />
        <Pager total={routes.data?.total ?? 0} current={paging.ask.page} pageSize={PAGE_SIZE} onChange={paging.page} />
      </Flex>
      {isAdding && <AddRouteDialog onClose={() => setAdding(false)} />}
    </Card>
  );
}
