import { setStorm, type StormLimits } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { stormFlags } from './stormChange.ts';
import { stormKeys } from './stormQueries.ts';

type Values = Pick<StormLimits, 'broadcast' | 'multicast' | 'unicast'>;
const KINDS = ['broadcast', 'multicast', 'unicast'] as const;

/** Storm limits of one port (STORM-02): only what changed is flagged; nothing changed is said, not sent. */
export function StormDialog({ row, portName, onClose }: { row: StormLimits; portName: string; onClose: () => void }) {
  const { t } = useTranslation('switchPort');
  const fields: FieldSpec<Values>[] = KINDS.map((kind) => ({
    name: kind,
    label: t(`storm.field.${kind}`),
    kind: 'int',
    required: true,
    schema: paramField(setStorm.param, kind),
    extra: t('storm.ppsHint'),
  }));
  return (
    <EntityDialog<Values>
      title={t('storm.settingTitle', { port: portName })}
      okText={t('storm.apply')}
      fields={fields}
      initialValues={{ broadcast: row.broadcast, multicast: row.multicast, unicast: row.unicast }}
      invalidate={[stormKeys.all]}
      onClose={onClose}
      toWrite={(v) => {
        const flags = stormFlags(row, v);
        if (flags === 0) {
          toast.info(t('noChange'));
          return null;
        }
        return write(setStorm, { port_id: row.port_id, flags, ...v });
      }}
      success={(v) => {
        const said = (pps: number) => (pps === 0 ? t('storm.off') : t('storm.pps', { pps }));
        return KINDS.every((kind) => v[kind] === 0)
          ? t('done.stormOff', { port: portName })
          : t('done.stormSet', {
              port: portName,
              broadcast: said(v.broadcast),
              multicast: said(v.multicast),
              unicast: said(v.unicast),
            });
      }}
    />
  );
}
