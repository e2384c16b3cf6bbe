import { useTranslation } from '../../lib/translation.ts';
import { LOIDS_PER_PON_MAX, loidAdd, type EndpointParam } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { loidKeys } from './loidQueries.ts';

type Values = EndpointParam<typeof loidAdd>;
const field = (name: keyof Values) => paramField(loidAdd.param, name);

/** Adds one LOID, or `count` numbered ones (`<loid>01…`); the PON holds at most 64 (api.md §3.3). */
export function LoidAddDialog(props: { portId: number; portName: string; existing: number; onClose: () => void }) {
  const { t } = useTranslation('pon');
  const fields: FieldSpec<Values>[] = [
    {
      name: 'loid',
      label: t('loid.loid'),
      kind: 'text',
      schema: field('loid'),
      required: true,
      showCount: true,
      formatMessage: t('loid.loidRule'),
    },
    {
      name: 'count',
      label: t('loid.count'),
      kind: 'int',
      schema: field('count'),
      extra: t('loid.countHint', { max: LOIDS_PER_PON_MAX }),
    },
    {
      name: 'password',
      label: t('loid.password'),
      kind: 'text',
      schema: field('password'),
      showCount: true,
      formatMessage: t('loid.passwordRule'),
    },
  ];
  const toWrite = (values: Values) => {
    // requestValues already read the typed count as a number
    const adding = Math.max(1, Number(values.count ?? 1));
    if (props.existing + adding > LOIDS_PER_PON_MAX) {
      toast.warning(t('loid.full', { max: LOIDS_PER_PON_MAX, free: LOIDS_PER_PON_MAX - props.existing }));
      return null;
    }
    return write(loidAdd, {
      port_id: props.portId,
      loid: values.loid,
      password: values.password ?? '',
      count: values.count ?? 1,
    });
  };
  return (
    <EntityDialog<Values>
      title={t('loid.addTitle', { port: props.portName })}
      okText={t('loid.add')}
      fields={fields}
      initialValues={{ count: 1 }}
      toWrite={toWrite}
      success={(v) =>
        t('done.loidsAdded', { count: Math.max(1, Number(v.count ?? 1)), loid: v.loid, port: props.portName })
      }
      invalidate={[loidKeys.all]}
      onClose={props.onClose}
    />
  );
}
