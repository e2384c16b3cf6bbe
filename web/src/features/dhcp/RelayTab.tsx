import { Flex, Radio, Typography } from 'antd';
import {
  RELAY_NEEDS_ROUTING,
  relayAdmin,
  relayOption60Delete,
  relayPolicy,
  relayStandardDelete,
  routingSet,
  routingStatus,
  type DhcpGlobal,
} from '@olt/protocol';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { useMayWrite } from '../../lib/access.ts';
import { call } from '../../lib/apiClient.ts';
import { write, type WriteStep } from '../../lib/deviceWrite.ts';
import { confirm } from '../../lib/feedback.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { useTranslation } from '../../lib/translation.ts';
import { dhcpKeys, useRelayServers } from './dhcpQueries.ts';
import { OnOffRow } from '../../components/OnOffRow.tsx';
import { RelayAddDialog } from './RelayAddDialog.tsx';

interface RelayRow {
  key: string;
  match: string;
  server_ip: string;
  remove: WriteStep;
}

/** DHCP-03…10: the relay, its policy and its servers; turning it on offers to turn IP routing on as it needs. */
export function RelayTab({ g }: { g: DhcpGlobal }) {
  const { t } = useTranslation('dhcp');
  const device = useDeviceWrite();
  const mayWrite = useMayWrite('switch');
  const isOn = g.relay_admin === 1;
  const servers = useRelayServers(isOn);
  const isOption60 = g.relay_policy === 1;

  const turn = async (on: boolean) => {
    if (!on) {
      void device.run(write(relayAdmin, { relay_admin: 0 }), {
        success: t('done.relayOff'),
        invalidate: [dhcpKeys.all],
      });
      return;
    }
    const steps: WriteStep[] = [];
    // the device refuses the relay while routing is off ("dhcp realy function must be enable ip route"): ask first
    const routing = await call(routingStatus).catch(() => ({ status: 1 }));
    if (routing.status !== 1) {
      if (!(await confirm(t('relay.needsRouting'), { title: RELAY_NEEDS_ROUTING }))) return;
      steps.push(write(routingSet, { status: 1 }));
    }
    steps.push(write(relayAdmin, { relay_admin: 1 }));
    void device.run(steps, {
      success: steps.length > 1 ? t('done.relayOnWithRouting') : t('done.relayOn'),
      invalidate: [dhcpKeys.all, ['route']],
    });
  };

  const rows: RelayRow[] = isOption60
    ? (servers.data?.option60 ?? []).map((r) => ({
        key: `${r.option60}|${r.server_ip}`,
        match: r.option60,
        server_ip: r.server_ip,
        remove: write(relayOption60Delete, r),
      }))
    : (servers.data?.standard ?? []).map((r) => ({
        key: `${r.vlan_id}|${r.server_ip}`,
        match: String(r.vlan_id),
        server_ip: r.server_ip,
        remove: write(relayStandardDelete, r),
      }));

  return (
    <Flex vertical gap="middle">
      <OnOffRow label={t('relay.status')} isOn={isOn} isBusy={device.isPending} onChange={(on) => void turn(on)} />
      {isOn && (
        <>
          <Flex gap="small" align="center" wrap>
            <Typography.Text strong>{t('relay.policy')}</Typography.Text>
            <Radio.Group
              value={g.relay_policy}
              disabled={!mayWrite || device.isPending}
              onChange={(e) =>
                void device.run(write(relayPolicy, { relay_policy: Number(e.target.value) }), {
                  success: t('done.relayPolicy', {
                    policy: Number(e.target.value) === 1 ? t('relay.option60') : t('relay.standard'),
                  }),
                  invalidate: [dhcpKeys.all],
                })
              }
              options={[
                { value: 0, label: t('relay.standard') },
                { value: 1, label: t('relay.option60') },
              ]}
            />
          </Flex>
          <EntityTable<RelayRow>
            rows={rows}
            loading={servers.isPending}
            rowKey={(r) => r.key}
            area="switch"
            invalidate={[dhcpKeys.all]}
            actionsTitle={t('col.actions')}
            add={{
              label: t('relay.add'),
              dialog: (onClose) => <RelayAddDialog isOption60={isOption60} onClose={onClose} />,
            }}
            columns={[
              { title: isOption60 ? t('relay.option60') : t('col.vlan'), key: 'match', dataIndex: 'match' },
              { title: t('relay.server'), key: 'server', dataIndex: 'server_ip' },
            ]}
            rowActions={[
              {
                key: 'delete',
                label: t('delete'),
                danger: true,
                write: (r) => r.remove,
                confirm: (r) => t('relay.deleteConfirm', { match: r.match, server: r.server_ip }),
                success: (r) => t('done.relayDeleted', { match: r.match, server: r.server_ip }),
              },
            ]}
          />
        </>
      )}
    </Flex>
  );
}
