import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { LACP_ACTIVITY, LACP_TIMEOUT, TRUNK_MODE, type LacpMember, type LacpTrunk } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { useWriteBlock } from '../../lib/access.ts';
import { useAddition } from '../../lib/capabilities.ts';
import type { PageProps } from '../../lib/pages.ts';
import { useTranslation } from '../../lib/translation.ts';
import { wordOf } from '../../lib/wireWords.ts';
import { lacpKeys, useLacp } from './lacpQueries.ts';
import { MemberDialog, SystemPriorityDialog, TrunkModeDialog } from './LacpDialogs.tsx';

const STATE_COLOR = { selected: 'success', standby: 'warning', unselected: 'default' } as const;

/**
 * LACP (screens.md §18 `lacp`): the system priority, per trunk its mode and the partner it agreed on, per member
 * its settings and its state as the device sees it now, with the reason when it carries no traffic.
 */
export function LacpPage({ title }: PageProps) {
  const { t } = useTranslation('lag');
  const isOffered = useAddition('LACP-X1');
  const lacp = useLacp(isOffered);
  const writeBlock = useWriteBlock('switch');
  const [isSystemOpen, setSystemOpen] = useState(false);
  const ports = usePortOptions();
  const portName = (id: number) => {
    const p = ports.find((x) => x.id === id);
    return p ? portOptionLabel(p) : String(id);
  };
  if (!isOffered) {
    return (
      <Card variant="borderless" data-page="lacp">
        <PageHeader title={title} />
        <Alert type="info" showIcon title={t('lacp.unavailable')} />
      </Card>
    );
  }
  const status = lacp.data;
  return (
    <Card variant="borderless" data-page="lacp">
      <PageHeader
        title={title}
        actions={
          <Button onClick={() => void lacp.refetch()} loading={lacp.isFetching}>
            {t('refresh')}
          </Button>
        }
      />
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{t('lacp.tip')}</Typography.Text>
        {status && (
          <Flex gap="small" align="center">
            <Typography.Text>
              {t('lacp.system', { priority: status.system_priority, mac: status.system_mac })}
            </Typography.Text>
            <Button
              size="small"
              disabled={writeBlock !== null}
              title={writeBlock ?? undefined}
              onClick={() => setSystemOpen(true)}
            >
              {t('setting')}
            </Button>
          </Flex>
        )}
        {status?.trunks.length === 0 && <Empty description={t('lacp.empty')} />}
        {status?.trunks.map((trunk) => (
          <TrunkCard key={trunk.trunk_id} trunk={trunk} portName={portName} writeBlock={writeBlock} />
        ))}
      </Flex>
      {isSystemOpen && status && (
        <SystemPriorityDialog priority={status.system_priority} onClose={() => setSystemOpen(false)} />
      )}
    </Card>
  );
}

function TrunkCard({
  trunk,
  portName,
  writeBlock,
}: {
  trunk: LacpTrunk;
  portName: (id: number) => string;
  writeBlock: string | null;
}) {
  const { t } = useTranslation('lag');
  const [isModeOpen, setModeOpen] = useState(false);
  const isLacp = trunk.mode === TRUNK_MODE.lacp;
  return (
    <Card
      size="small"
      data-trunk={trunk.trunk_id}
      title={t('trunk.name', { id: trunk.trunk_id })}
      extra={
        <Button
          size="small"
          disabled={writeBlock !== null}
          title={writeBlock ?? undefined}
          onClick={() => setModeOpen(true)}
        >
          {t('setting')}
        </Button>
      }
    >
      <Flex vertical gap="small">
        <Typography.Text>
          {t('lacp.trunkLine', {
            mode: t(`lacp.mode.${wordOf(TRUNK_MODE, trunk.mode)}`),
            max: trunk.max_active,
            key: trunk.actor_key,
          })}
        </Typography.Text>
        {isLacp && (
          <Typography.Text type={trunk.partner_system_mac ? undefined : 'warning'}>
            {trunk.partner_system_mac
              ? t('lacp.partner', {
                  mac: trunk.partner_system_mac,
                  priority: trunk.partner_system_priority,
                  key: trunk.partner_key,
                })
              : t('lacp.noPartner')}
          </Typography.Text>
        )}
        <EntityTable<LacpMember>
          rows={trunk.members}
          loading={false}
          rowKey={(m) => m.port_id}
          area="switch"
          invalidate={[lacpKeys.all]}
          actionsTitle={t('lacp.col.actions')}
          columns={[
            { title: t('lacp.col.port'), key: 'port', render: (_, m) => portName(m.port_id) },
            {
              title: t('lacp.col.activity'),
              key: 'activity',
              render: (_, m) => t(`lacp.activity.${wordOf(LACP_ACTIVITY, m.lacp_mode)}`),
            },
            {
              title: t('lacp.col.timeout'),
              key: 'timeout',
              render: (_, m) => t(`lacp.timeout.${wordOf(LACP_TIMEOUT, m.timeout)}`),
            },
            { title: t('lacp.col.priority'), key: 'priority', dataIndex: 'port_priority' },
            {
              title: t('lacp.col.link'),
              key: 'link',
              render: (_, m) => (m.link_status === 1 ? t('lacp.link.up') : t('lacp.link.down')),
            },
            {
              title: t('lacp.col.state'),
              key: 'state',
              render: (_, m) => (
                <Flex vertical>
                  <span>
                    <Tag color={STATE_COLOR[m.state]}>{t(`lacp.state.${m.state}`)}</Tag>
                  </span>
                  {m.reason && <Typography.Text type="secondary">{t(`lacp.reason.${m.reason}`)}</Typography.Text>}
                </Flex>
              ),
            },
            {
              title: t('lacp.col.partnerPort'),
              key: 'partner',
              render: (_, m) =>
                m.partner_system_mac
                  ? t('lacp.partnerPort', { mac: m.partner_system_mac, port: m.partner_port })
                  : t('none'),
            },
          ]}
          rowActions={[
            {
              key: 'setting',
              label: t('setting'),
              dialog: (m, onClose) => <MemberDialog member={m} portName={portName(m.port_id)} onClose={onClose} />,
            },
          ]}
        />
      </Flex>
      {isModeOpen && <TrunkModeDialog trunk={trunk} onClose={() => setModeOpen(false)} />}
    </Card>
  );
}
