import { useState } from 'react';
import { Alert, Card, Col, Flex, Row, Select, Space, Typography } from 'antd';
import type { MstiRow } from '@olt/protocol';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { useTranslation } from '../../lib/translation.ts';
import { InstanceTree } from './InstanceTree.tsx';
import { InstancePortTable } from './InstancePortTable.tsx';
import { BridgePriorityDialog, VlanMapDialog } from './MstpDialogs.tsx';
import { mstpKeys, useMstiRows, useMstpTopology } from './mstpQueries.ts';
import { usePortName } from './usePortName.ts';

/**
 * MSTP-12…15: the instances with their VLAN maps and priorities; one instance's ports, tree and blocked ports below
 * (the original's details dialog, laid out on the tab so the tree can be watched while the instance changes).
 */
export function MstiTab() {
  const { t } = useTranslation('mstp');
  const rows = useMstiRows();
  const topology = useMstpTopology();
  const names = usePortName();
  const instances = (rows.data ?? []).filter((r) => r.mstid !== 0);
  const [picked, setPicked] = useState<number | null>(null);
  const shown = instances.find((r) => r.mstid === picked) ?? instances[0];
  const boundary =
    shown && (topology.data?.find((x) => x.mstid === shown.mstid)?.links ?? []).some((l) => l.a.role === 'Master');
  const rootPort = (r: MstiRow) => (r.root_port_name ? names.name(Number(r.root_port_name)) : t('cist.none'));
  return (
    <Flex vertical gap="middle">
      <Card size="small" title={t('msti.title')}>
        <EntityTable<MstiRow>
          rows={instances}
          loading={rows.isPending}
          rowKey={(r) => r.mstid}
          area="switch"
          columns={[
            { title: t('msti.id'), dataIndex: 'mstid', key: 'id' },
            { title: t('msti.vlans'), dataIndex: 'msti_vlanlist', key: 'vlans' },
            { title: t('msti.bridgeMac'), dataIndex: 'bridge_addr', key: 'mac' },
            { title: t('msti.bridgePriority'), dataIndex: 'bridge_prio', key: 'prio' },
            { title: t('msti.rootMac'), dataIndex: 'designate_addr', key: 'rmac' },
            { title: t('msti.rootPriority'), dataIndex: 'designate_prio', key: 'rprio' },
            { title: t('msti.rootPort'), key: 'rport', render: (_, r) => rootPort(r) },
            { title: t('msti.cost'), dataIndex: 'internal_path_cost', key: 'cost' },
          ]}
          actionsTitle={t('port.actions')}
          invalidate={[mstpKeys.all]}
          rowLabel={(r) => t('msti.detailTitle', { id: r.mstid })}
          add={{
            label: t('msti.add'),
            dialog: (onClose) => <VlanMapDialog action={0} taken={instances.map((r) => r.mstid)} onClose={onClose} />,
          }}
          rowActions={[
            {
              key: 'addVlans',
              label: t('msti.addVlans'),
              dialog: (r, onClose) => <VlanMapDialog mstid={r.mstid} action={0} taken={[]} onClose={onClose} />,
            },
            {
              key: 'removeVlans',
              label: t('msti.removeVlans'),
              danger: true,
              dialog: (r, onClose) => <VlanMapDialog mstid={r.mstid} action={1} taken={[]} onClose={onClose} />,
            },
            {
              key: 'priority',
              label: t('msti.priority'),
              dialog: (r, onClose) => (
                <BridgePriorityDialog mstid={r.mstid} priority={r.bridge_prio} onClose={onClose} />
              ),
            },
          ]}
        />
      </Card>
      {shown && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={14}>
            <Card
              size="small"
              data-testid="msti-ports"
              title={t('msti.portsTitle', { id: shown.mstid })}
              extra={
                <Space>
                  <Typography.Text>{t('msti.select')}</Typography.Text>
                  <Select
                    aria-label={t('msti.select')}
                    style={{ width: 90 }}
                    value={shown.mstid}
                    onChange={setPicked}
                    options={instances.map((r) => ({ value: r.mstid, label: String(r.mstid) }))}
                  />
                </Space>
              }
            >
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 12 }}
                title={t(boundary ? 'msti.boundary' : 'msti.inside')}
              />
              <InstancePortTable mstid={shown.mstid} rows={shown.msti_port} loading={false} />
            </Card>
          </Col>
          <Col xs={24} xl={10}>
            <InstanceTree topology={topology.data} mstid={shown.mstid} />
          </Col>
        </Row>
      )}
    </Flex>
  );
}
