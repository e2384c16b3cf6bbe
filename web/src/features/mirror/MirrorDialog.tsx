import { MIRROR_TYPE, setMirror, type MirrorRow } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { portOptionLabel, type PortOption } from '../../components/portOptions.ts';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { mirrorKeys } from './mirrorQueries.ts';

type Values = Pick<MirrorRow, 'dst_port' | 'type'>;
/** The three session types with the names of their words. */
export const MIRROR_TYPES = [
  { type: MIRROR_TYPE.ingress, word: 'ingress' },
  { type: MIRROR_TYPE.egress, word: 'egress' },
  { type: MIRROR_TYPE.both, word: 'both' },
] as const;

/**
 * One source port's session (MIR-02): the destination among the uplinks other than the source itself; the device
 * refuses one that mirrors a port of its own, and says why.
 */
export function MirrorDialog({
  row,
  portName,
  uplinks,
  onClose,
}: {
  row: MirrorRow;
  portName: string;
  uplinks: PortOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation('switchPort');
  const fields: FieldSpec<Values>[] = [
    {
      name: 'dst_port',
      label: t('mirror.field.destination'),
      kind: 'select',
      required: true,
      schema: paramField(setMirror.param, 'dst_port'),
      options: uplinks.filter((p) => p.id !== row.port_id).map((p) => ({ value: p.id, label: portOptionLabel(p) })),
    },
    {
      name: 'type',
      label: t('mirror.field.type'),
      kind: 'radio',
      required: true,
      schema: paramField(setMirror.param, 'type'),
      options: MIRROR_TYPES.map((m) => ({ value: m.type, label: t(`mirror.type.${m.word}`) })),
    },
  ];
  return (
    <EntityDialog<Values>
      title={t('mirror.settingTitle', { port: portName })}
      okText={t('mirror.apply')}
      fields={fields}
      // an unmirrored port offers no destination yet (0 is none) and copies both ways unless told otherwise
      initialValues={{ dst_port: row.dst_port || undefined, type: row.type || MIRROR_TYPE.both }}
      invalidate={[mirrorKeys.all]}
      onClose={onClose}
      toWrite={(v) => {
        if (v.dst_port === row.dst_port && v.type === row.type) {
          toast.info(t('noChange'));
          return null;
        }
        return write(setMirror, { src_port: row.port_id, dst_port: v.dst_port, type: v.type });
      }}
      success={(v) => {
        const destination = uplinks.find((p) => p.id === v.dst_port);
        const word = MIRROR_TYPES.find((m) => m.type === v.type)?.word ?? 'both';
        return t('done.mirrorSet', {
          port: portName,
          destination: destination ? portOptionLabel(destination) : String(v.dst_port),
          type: t(`mirror.type.${word}`),
        });
      }}
    />
  );
}
