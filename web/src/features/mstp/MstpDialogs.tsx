import { Alert } from 'antd';
import {
  BRIDGE_PRIORITY_STEP,
  MSTP_LIMITS,
  PORT_PRIORITY_STEP,
  cistBridgeSet,
  cistPortSet,
  mstRegionNameSet,
  mstRevisionSet,
  mstiPortSet,
  mstiPrioritySet,
  mstpStatusSet,
  mstpVlanMap,
  stpTimerProblem,
  type CistBridge,
} from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write, type WriteStep } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { mstpKeys } from './mstpQueries.ts';

const INDEXES = Array.from({ length: MSTP_LIMITS.priorityIndex.max + 1 }, (_, i) => i);
const bridgePriorities = INDEXES.map((i) => ({ value: i, label: String(i * BRIDGE_PRIORITY_STEP) }));
const portPriorities = INDEXES.map((i) => ({ value: i, label: String(i * PORT_PRIORITY_STEP) }));
const invalidate = [mstpKeys.all, ['rstp']] as const;

interface Close {
  onClose: () => void;
}

/** MSTP-02. */
export function StatusDialog({ status, onClose }: { status: number } & Close) {
  const { t } = useTranslation('mstp');
  const fields: FieldSpec<{ mstp_status: number }>[] = [
    {
      name: 'mstp_status',
      label: t('status.label'),
      kind: 'radio',
      schema: paramField(mstpStatusSet.param, 'mstp_status'),
      extra: t('status.hint'),
      options: [
        { value: 0, label: t('status.off') },
        { value: 1, label: t('status.on') },
      ],
    },
  ];
  return (
    <EntityDialog<{ mstp_status: number }>
      title={t('status.title')}
      okText={t('setting')}
      fields={fields}
      initialValues={{ mstp_status: status }}
      toWrite={(v) => {
        if (Number(v.mstp_status) === status) {
          toast.info(t('noChange'));
          return null;
        }
        return write(mstpStatusSet, { mstp_status: Number(v.mstp_status) });
      }}
      success={(v) => t(Number(v.mstp_status) === 1 ? 'done.statusOn' : 'done.statusOff')}
      invalidate={invalidate}
      onClose={onClose}
    />
  );
}

/**
 * The region's name, its revision and an instance's priority each set one value; this dialog is the shape they share,
 * so each names only its field, its value now and its write.
 */
function OneFieldDialog<V extends object>({
  title,
  field,
  initialValues,
  toWrite,
  success,
  onClose,
}: {
  title: string;
  field: FieldSpec<V>;
  initialValues: Partial<V>;
  toWrite: (values: V) => WriteStep;
  success: (values: V) => string;
} & Close) {
  const { t } = useTranslation('mstp');
  return (
    <EntityDialog<V>
      title={title}
      okText={t('setting')}
      fields={[field]}
      initialValues={initialValues}
      toWrite={toWrite}
      success={success}
      invalidate={invalidate}
      onClose={onClose}
    />
  );
}

/** MSTP-04. */
export function RegionNameDialog({ name, onClose }: { name: string } & Close) {
  const { t } = useTranslation('mstp');
  return (
    <OneFieldDialog<{ regional_name: string }>
      title={t('region.nameTitle')}
      field={{
        name: 'regional_name',
        label: t('region.name'),
        kind: 'text',
        schema: paramField(mstRegionNameSet.param, 'regional_name'),
        extra: t('region.nameExtra'),
        showCount: true,
      }}
      initialValues={{ regional_name: name }}
      toWrite={(v) => write(mstRegionNameSet, { regional_name: v.regional_name ?? '' })}
      success={(v) => (v.regional_name ? t('done.regionName', { name: v.regional_name }) : t('done.regionReset'))}
      onClose={onClose}
    />
  );
}

/** MSTP-05. */
export function RevisionDialog({ revision, onClose }: { revision: number } & Close) {
  const { t } = useTranslation('mstp');
  return (
    <OneFieldDialog<{ revision_level: number }>
      title={t('region.revisionTitle')}
      field={{
        name: 'revision_level',
        label: t('region.revision'),
        kind: 'int',
        required: true,
        schema: paramField(mstRevisionSet.param, 'revision_level'),
      }}
      initialValues={{ revision_level: revision }}
      toWrite={(v) => write(mstRevisionSet, { revision_level: Number(v.revision_level) })}
      success={(v) => t('done.revision', { revision: Number(v.revision_level) })}
      onClose={onClose}
    />
  );
}

type Times = Pick<CistBridge, 'bridge_max_age' | 'bridge_hello_time' | 'max_hops' | 'bridge_forward_delay'>;

/** MSTP-08: `set_<name>` 1 for what changed; the timer rule is checked before anything is sent. */
export function TimesDialog({ bridge, onClose }: { bridge: CistBridge } & Close) {
  const { t } = useTranslation('mstp');
  const current: Times = {
    bridge_max_age: bridge.bridge_max_age,
    bridge_hello_time: bridge.bridge_hello_time,
    max_hops: bridge.max_hops,
    bridge_forward_delay: bridge.bridge_forward_delay,
  };
  const names = Object.keys(current) as (keyof Times)[];
  const label: Record<keyof Times, string> = {
    bridge_max_age: t('cist.maxAge'),
    bridge_hello_time: t('cist.hello'),
    max_hops: t('cist.maxHops'),
    bridge_forward_delay: t('cist.forwardDelay'),
  };
  const fields: FieldSpec<Times>[] = names.map((name) => ({
    name,
    label: label[name],
    kind: 'int',
    required: true,
    schema: paramField(cistBridgeSet.param, name),
    ...(name === 'bridge_forward_delay' ? { extra: t('cist.timerRule') } : {}),
  }));
  const toWrite = (typed: Times) => {
    const v = Object.fromEntries(names.map((n) => [n, Number(typed[n] ?? current[n])])) as Times;
    if (
      stpTimerProblem({
        max_age: v.bridge_max_age,
        hello_time: v.bridge_hello_time,
        forward_delay: v.bridge_forward_delay,
      })
    ) {
      toast.warning(t('cist.timerBroken'));
      return null;
    }
    const changed = names.filter((n) => v[n] !== current[n]);
    if (changed.length === 0) {
      toast.info(t('noChange'));
      return null;
    }
    const sets = Object.fromEntries(names.map((n) => [`set_${n}`, changed.includes(n) ? 1 : 0]));
    return write(cistBridgeSet, { ...v, ...sets });
  };
  return (
    <EntityDialog<Times>
      title={t('cist.timesTitle')}
      okText={t('setting')}
      fields={fields}
      initialValues={current}
      toWrite={toWrite}
      success={(typed) => {
        const v = (n: keyof Times) => Number(typed[n] ?? current[n]);
        return t('done.times', {
          maxAge: v('bridge_max_age'),
          hello: v('bridge_hello_time'),
          forwardDelay: v('bridge_forward_delay'),
          maxHops: v('max_hops'),
        });
      }}
      invalidate={invalidate}
      onClose={onClose}
    />
  );
}

/** MSTP-13: shown as priorities, sent as indexes. */
export function BridgePriorityDialog({ mstid, priority, onClose }: { mstid: number; priority: number } & Close) {
  const { t } = useTranslation('mstp');
  return (
    <OneFieldDialog<{ bridge_prio: number }>
      title={t('cist.priorityTitle')}
      field={{
        name: 'bridge_prio',
        label: t('cist.bridgePriority'),
        kind: 'select',
        schema: paramField(mstiPrioritySet.param, 'bridge_prio'),
        extra: t('cist.priorityHint'),
        options: bridgePriorities,
      }}
      initialValues={{ bridge_prio: priority / BRIDGE_PRIORITY_STEP }}
      toWrite={(v) => write(mstiPrioritySet, { mstid, bridge_prio: Number(v.bridge_prio) })}
      success={(v) => t('done.bridgePriority', { mstid, priority: Number(v.bridge_prio) * BRIDGE_PRIORITY_STEP })}
      onClose={onClose}
    />
  );
}

interface CostValues {
  admin_cost: number;
  port_priority: number;
}

/**
 * One port in one instance: its cost (the CIST's external cost through MSTP-09, an instance's internal cost through
 * MSTP-12) and its priority (MSTP-12, an index); only what changed is sent.
 */
export function PortCostDialog({
  mstid,
  port,
  name,
  lag,
  onClose,
}: {
  mstid: number;
  port: { port_id: number; port_priority: number; admin_cost: number };
  name: string;
  lag: number;
} & Close) {
  const { t } = useTranslation('mstp');
  const current: CostValues = { admin_cost: port.admin_cost, port_priority: port.port_priority / PORT_PRIORITY_STEP };
  const fields: FieldSpec<CostValues>[] = [
    {
      name: 'admin_cost',
      label: t(mstid === 0 ? 'port.externalCost' : 'port.internalCost'),
      kind: 'int',
      required: true,
      schema:
        mstid === 0
          ? paramField(cistPortSet.param, 'admin_external_cost')
          : paramField(mstiPortSet.param, 'admin_internal_cost'),
      extra: t('port.costExtra'),
    },
    {
      name: 'port_priority',
      label: t('port.priority'),
      kind: 'select',
      schema: paramField(mstiPortSet.param, 'port_priority'),
      options: portPriorities,
    },
  ];
  const toWrite = (typed: CostValues) => {
    const cost = Number(typed.admin_cost ?? current.admin_cost);
    const prio = Number(typed.port_priority ?? current.port_priority);
    const costChanged = cost !== current.admin_cost;
    const prioChanged = prio !== current.port_priority;
    if (!costChanged && !prioChanged) {
      toast.info(t('noChange'));
      return null;
    }
    const steps = [];
    if (mstid === 0 && costChanged)
      steps.push(
        write(cistPortSet, {
          port_id: port.port_id,
          admin_external_cost: cost,
          set_admin_external_cost: 1,
          bpdu_guard_port: 0,
          set_bpdu_guard_port: 0,
          admin_p2p: 0,
          set_admin_p2p: 0,
        }),
      );
    if (prioChanged || (mstid !== 0 && costChanged))
      steps.push(
        write(mstiPortSet, {
          port_id: port.port_id,
          mstid,
          admin_internal_cost: mstid === 0 ? 0 : cost,
          set_admin_internal_cost: mstid !== 0 && costChanged ? 1 : 0,
          port_priority: prio,
          set_port_priority: prioChanged ? 1 : 0,
        }),
      );
    return steps;
  };
  return (
    <EntityDialog<CostValues>
      title={`${t('port.costTitle')} ${name}`}
      okText={t('setting')}
      fields={fields}
      initialValues={current}
      toWrite={toWrite}
      success={(typed) =>
        t('done.portCost', {
          port: name,
          mstid,
          cost: Number(typed.admin_cost ?? current.admin_cost),
          priority: Number(typed.port_priority ?? current.port_priority) * PORT_PRIORITY_STEP,
        })
      }
      invalidate={invalidate}
      onClose={onClose}
      intro={
        lag > 0 ? <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('port.lagNote')} /> : undefined
      }
    />
  );
}

interface MapValues {
  mstid: number;
  vlan_list: string;
}

/**
 * MSTP-15: a new instance (id and VLANs), or VLANs added to or removed from one. Removing is confirmed: the VLANs go
 * back to the CIST, and an instance left without VLANs is gone.
 */
export function VlanMapDialog({
  mstid,
  action,
  taken,
  onClose,
}: { mstid?: number; action: 0 | 1; taken: readonly number[] } & Close) {
  const { t } = useTranslation('mstp');
  const fields: FieldSpec<MapValues>[] = [
    ...(mstid === undefined
      ? [
          {
            name: 'mstid' as const,
            label: t('msti.id'),
            kind: 'select' as const,
            required: true,
            schema: paramField(mstpVlanMap.param, 'mstid'),
            options: Array.from({ length: MSTP_LIMITS.instance.max }, (_, i) => i + 1)
              .filter((id) => !taken.includes(id))
              .map((id) => ({ value: id, label: String(id) })),
          },
        ]
      : []),
    {
      name: 'vlan_list',
      label: t('msti.vlanList'),
      kind: 'text',
      required: true,
      schema: paramField(mstpVlanMap.param, 'vlan_list'),
      placeholder: '1, 3-5',
      extra: t('msti.vlanExtra'),
    },
  ];
  const title =
    mstid === undefined
      ? t('msti.addTitle')
      : t(action === 0 ? 'msti.addVlansTitle' : 'msti.removeVlansTitle', { id: mstid });
  return (
    <EntityDialog<MapValues>
      title={title}
      okText={t('setting')}
      fields={fields}
      toWrite={(v) =>
        write(mstpVlanMap, { mstid: Number(mstid ?? v.mstid), map_action: action, vlan_list: v.vlan_list })
      }
      success={(v) => {
        const said = { id: Number(mstid ?? v.mstid), vlans: v.vlan_list };
        if (mstid === undefined) return t('done.instanceAdded', said);
        return t(action === 1 ? 'done.vlansUnmapped' : 'done.vlansMapped', said);
      }}
      {...(action === 1
        ? { confirm: (v: MapValues) => t('msti.removeConfirm', { id: mstid ?? 0, vlans: v.vlan_list }) }
        : {})}
      invalidate={invalidate}
      onClose={onClose}
    />
  );
}
