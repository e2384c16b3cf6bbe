import {
  formatPortList,
  isolatePons,
  isolateUplinks,
  parsePortList,
  PORT_GROUP_MODE,
  releasePons,
  releaseUplinks,
  setInterWorking,
  setPortGroupMode,
} from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { PortPickDialog } from '../../components/PortPickDialog.tsx';
import { portListLabel, type PortOption } from '../../components/portOptions.ts';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { choicesOf, wordOf } from '../../lib/wireWords.ts';
import { portGroupKeys } from './portGroupQueries.ts';

const READS = [portGroupKeys.all] as const;

/** PG-02. */
export function ModeDialog({ mode, onClose }: { mode: number; onClose: () => void }) {
  const { t } = useTranslation(['lag', 'common']);
  const fields: FieldSpec<{ port_group_mode: number }>[] = [
    {
      name: 'port_group_mode',
      label: t('group.modeTitle'),
      kind: 'radio',
      required: true,
      schema: paramField(setPortGroupMode.param, 'port_group_mode'),
      options: choicesOf(PORT_GROUP_MODE).map((c) => ({ value: c.value, label: t(`group.modeName.${c.word}`) })),
    },
  ];
  return (
    <EntityDialog<{ port_group_mode: number }>
      title={t('group.modeTitle')}
      okText={t('apply')}
      fields={fields}
      initialValues={{ port_group_mode: mode }}
      invalidate={READS}
      onClose={onClose}
      toWrite={(v) => {
        if (v.port_group_mode !== mode) return write(setPortGroupMode, v);
        toast.info(t('common:noChange'));
        return null;
      }}
      success={(v) => t('done.groupMode', { mode: t(`group.modeName.${wordOf(PORT_GROUP_MODE, v.port_group_mode)}`) })}
    />
  );
}

/** PG-03…06: for Add the isolated ports are not offered again, for Delete only they are. */
export function IsolateDialog({
  side,
  isAdding,
  list,
  ports,
  onClose,
}: {
  side: 'pon' | 'uplink';
  isAdding: boolean;
  /** the list as the device wrote it */
  list: string;
  ports: readonly PortOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation('lag');
  const members = parsePortList(list);
  const what = t(side === 'pon' ? 'group.ponTitle' : 'group.uplinkTitle');
  return (
    <PortPickDialog
      title={t(isAdding ? 'group.addTitle' : 'group.deleteTitle', { what })}
      okText={t('apply')}
      ports={ports}
      kind={side}
      initial={isAdding ? members : []}
      isDisabled={(id) => (isAdding ? members.includes(id) : !members.includes(id))}
      label={what}
      invalidate={READS}
      onClose={onClose}
      toWrite={(ids) => {
        const picked = isAdding ? ids.filter((id) => !members.includes(id)) : ids;
        if (picked.length === 0) return null;
        const text = formatPortList(picked);
        return side === 'pon'
          ? write(isAdding ? isolatePons : releasePons, { pon_isolate_portlist: text })
          : write(isAdding ? isolateUplinks : releaseUplinks, { uplink_isolate_portlist: text });
      }}
      success={(ids) =>
        t(isAdding ? 'done.isolated' : 'done.released', {
          what,
          ports: portListLabel(isAdding ? ids.filter((id) => !members.includes(id)) : ids, ports),
        })
      }
    />
  );
}

/** PG-07: the egress ports of one ingress port, every other port offered, at least one. */
export function MappingDialog({
  portId,
  portName,
  egress,
  ports,
  onClose,
}: {
  portId: number;
  portName: string;
  egress: string;
  ports: readonly PortOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation('lag');
  const original = parsePortList(egress);
  return (
    <PortPickDialog
      title={t('group.mapSetting', { port: portName })}
      okText={t('apply')}
      ports={ports}
      kind="port"
      initial={original}
      isDisabled={(id) => id === portId}
      label={t('group.egress')}
      invalidate={READS}
      onClose={onClose}
      problem={(ids) => (ids.some((id) => id !== portId) ? null : t('trunk.pickPorts'))}
      toWrite={(ids) => {
        const picked = ids.filter((id) => id !== portId);
        if (picked.join() === original.join()) return null;
        return write(setInterWorking, { port_id: portId, inter_working_portlist: formatPortList(picked) });
      }}
      success={(ids) =>
        t('done.mapping', {
          port: portName,
          ports: portListLabel(
            ids.filter((id) => id !== portId),
            ports,
          ),
        })
      }
    />
  );
}
