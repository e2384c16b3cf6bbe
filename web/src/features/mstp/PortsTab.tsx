import { Card, Space, Tag } from 'antd';
import { cistPortSet, mstpEdgeSet, mstpLoopGuardSet, mstpMcheck, type MstpPortStatus } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { write, type WriteStep } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { mstpKeys, useMstpPorts } from './mstpQueries.ts';
import { usePortName } from './usePortName.ts';

type Kind = 'bpdu' | 'loop' | 'edge' | 'p2p';

/** The edge port as the original shows it: Auto while automatic, else True/False. */
const edgeOf = (p: MstpPortStatus) => (p.auto_edge_port === 1 ? 0 : p.admin_edge_port === 1 ? 1 : 2);

/** One setting of one port (MSTP-10, 11, 17, 18): a single choice, sent only when it changed. */
function PortSettingDialog({
  kind,
  port,
  name,
  onClose,
}: {
  kind: Kind;
  port: MstpPortStatus;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('mstp');
  const onOff = [
    { value: 0, label: t('ports.off') },
    { value: 1, label: t('ports.on') },
  ];
  const tri = [
    { value: 0, label: t('ports.auto') },
    { value: 1, label: t('ports.yes') },
    { value: 2, label: t('ports.no') },
  ];
  const spec = {
    bpdu: {
      title: t('ports.bpduTitle'),
      label: t('ports.bpduGuard'),
      schema: paramField(cistPortSet.param, 'bpdu_guard_port'),
      options: onOff,
      current: port.bpdu_guard_port,
      extra: t('ports.bpduHint'),
      send: (v: number): WriteStep =>
        write(cistPortSet, {
          port_id: port.port_id,
          bpdu_guard_port: v,
          set_bpdu_guard_port: 1,
          admin_p2p: 0,
          set_admin_p2p: 0,
          admin_external_cost: 0,
          set_admin_external_cost: 0,
        }),
    },
    loop: {
      title: t('ports.loopTitle'),
      label: t('ports.loopGuard'),
      schema: paramField(mstpLoopGuardSet.param, 'loop_detect_guard'),
      options: onOff,
      current: port.loop_detect_guard,
      extra: t('ports.loopHint'),
      send: (v: number) => write(mstpLoopGuardSet, { port_id: port.port_id, loop_detect_guard: v }),
    },
    edge: {
      title: t('ports.edgeTitle'),
      label: t('ports.edge'),
      schema: paramField(mstpEdgeSet.param, 'admin_edge_port'),
      options: tri,
      current: edgeOf(port),
      extra: undefined,
      send: (v: number) => write(mstpEdgeSet, { port_id: port.port_id, admin_edge_port: v }),
    },
    p2p: {
      title: t('ports.p2pTitle'),
      label: t('ports.adminP2p'),
      schema: paramField(cistPortSet.param, 'admin_p2p'),
      options: tri,
      current: port.admin_p2p,
      extra: undefined,
      send: (v: number) =>
        write(cistPortSet, {
          port_id: port.port_id,
          admin_p2p: v,
          set_admin_p2p: 1,
          bpdu_guard_port: 0,
          set_bpdu_guard_port: 0,
          admin_external_cost: 0,
          set_admin_external_cost: 0,
        }),
    },
  }[kind];
  return (
    <EntityDialog<{ value: number }>
      title={`${spec.title} ${name}`}
      okText={t('setting')}
      fields={[
        {
          name: 'value',
          label: spec.label,
          kind: 'radio',
          schema: spec.schema,
          options: spec.options,
          ...(spec.extra ? { extra: spec.extra } : {}),
        },
      ]}
      initialValues={{ value: spec.current }}
      toWrite={(v) => {
        if (Number(v.value) === spec.current) {
          toast.info(t('noChange'));
          return null;
        }
        return spec.send(Number(v.value));
      }}
      success={(v) =>
        t('done.portSetting', {
          port: name,
          setting: spec.label,
          value: spec.options.find((o) => o.value === Number(v.value))?.label ?? String(v.value),
        })
      }
      invalidate={[mstpKeys.all, ['ports']]}
      onClose={onClose}
    />
  );
}

/** MSTP-16…19: each uplink's guards, edge and point-to-point settings, and the protocol check. */
export function PortsTab() {
  const { t } = useTranslation('mstp');
  const ports = useMstpPorts();
  const names = usePortName();
  const onOff = (v: number) => t(v === 1 ? 'ports.on' : 'ports.off');
  const tri = (v: number) => t(v === 0 ? 'ports.auto' : v === 1 ? 'ports.yes' : 'ports.no');
  // loop guard holding the port and the STP-compatible mode are our additions: a device without them shows neither
  const loopGuard = (p: MstpPortStatus) => (
    <Space size={4} wrap>
      {onOff(p.loop_detect_guard)}
      {p.loop_inconsistent === 1 && <Tag color="error">{t('ports.loopInconsistent')}</Tag>}
    </Space>
  );
  const mode = (p: MstpPortStatus) =>
    p.stp_compatible === undefined ? (
      '—'
    ) : p.stp_compatible === 1 ? (
      <Tag color="warning">{t('ports.stpCompatible')}</Tag>
    ) : (
      <Tag>{t('ports.mstpMode')}</Tag>
    );
  const dialog = (kind: Kind) => (p: MstpPortStatus, onClose: () => void) => (
    <PortSettingDialog kind={kind} port={p} name={names.name(p.port_id)} onClose={onClose} />
  );
  return (
    <Card size="small" title={t('ports.title')}>
      <EntityTable<MstpPortStatus>
        rows={ports.data ?? []}
        loading={ports.isPending}
        rowKey={(p) => p.port_id}
        area="switch"
        columns={[
          { title: t('port.port'), key: 'port', render: (_, p) => names.name(p.port_id) },
          { title: t('ports.bpduGuard'), key: 'bpdu', render: (_, p) => onOff(p.bpdu_guard_port) },
          { title: t('ports.loopGuard'), key: 'loop', render: (_, p) => loopGuard(p) },
          { title: t('ports.mode'), key: 'mode', render: (_, p) => mode(p) },
          { title: t('ports.edge'), key: 'edge', render: (_, p) => tri(edgeOf(p)) },
          { title: t('ports.adminP2p'), key: 'ap2p', render: (_, p) => tri(p.admin_p2p) },
          { title: t('ports.operP2p'), key: 'op2p', render: (_, p) => t(p.oper_p2p === 1 ? 'ports.yes' : 'ports.no') },
        ]}
        actionsTitle={t('port.actions')}
        invalidate={[mstpKeys.all]}
        rowLabel={(p) => names.name(p.port_id)}
        rowActions={[
          { key: 'bpdu', label: t('ports.bpduGuard'), dialog: dialog('bpdu') },
          { key: 'loop', label: t('ports.loopGuard'), dialog: dialog('loop') },
          { key: 'edge', label: t('ports.edge'), dialog: dialog('edge') },
          { key: 'p2p', label: t('ports.adminP2p'), dialog: dialog('p2p') },
          {
            key: 'mcheck',
            label: t('ports.mcheck'),
            write: (p) => write(mstpMcheck, { port_id: p.port_id, mcheck: 1 }),
            confirm: (p) => t('ports.mcheckConfirm', { port: names.name(p.port_id) }),
            success: (p) => t('done.mcheck', { port: names.name(p.port_id) }),
          },
        ]}
      />
    </Card>
  );
}
