import { Card, Flex, Typography } from 'antd';
import type { DeviceMac } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { WhereMacSearch } from '../../components/WhereMacSearch.tsx';
import type { PageProps } from '../../lib/pages.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useDeviceMacs } from './macQueries.ts';

const KINDS = ['system', 'outband', 'inband', 'vlanif'] as const;
const isKind = (k: string): k is (typeof KINDS)[number] => (KINDS as readonly string[]).includes(k);

/**
 * The device-wide MAC view (`device_mac`, which has no screen on the original): the device's own MACs (MAC-X4) and
 * "where is this MAC" over every table the device keeps, so one search answers for switch, PON and ONU lists at once.
 */
export function DeviceMacPage({ title }: PageProps) {
  const { t } = useTranslation('mac');
  const own = useDeviceMacs();
  return (
    <Card variant="borderless">
      <PageHeader title={title} />
      <Flex vertical gap="large">
        <Flex vertical gap="small">
          <Typography.Title level={5}>{t('where.title')}</Typography.Title>
          <WhereMacSearch />
        </Flex>
        <Flex vertical gap="small">
          <Typography.Title level={5}>{t('device.own')}</Typography.Title>
          <DataTable<DeviceMac>
            rowKey={(r) => `${r.kind}|${r.name}`}
            dataSource={own.data}
            loading={own.isPending}
            pageSize={false}
            columns={[
              {
                title: t('col.kind'),
                key: 'kind',
                render: (_, r) => (isKind(r.kind) ? t(`device.${r.kind}`) : r.kind),
              },
              { title: t('col.name'), dataIndex: 'name', key: 'name' },
              { title: t('col.mac'), dataIndex: 'macaddr', key: 'macaddr' },
              { title: t('col.vlan'), key: 'vlan_id', render: (_, r) => (r.vlan_id > 0 ? r.vlan_id : '-') },
            ]}
          />
        </Flex>
      </Flex>
    </Card>
  );
}
