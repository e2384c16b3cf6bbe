import {
  LACP_ACTIVITY,
  LACP_TIMEOUT,
  setLacpPort,
  setLacpSystem,
  setLacpTrunk,
  TRUNK_MODE,
  type LacpMember,
  type LacpTrunk,
} from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { choicesOf, wordOf } from '../../lib/wireWords.ts';
import { lacpKeys } from './lacpQueries.ts';

const READS = [lacpKeys.all] as const;

/** LACP-X2. */
export function SystemPriorityDialog({ priority, onClose }: { priority: number; onClose: () => void }) {
  const { t } = useTranslation('lag');
  const fields: FieldSpec<{ system_priority: number }>[] = [
    {
      name: 'system_priority',
      label: t('lacp.field.systemPriority'),
      kind: 'int',
      required: true,
      extra: t('lacp.priorityHint'),
      schema: paramField(setLacpSystem.param, 'system_priority'),
    },
  ];
  return (
    <EntityDialog<{ system_priority: number }>
      title={t('lacp.systemTitle')}
      okText={t('apply')}
      fields={fields}
      initialValues={{ system_priority: priority }}
      invalidate={READS}
      onClose={onClose}
      toWrite={(v) => write(setLacpSystem, v)}
      success={(v) => t('done.systemPriority', { priority: v.system_priority })}
    />
  );
}

type TrunkValues = { mode: number; max_active: number };

/** LACP-X3: manual or LACP, and how many members carry traffic at most. */
export function TrunkModeDialog({ trunk, onClose }: { trunk: LacpTrunk; onClose: () => void }) {
  const { t } = useTranslation('lag');
  const fields: FieldSpec<TrunkValues>[] = [
    {
      name: 'mode',
      label: t('lacp.field.mode'),
      kind: 'radio',
      required: true,
      schema: paramField(setLacpTrunk.param, 'mode'),
      options: choicesOf(TRUNK_MODE).map((c) => ({ value: c.value, label: t(`lacp.mode.${c.word}`) })),
    },
    {
      name: 'max_active',
      label: t('lacp.field.maxActive'),
      kind: 'int',
      required: true,
      schema: paramField(setLacpTrunk.param, 'max_active'),
      // a manual trunk carries traffic on every member with a link: the limit is LACP's
      when: (v) => v.mode === TRUNK_MODE.lacp,
    },
  ];
  return (
    <EntityDialog<TrunkValues>
      title={t('lacp.trunkTitle', { id: trunk.trunk_id })}
      okText={t('apply')}
      fields={fields}
      initialValues={{ mode: trunk.mode, max_active: trunk.max_active }}
      invalidate={READS}
      onClose={onClose}
      toWrite={(v) =>
        write(setLacpTrunk, { trunk_id: trunk.trunk_id, mode: v.mode, max_active: v.max_active ?? trunk.max_active })
      }
      success={(v) =>
        v.mode === TRUNK_MODE.lacp
          ? t('done.trunkModeLacp', { id: trunk.trunk_id, max: v.max_active ?? trunk.max_active })
          : t('done.trunkMode', { id: trunk.trunk_id, mode: t('lacp.mode.manual') })
      }
    />
  );
}

type PortValues = Pick<LacpMember, 'lacp_mode' | 'timeout' | 'port_priority'>;

/** LACP-X4: a member's activity, timeout and port priority. */
export function MemberDialog({
  member,
  portName,
  onClose,
}: {
  member: LacpMember;
  portName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('lag');
  const fields: FieldSpec<PortValues>[] = [
    {
      name: 'lacp_mode',
      label: t('lacp.field.activity'),
      kind: 'radio',
      required: true,
      schema: paramField(setLacpPort.param, 'lacp_mode'),
      options: choicesOf(LACP_ACTIVITY).map((c) => ({ value: c.value, label: t(`lacp.activity.${c.word}`) })),
    },
    {
      name: 'timeout',
      label: t('lacp.field.timeout'),
      kind: 'radio',
      required: true,
      schema: paramField(setLacpPort.param, 'timeout'),
      options: choicesOf(LACP_TIMEOUT).map((c) => ({ value: c.value, label: t(`lacp.timeout.${c.word}`) })),
    },
    {
      name: 'port_priority',
      label: t('lacp.field.portPriority'),
      kind: 'int',
      required: true,
      extra: t('lacp.priorityHint'),
      schema: paramField(setLacpPort.param, 'port_priority'),
    },
  ];
  return (
    <EntityDialog<PortValues>
      title={t('lacp.portTitle', { port: portName })}
      okText={t('apply')}
      fields={fields}
      initialValues={{ lacp_mode: member.lacp_mode, timeout: member.timeout, port_priority: member.port_priority }}
      invalidate={READS}
      onClose={onClose}
      toWrite={(v) => write(setLacpPort, { port_id: member.port_id, ...v })}
      success={(v) =>
        t('done.memberSaved', {
          port: portName,
          activity: t(`lacp.activity.${wordOf(LACP_ACTIVITY, v.lacp_mode)}`),
          timeout: t(`lacp.timeout.${wordOf(LACP_TIMEOUT, v.timeout)}`),
          priority: v.port_priority,
        })
      }
    />
  );
}
