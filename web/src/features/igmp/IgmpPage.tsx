import { useState } from 'react';
import { Button, Card, Descriptions, Space, Tabs, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import {
  IGMP_MODES,
  igmpDynamicDelete,
  igmpDynamicDeleteAll,
  igmpStaticDelete,
  igmpStaticDeleteAll,
  mcVlanDestroy,
  type McEntry,
  type McVlan,
} from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { usePortNames } from '../../components/usePortNames.ts';
import { useMayWrite } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { useTranslation } from '../../lib/translation.ts';
import { igmpKeys, useIgmpConfig, useIgmpTable, useMcVlans } from './igmpQueries.ts';
import { MembersDialog } from './MembersDialog.tsx';
import { CreateMvlanDialog, DescDialog, RouterDialog, UnknownDialog } from './MvlanDialogs.tsx';
import { ProgramsDialog } from './ProgramsDialog.tsx';
import { SettingDialog, WORDS } from './SettingDialog.tsx';
import { StaticDialog } from './StaticDialog.tsx';
import { ViewersChart } from './ViewersChart.tsx';

function InfoTab() {
  const { t } = useTranslation('igmp');
  const config = useIgmpConfig().data;
  const mayWrite = useMayWrite('switch');
  const [open, setOpen] = useState(false);
  if (!config) return null;
  const snooping = config.mode === IGMP_MODES.snooping;
  const proxy = config.mode === IGMP_MODES.proxy;
  const rows: [string, string | number, boolean][] = [
    [t('info.mode'), t(WORDS.mode[config.mode] ?? 'mode.disabled'), true],
    [t('info.fastLeave'), t(WORDS.onOff[config.fast_leave] ?? 'onOff.off'), config.mode !== 0],
    [t('info.protocolPolicy'), t(WORDS.policy[config.protocol_policy] ?? 'policy.pass'), config.mode !== 0],
    [t('info.agingMode'), t(WORDS.aging[config.aging_mode] ?? 'aging.timer'), config.mode !== 0],
    [t('info.groupAgingTime'), config.group_aging_time, snooping],
    [t('info.robustness'), config.robustness, proxy],
    [t('info.genResponseTime'), config.gen_response_time, proxy],
    [t('info.genQueryInterval'), config.gen_query_interval, proxy],
    [t('info.querySrcIp'), config.query_src_ip, proxy],
    [t('info.querySrcMac'), config.query_src_mac, proxy],
    [t('info.spQueryInterval'), config.sp_query_interval, proxy],
    [t('info.spResponseTime'), config.sp_response_time, proxy],
    [t('info.spQueryNumber'), config.sp_query_number, proxy],
  ];
  return (
    <>
      <Card
        size="small"
        title={t('info.title')}
        extra={
          <Button icon={<SettingOutlined />} disabled={!mayWrite} onClick={() => setOpen(true)}>
            {t('info.setting')}
          </Button>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={rows.filter(([, , shown]) => shown).map(([label, value]) => ({ key: label, label, children: value }))}
        />
      </Card>
      <ViewersChart />
      {open && <SettingDialog config={config} onClose={() => setOpen(false)} />}
    </>
  );
}

function TableTab() {
  const { t } = useTranslation('igmp');
  const table = useIgmpTable();
  const mvlans = useMcVlans().data ?? [];
  const names = usePortNames();
  const device = useDeviceWrite();
  const mayWrite = useMayWrite('switch');
  const rows = table.data ?? [];
  const hasStatic = rows.some((r) => r.action === 1);
  return (
    <>
      <EntityTable<McEntry>
        rows={rows}
        loading={table.isPending}
        rowKey={(r) => `${r.action}/${r.vid}/${r.multi_ip}`}
        area="switch"
        toolbar={
          <Space>
            {hasStatic && (
              <Button
                danger
                disabled={!mayWrite}
                onClick={() =>
                  void device.run(write(igmpStaticDeleteAll, {}), {
                    confirm: t('table.deleteStaticConfirm'),
                    success: t('done.staticDeleted'),
                    invalidate: [igmpKeys.all],
                  })
                }
              >
                {t('table.deleteStatic')}
              </Button>
            )}
            <Button
              danger
              disabled={!mayWrite}
              onClick={() =>
                void device.run(write(igmpDynamicDeleteAll, {}), {
                  confirm: t('table.deleteDynamicConfirm'),
                  success: t('done.dynamicDeleted'),
                  invalidate: [igmpKeys.all],
                })
              }
            >
              {t('table.deleteDynamic')}
            </Button>
            <Typography.Text type="secondary">{t('table.live')}</Typography.Text>
          </Space>
        }
        columns={[
          { title: t('table.ip'), dataIndex: 'multi_ip', key: 'ip' },
          { title: t('table.users'), key: 'users', render: (_, r) => r.user_num ?? '—' },
          { title: t('table.vid'), dataIndex: 'vid', key: 'vid' },
          {
            title: t('table.action'),
            key: 'action',
            render: (_, r) => t(r.action === 1 ? 'table.static' : 'table.dynamic'),
          },
          { title: t('table.hosts'), key: 'hosts', render: (_, r) => names(r.host_portlist) },
          { title: t('table.routers'), key: 'routers', render: (_, r) => names(r.router_portlist) },
        ]}
        actionsTitle={t('table.actions')}
        invalidate={[igmpKeys.all]}
        rowLabel={(r) => r.multi_ip}
        add={{
          label: t('table.addStatic'),
          dialog: (close) => <StaticDialog mvlans={mvlans.map((m) => m.mvlan)} onClose={close} />,
        }}
        rowActions={[
          {
            key: 'onus',
            label: t('table.onus'),
            isDisabled: (r) => r.action === 1,
            dialog: (r, close) => <MembersDialog ip={r.multi_ip} vid={r.vid} onClose={close} />,
          },
          {
            key: 'delete',
            label: t('table.delete'),
            danger: true,
            write: (r) =>
              write(r.action === 1 ? igmpStaticDelete : igmpDynamicDelete, { multi_ip: r.multi_ip, vid: r.vid }),
            confirm: (r) => t('table.deleteConfirm', { ip: r.multi_ip, vid: r.vid }),
            success: (r) => t('done.entryDeleted', { ip: r.multi_ip, vid: r.vid }),
          },
        ]}
      />
    </>
  );
}

function MvlanTab() {
  const { t } = useTranslation('igmp');
  const mvlans = useMcVlans();
  const names = usePortNames();
  return (
    <EntityTable<McVlan>
      rows={mvlans.data ?? []}
      loading={mvlans.isPending}
      rowKey={(m) => m.mvlan}
      area="switch"
      columns={[
        { title: t('mvlan.mvlan'), dataIndex: 'mvlan', key: 'mvlan' },
        { title: t('mvlan.desc'), dataIndex: 'mvlan_desc', key: 'desc' },
        { title: t('mvlan.routers'), key: 'routers', render: (_, m) => names(m.router_portlist) },
      ]}
      actionsTitle={t('mvlan.actions')}
      invalidate={[igmpKeys.all]}
      rowLabel={(m) => String(m.mvlan)}
      add={{ label: t('mvlan.create'), dialog: (close) => <CreateMvlanDialog onClose={close} /> }}
      rowActions={[
        {
          key: 'programs',
          label: t('mvlan.programs'),
          dialog: (m, close) => <ProgramsDialog mvlan={m.mvlan} onClose={close} />,
        },
        { key: 'desc', label: t('mvlan.desc'), dialog: (m, close) => <DescDialog mvlan={m} onClose={close} /> },
        { key: 'routers', label: t('mvlan.routers'), dialog: (m, close) => <RouterDialog mvlan={m} onClose={close} /> },
        {
          key: 'unknown',
          label: t('mvlan.unknown'),
          dialog: (m, close) => <UnknownDialog mvlan={m} onClose={close} />,
        },
        {
          key: 'delete',
          label: t('mvlan.delete'),
          danger: true,
          write: (m) => write(mcVlanDestroy, { mvlan: m.mvlan, mvlan_desc: '' }),
          confirm: (m) => t('mvlan.deleteConfirm', { mvlan: m.mvlan }),
          success: (m) => t('done.mvlanDeleted', { mvlan: m.mvlan }),
        },
      ]}
    />
  );
}

/** IGMP (screens.md §14.2): settings with what people watch, the multicast table with its ONUs, multicast VLANs. */
export function IgmpPage({ title }: { title: string }) {
  const { t } = useTranslation('igmp');
  return (
    <Card variant="borderless" data-page="igmp">
      <PageHeader title={title} />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'info', label: t('tabs.info'), children: <InfoTab /> },
          { key: 'table', label: t('tabs.table'), children: <TableTab /> },
          { key: 'mvlan', label: t('tabs.mvlan'), children: <MvlanTab /> },
        ]}
      />
    </Card>
  );
}
