import { useState } from 'react';
import { Alert, Button, Card, Flex, Select, Tag, Typography } from 'antd';
import { parsePortList, PORT_GROUP_MODE, resetInterWorking, type InterWorkingRow } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { useWriteBlock } from '../../lib/access.ts';
import { useAddition } from '../../lib/capabilities.ts';
import { write } from '../../lib/deviceWrite.ts';
import type { PageProps } from '../../lib/pages.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { wordOf } from '../../lib/wireWords.ts';
import { IsolateDialog, MappingDialog, ModeDialog } from './PortGroupDialogs.tsx';
import { portGroupKeys, usePortGroup, usePortReach } from './portGroupQueries.ts';

type Open = { kind: 'mode' } | { kind: 'isolate'; side: 'pon' | 'uplink'; isAdding: boolean } | null;

/**
 * Port groups (screens.md §12.7): isolation lists for PON and uplink ports, or the inter-working map of each
 * ingress port's egress ports; and, beyond the original, where frames from a port may go under the rules in force.
 */
export function PortGroupPage({ title }: PageProps) {
  const { t } = useTranslation('lag');
  const groups = usePortGroup();
  const ports = usePortOptions();
  const writeBlock = useWriteBlock('switch');
  const device = useDeviceWrite();
  const [open, setOpen] = useState<Open>(null);
  const portName = (id: number) => {
    const p = ports.find((x) => x.id === id);
    return p ? portOptionLabel(p) : String(id);
  };
  const names = (list: string) => parsePortList(list).map(portName).join(', ') || t('none');
  const cfg = groups.data;
  const isIsolation = cfg?.port_group_mode === PORT_GROUP_MODE.isolation;
  const writeButton = (label: string, onClick: () => void, danger = false) => (
    <Button
      size="small"
      danger={danger}
      disabled={writeBlock !== null}
      title={writeBlock ?? undefined}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  const isolationCard = (side: 'pon' | 'uplink', list: string) => (
    <Card
      size="small"
      title={t(side === 'pon' ? 'group.ponTitle' : 'group.uplinkTitle')}
      extra={
        <Flex gap="small">
          {writeButton(t('group.addPort'), () => setOpen({ kind: 'isolate', side, isAdding: true }))}
          {writeButton(t('group.deletePort'), () => setOpen({ kind: 'isolate', side, isAdding: false }), true)}
        </Flex>
      }
    >
      <Typography.Text type="secondary">
        {t(side === 'pon' ? 'group.ponMembers' : 'group.uplinkMembers')}:{' '}
      </Typography.Text>
      <Typography.Text data-isolated={side}>{names(list)}</Typography.Text>
    </Card>
  );
  const allOthers = (row: InterWorkingRow) => parsePortList(row.inter_working_portlist).length >= ports.length - 1;
  return (
    <Card variant="borderless" data-page="port_group">
      <PageHeader
        title={title}
        actions={
          <Button onClick={() => void groups.refetch()} loading={groups.isFetching}>
            {t('refresh')}
          </Button>
        }
      />
      {cfg && (
        <Flex vertical gap="middle">
          <Typography.Text type="secondary">{t('group.tip')}</Typography.Text>
          <Flex gap="small" align="center">
            <Typography.Text strong>
              {t('group.mode', { mode: t(`group.modeName.${wordOf(PORT_GROUP_MODE, cfg.port_group_mode)}`) })}
            </Typography.Text>
            {writeButton(t('setting'), () => setOpen({ kind: 'mode' }))}
          </Flex>
          {isIsolation ? (
            <>
              {isolationCard('pon', cfg.pon_isolate_portlist)}
              {isolationCard('uplink', cfg.uplink_isolate_portlist)}
            </>
          ) : (
            <Card
              size="small"
              title={t('group.mapTitle')}
              extra={writeButton(
                t('group.reset'),
                () =>
                  void device.run(write(resetInterWorking, {}), {
                    confirm: t('group.resetConfirm'),
                    success: t('done.mappingReset'),
                    invalidate: [portGroupKeys.all],
                  }),
                true,
              )}
            >
              <EntityTable<InterWorkingRow>
                rows={cfg.inter_working}
                loading={false}
                rowKey={(r) => r.port_id}
                area="switch"
                invalidate={[portGroupKeys.all]}
                actionsTitle={t('group.col.actions')}
                columns={[
                  { title: t('group.col.ingress'), key: 'ingress', render: (_, r) => portName(r.port_id) },
                  {
                    title: t('group.col.egress'),
                    key: 'egress',
                    render: (_, r) => (allOthers(r) ? t('group.allOthers') : names(r.inter_working_portlist)),
                  },
                ]}
                rowActions={[
                  {
                    key: 'setting',
                    label: t('setting'),
                    dialog: (r, onClose) => (
                      <MappingDialog
                        portId={r.port_id}
                        portName={portName(r.port_id)}
                        egress={r.inter_working_portlist}
                        ports={ports}
                        onClose={onClose}
                      />
                    ),
                  },
                ]}
              />
            </Card>
          )}
          <ReachCard portName={portName} portIds={ports.map((p) => p.id)} />
        </Flex>
      )}
      {open?.kind === 'mode' && cfg && <ModeDialog mode={cfg.port_group_mode} onClose={() => setOpen(null)} />}
      {open?.kind === 'isolate' && cfg && (
        <IsolateDialog
          side={open.side}
          isAdding={open.isAdding}
          list={open.side === 'pon' ? cfg.pon_isolate_portlist : cfg.uplink_isolate_portlist}
          ports={ports}
          onClose={() => setOpen(null)}
        />
      )}
    </Card>
  );
}

/** PG-X1: pick a port, see every port its frames may leave through and why the others are closed. */
function ReachCard({ portName, portIds }: { portName: (id: number) => string; portIds: number[] }) {
  const { t } = useTranslation('lag');
  const isOffered = useAddition('PG-X1');
  const [portId, setPortId] = useState<number>();
  const reach = usePortReach(portId, isOffered);
  if (!isOffered) return null;
  return (
    <Card size="small" title={t('group.check')}>
      <Flex vertical gap="small">
        <Select
          aria-label={t('group.ingress')}
          placeholder={t('group.ingress')}
          style={{ width: 200 }}
          value={portId}
          onChange={setPortId}
          showSearch={{ optionFilterProp: 'label' }}
          options={portIds.map((id) => ({ value: id, label: portName(id) }))}
        />
        {reach.data && (
          <>
            <Typography.Text>{t('group.reachTitle', { port: portName(reach.data.port_id) })}</Typography.Text>
            <Flex wrap gap="small" data-reach={reach.data.port_id}>
              {reach.data.reach
                .filter((r) => r.reason !== 'same_port')
                .map((r) => (
                  <Tag key={r.port_id} color={r.allowed ? 'success' : 'default'} data-allowed={r.allowed}>
                    {portName(r.port_id)}
                    {r.allowed ? '' : ` (${t(`group.reason.${r.reason}`)})`}
                  </Tag>
                ))}
            </Flex>
          </>
        )}
        {reach.isError && <Alert type="error" showIcon title={String(reach.error)} />}
      </Flex>
    </Card>
  );
}
