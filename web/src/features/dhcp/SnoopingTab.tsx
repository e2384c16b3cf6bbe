import { useState } from 'react';
import { Button, Flex, Input, Table, Typography } from 'antd';
import {
  DHCP_BINDING_PAGE_SIZE,
  parsePortList,
  snoopingAdmin,
  snoopingChaddr,
  snoopingFlush,
  type DhcpBindingRow,
  type DhcpGlobal,
} from '@olt/protocol';
import { usePortNames } from '../../components/usePortNames.ts';
import { useMayWrite } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { useTranslation } from '../../lib/translation.ts';
import { dhcpKeys, useBindings } from './dhcpQueries.ts';
import { OnOffRow } from '../../components/OnOffRow.tsx';
import { ResponseDialog, TrustDialog } from './SnoopingDialogs.tsx';

/**
 * DHCP-13…20: snooping, its client address check, response time and trusted uplinks, and the bindings (with the
 * server's own leases) paged on the device and searched by IP, MAC or PON/ONU.
 */
export function SnoopingTab({ g }: { g: DhcpGlobal }) {
  const { t } = useTranslation('dhcp');
  const device = useDeviceWrite();
  const mayWrite = useMayWrite('switch');
  const names = usePortNames();
  const [ask, setAsk] = useState({ page: 1, page_size: DHCP_BINDING_PAGE_SIZE.default, search: '' });
  const bindings = useBindings(ask.search === '' ? { page: ask.page, page_size: ask.page_size } : ask);
  const [dialog, setDialog] = useState<'response' | 'trustAdd' | 'trustDel' | null>(null);
  const isOn = g.snooping_admin === 1;
  const trusted = parsePortList(g.trust_portlist);
  const flip = (field: 'snooping_admin' | 'chaddr_check', on: boolean) =>
    void device.run(
      field === 'snooping_admin'
        ? write(snoopingAdmin, { snooping_admin: on ? 1 : 0 })
        : write(snoopingChaddr, { chaddr_check: on ? 1 : 0 }),
      {
        success:
          field === 'snooping_admin'
            ? t(on ? 'done.snoopingOn' : 'done.snoopingOff')
            : t(on ? 'done.chaddrOn' : 'done.chaddrOff'),
        invalidate: [dhcpKeys.all],
      },
    );
  return (
    <Flex vertical gap="middle">
      <OnOffRow
        label={t('snooping.status')}
        isOn={isOn}
        isBusy={device.isPending}
        onChange={(on) => flip('snooping_admin', on)}
      />
      {isOn && (
        <>
          <OnOffRow
            label={t('snooping.chaddr')}
            isOn={g.chaddr_check === 1}
            isBusy={device.isPending}
            onChange={(on) => flip('chaddr_check', on)}
          />
          <Flex gap="small" align="center" wrap>
            <Typography.Text strong>{t('snooping.response')}</Typography.Text>
            <Typography.Text>{t('seconds', { n: g.response_time })}</Typography.Text>
            <Button size="small" disabled={!mayWrite} onClick={() => setDialog('response')}>
              {t('setting')}
            </Button>
          </Flex>
          <Flex gap="small" align="center" wrap>
            <Typography.Text strong>{t('snooping.trust')}</Typography.Text>
            <Typography.Text>{trusted.length ? names(g.trust_portlist) : t('snooping.noTrust')}</Typography.Text>
            <Button size="small" disabled={!mayWrite} onClick={() => setDialog('trustAdd')}>
              {t('add')}
            </Button>
            <Button size="small" disabled={!mayWrite || trusted.length === 0} onClick={() => setDialog('trustDel')}>
              {t('delete')}
            </Button>
          </Flex>
          {trusted.length === 0 && g.relay_admin === 1 && (
            <Typography.Text type="warning">{t('snooping.untrustedNote')}</Typography.Text>
          )}
        </>
      )}
      <Flex justify="space-between" wrap gap="small">
        <Input.Search
          allowClear
          aria-label={t('snooping.search')}
          placeholder={t('snooping.search')}
          style={{ maxWidth: 320 }}
          onSearch={(search) => setAsk((a) => ({ ...a, page: 1, search: search.trim() }))}
        />
        <Flex gap="small">
          <Button onClick={() => void bindings.refetch()}>{t('refresh')}</Button>
          <Button
            danger
            disabled={!mayWrite || !isOn}
            onClick={() =>
              void device.run(write(snoopingFlush, {}), {
                confirm: t('snooping.flushConfirm'),
                success: t('done.flushed'),
                invalidate: [dhcpKeys.all],
              })
            }
          >
            {t('snooping.flush')}
          </Button>
        </Flex>
      </Flex>
      <Typography.Text type="secondary">{t('snooping.tableNote')}</Typography.Text>
      <Table<DhcpBindingRow>
        size="small"
        rowKey={(r) => r.macaddr}
        loading={bindings.isPending}
        dataSource={bindings.data?.rows ?? []}
        pagination={{
          current: bindings.data?.page ?? ask.page,
          pageSize: ask.page_size,
          total: bindings.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (page) => setAsk((a) => ({ ...a, page })),
        }}
        columns={[
          { title: t('col.ip'), key: 'ip', dataIndex: 'ipaddr' },
          { title: t('col.mac'), key: 'mac', dataIndex: 'macaddr' },
          { title: t('col.port'), key: 'port', render: (_, r) => names(String(r.port_id)) },
          { title: t('col.onu'), key: 'onu', render: (_, r) => `${r.port_id}/${r.onu_id}` },
          { title: t('col.vlan'), key: 'vlan', dataIndex: 'vlan_id' },
          { title: t('col.lease'), key: 'lease', dataIndex: 'lease_time_string' },
          {
            title: t('col.origin'),
            key: 'origin',
            render: (_, r) => t(`origin.${r.origin === 'relay' ? 'relay' : 'server'}`),
          },
          { title: t('col.circuit'), key: 'circuit', render: (_, r) => r.circuit_id || '-' },
        ]}
      />
      {dialog === 'response' && <ResponseDialog seconds={g.response_time} onClose={() => setDialog(null)} />}
      {(dialog === 'trustAdd' || dialog === 'trustDel') && (
        <TrustDialog isAdd={dialog === 'trustAdd'} trusted={trusted} onClose={() => setDialog(null)} />
      )}
    </Flex>
  );
}
