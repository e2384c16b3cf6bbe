import { useState } from 'react';
import { Button, Card, Col, Descriptions, Flex, Row, Space, Tag, Typography } from 'antd';
import { ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { RSTP_MODES, type RstpBridge, type RstpPort, type StpTopology } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { useMayWrite } from '../../lib/access.ts';
import { useTranslation } from '../../lib/translation.ts';
import { BridgeDialog } from './BridgeDialog.tsx';
import { PortDialog } from './PortDialog.tsx';
import { StpDiagram } from '../../components/stp/StpDiagram.tsx';
import { WhyBlocking } from '../../components/stp/WhyBlocking.tsx';
import { rstpKeys, useRstpBridge, useRstpPorts, useStpTopology } from './rstpQueries.ts';

const ROLE_COLOURS: Record<string, string> = {
  Root: 'gold',
  Designated: 'blue',
  Alternate: 'orange',
  Backup: 'purple',
  Disabled: 'default',
};
const STATE_COLOURS: Record<string, string> = { Forwarding: 'success', Learning: 'warning', Discarding: 'error' };

function BridgeBlock({ bridge, topology }: { bridge: RstpBridge; topology: StpTopology | undefined }) {
  const { t } = useTranslation('rstp');
  const mayWrite = useMayWrite('switch');
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const olt = topology?.bridges.find((b) => b.olt === 1);
  const items = [
    [t('bridge.status'), t(bridge.status === 1 ? 'status.on' : 'status.off')],
    [t('bridge.mode'), t(bridge.rstp_mode === RSTP_MODES.stp ? 'mode.stp' : 'mode.rstp')],
    [t('bridge.rootPriority'), bridge.rb_priority],
    [t('bridge.rootAddress'), bridge.rb_address],
    [t('bridge.designatedPriority'), bridge.db_priority],
    [t('bridge.designatedAddress'), bridge.db_address],
    [t('bridge.maxAge'), bridge.max_age],
    [t('bridge.helloTime'), bridge.hello_time],
    [t('bridge.forwardDelay'), bridge.forward_delay],
    [t('bridge.holdCount'), bridge.transmit_hold_count],
    [t('bridge.rootPathCost'), bridge.root_path_cost],
  ] as const;
  return (
    <Card
      size="small"
      title={
        <Space>
          {t('bridge.title')}
          {olt?.root === 1 && bridge.status === 1 && <Tag color="gold">{t('bridge.isRoot')}</Tag>}
        </Space>
      }
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void client.invalidateQueries({ queryKey: rstpKeys.all })}>
            {t('bridge.refresh')}
          </Button>
          <Button icon={<SettingOutlined />} disabled={!mayWrite} onClick={() => setOpen(true)}>
            {t('bridge.setting')}
          </Button>
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={items.map(([label, value]) => ({ key: String(label), label, children: value }))}
      />
      {open && (
        <BridgeDialog
          bridge={bridge}
          ownPriority={olt?.priority ?? bridge.rb_priority}
          onClose={() => setOpen(false)}
        />
      )}
    </Card>
  );
}

/** RSTP (screens.md §14.1): the bridge, its uplinks, the tree drawn beside them and why a port blocks. */
export function RstpPage({ title }: { title: string }) {
  const { t } = useTranslation('rstp');
  const bridge = useRstpBridge();
  const ports = useRstpPorts();
  const topology = useStpTopology();
  const options = usePortOptions();
  const enabled = bridge.data?.status === 1;
  const optionOf = (id: number) => options.find((o) => o.id === id);
  const nameOf = (id: number) => {
    const p = optionOf(id);
    return p ? portOptionLabel(p) : String(id);
  };
  const role = (r: string) => (r ? <Tag color={ROLE_COLOURS[r]}>{t(`role.${r as 'Root'}`)}</Tag> : t('role.none'));
  const state = (s: string) =>
    s ? <Tag color={STATE_COLOURS[s]}>{t(`state.${s as 'Forwarding'}`)}</Tag> : t('state.none');
  return (
    <Card variant="borderless" data-page="rstp">
      <PageHeader title={title} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Flex vertical gap="middle">
            {bridge.data && <BridgeBlock bridge={bridge.data} topology={topology.data} />}
            <Card size="small" title={t('ports.title')}>
              <EntityTable<RstpPort>
                rows={ports.data ?? []}
                loading={ports.isPending}
                rowKey={(p) => p.port_id}
                area="switch"
                columns={[
                  { title: t('ports.port'), key: 'port', render: (_, p) => nameOf(p.port_id) },
                  { title: t('ports.priority'), dataIndex: 'port_priority', key: 'priority' },
                  { title: t('ports.cost'), dataIndex: 'port_path_cost', key: 'cost' },
                  {
                    title: t('ports.edge'),
                    key: 'edge',
                    render: (_, p) => t(p.edge_status === 1 ? 'edge.yes' : 'edge.no'),
                  },
                  {
                    title: t('ports.adminLink'),
                    key: 'admin',
                    render: (_, p) => t(`linkType.${p.admin_link_type as 'Auto'}`, p.admin_link_type),
                  },
                  {
                    title: t('ports.operLink'),
                    key: 'oper',
                    render: (_, p) => t(`linkType.${p.oper_link_type as 'Auto'}`, p.oper_link_type),
                  },
                  { title: t('ports.role'), key: 'role', render: (_, p) => role(p.port_role) },
                  { title: t('ports.state'), key: 'state', render: (_, p) => state(p.port_state) },
                ]}
                actionsTitle={t('ports.actions')}
                invalidate={[rstpKeys.all]}
                rowLabel={(p) => nameOf(p.port_id)}
                rowActions={[
                  {
                    key: 'setting',
                    label: t('ports.setting'),
                    isDisabled: () => !enabled,
                    dialog: (p, onClose) => (
                      <PortDialog
                        port={p}
                        name={nameOf(p.port_id)}
                        lag={optionOf(p.port_id)?.link_aggregation ?? 0}
                        onClose={onClose}
                      />
                    ),
                  },
                ]}
              />
              {!enabled && bridge.data && <Typography.Text type="secondary">{t('ports.disabledTip')}</Typography.Text>}
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap="middle">
            {topology.data && <StpDiagram topology={topology.data} />}
            {topology.data && <WhyBlocking topology={topology.data} enabled={enabled} />}
          </Flex>
        </Col>
      </Row>
    </Card>
  );
}
