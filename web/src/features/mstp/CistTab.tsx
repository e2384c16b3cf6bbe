import { useState } from 'react';
import { Button, Card, Col, Descriptions, Flex, Row, Space } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useMayWrite } from '../../lib/access.ts';
import { useTranslation } from '../../lib/translation.ts';
import { InstanceTree } from './InstanceTree.tsx';
import { InstancePortTable } from './InstancePortTable.tsx';
import { BridgePriorityDialog, TimesDialog } from './MstpDialogs.tsx';
import { useCistBridge, useCistPorts, useMstpTopology } from './mstpQueries.ts';

/** MSTP-06…09, 12/13 for the CIST: the bridge, its times, its ports, and the CIST's tree. */
export function CistTab() {
  const { t } = useTranslation('mstp');
  const bridge = useCistBridge();
  const ports = useCistPorts();
  const topology = useMstpTopology();
  const mayWrite = useMayWrite('switch');
  const [open, setOpen] = useState<'times' | 'priority' | null>(null);
  const b = bridge.data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Flex vertical gap="middle">
          {b && (
            <Card
              size="small"
              title={t('cist.title')}
              extra={
                <Space>
                  <Button icon={<SettingOutlined />} disabled={!mayWrite} onClick={() => setOpen('times')}>
                    {t('setting')}
                  </Button>
                  <Button disabled={!mayWrite} onClick={() => setOpen('priority')}>
                    {t('cist.priority')}
                  </Button>
                </Space>
              }
            >
              <Descriptions
                size="small"
                column={{ xs: 1, md: 2 }}
                items={[
                  { key: 'vlans', label: t('cist.vlans'), children: b.msti_vlanlist || '—', span: 2 },
                  { key: 'bp', label: t('cist.bridgePriority'), children: b.bridge_prio },
                  { key: 'bm', label: t('cist.bridgeMac'), children: b.bridge_addr },
                  { key: 'ip', label: t('cist.istRootPriority'), children: b.regional_prio },
                  { key: 'im', label: t('cist.istRootMac'), children: b.regional_addr },
                  { key: 'cp', label: t('cist.cstRootPriority'), children: b.designate_prio },
                  { key: 'cm', label: t('cist.cstRootMac'), children: b.designate_addr },
                  { key: 'rp', label: t('cist.rootPort'), children: b.root_port_name || t('cist.none'), span: 2 },
                  { key: 'ic', label: t('cist.istCost'), children: b.internal_path_cost },
                  { key: 'cc', label: t('cist.cstCost'), children: b.root_path_cost },
                  {
                    key: 'bt',
                    label: t('cist.bridgeTime'),
                    span: 2,
                    children: `${t('cist.hello')} ${b.bridge_hello_time} · ${t('cist.forwardDelay')} ${b.bridge_forward_delay} · ${t('cist.maxAge')} ${b.bridge_max_age} · ${t('cist.maxHops')} ${b.max_hops}`,
                  },
                  {
                    key: 'rt',
                    label: t('cist.rootTime'),
                    span: 2,
                    children: `${t('cist.hello')} ${b.root_hello_time} · ${t('cist.forwardDelay')} ${b.root_forward_delay} · ${t('cist.maxAge')} ${b.root_max_age}`,
                  },
                ]}
              />
              {open === 'times' && <TimesDialog bridge={b} onClose={() => setOpen(null)} />}
              {open === 'priority' && (
                <BridgePriorityDialog mstid={0} priority={b.bridge_prio} onClose={() => setOpen(null)} />
              )}
            </Card>
          )}
          <Card size="small" title={t('cist.portsTitle')}>
            <InstancePortTable mstid={0} rows={ports.data ?? []} loading={ports.isPending} />
          </Card>
        </Flex>
      </Col>
      <Col xs={24} xl={10}>
        <InstanceTree topology={topology.data} mstid={0} />
      </Col>
    </Row>
  );
}
