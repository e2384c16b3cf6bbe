import {
  RELATIVE_DAYS,
  createAbsoluteTimeRange,
  createRelativeTimeRange,
  type EndpointParam,
  type RouteParam,
  type RelativeDay,
} from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { toast } from '../../lib/feedback.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { timeRangeKeys } from './timeRangeQueries.ts';

interface RangeValues {
  name: string;
  type: 'relative' | 'absolute';
  stime: string;
  etime: string;
  day: string;
  sday: string;
  eday: string;
}

const relative = (name: keyof RangeValues) => paramField(createRelativeTimeRange.param, name);
/** The write, or null when the endpoint's schema refuses the request as a whole. */
function checked<E extends typeof createAbsoluteTimeRange | typeof createRelativeTimeRange>(
  ep: E,
  param: EndpointParam<E>,
) {
  return ep.param.safeParse(param).success ? write(ep, param as RouteParam<E>) : null;
}
const absolute = (name: keyof RangeValues) => paramField(createAbsoluteTimeRange.param, name);

/** Adds a period to a time range, making the range if the name is new (TR-02, TR-03). */
export function AddTimeRangeDialog({ onClose, name }: { onClose: () => void; name?: string }) {
  const { t } = useTranslation('acl');
  const isRelative = (v: Partial<RangeValues>) => v.type !== 'absolute';
  const isAbsolute = (v: Partial<RangeValues>) => v.type === 'absolute';
  const fields: FieldSpec<RangeValues>[] = [
    { name: 'name', label: t('range.name'), kind: 'text', schema: relative('name'), required: true, showCount: true },
    {
      name: 'type',
      label: t('range.type'),
      kind: 'radio',
      options: [
        { value: 'relative', label: t('range.relative') },
        { value: 'absolute', label: t('range.absolute') },
      ],
    },
    {
      name: 'day',
      label: t('range.day'),
      kind: 'select',
      schema: relative('day'),
      required: true,
      when: isRelative,
      options: RELATIVE_DAYS.map((d) => ({ value: d, label: t(`range.days.${d}`) })),
    },
    {
      name: 'sday',
      label: t('range.sday'),
      kind: 'text',
      schema: absolute('sday'),
      required: true,
      when: isAbsolute,
      placeholder: t('range.dayHint'),
    },
    {
      name: 'stime',
      label: t('range.stime'),
      kind: 'text',
      schema: relative('stime'),
      required: true,
      placeholder: t('range.timeHint'),
    },
    {
      name: 'eday',
      label: t('range.eday'),
      kind: 'text',
      schema: absolute('eday'),
      required: true,
      when: isAbsolute,
      placeholder: t('range.dayHint'),
    },
    {
      name: 'etime',
      label: t('range.etime'),
      kind: 'text',
      schema: relative('etime'),
      required: true,
      placeholder: t('range.timeHint'),
    },
  ];
  return (
    <EntityDialog<RangeValues>
      title={t('range.add')}
      okText={t('range.addOk')}
      fields={fields}
      initialValues={{ type: 'relative', day: 'daily', ...(name ? { name } : {}) }}
      toWrite={(v) => {
        const step =
          v.type === 'absolute'
            ? checked(createAbsoluteTimeRange, {
                name: v.name,
                stime: v.stime,
                sday: v.sday,
                etime: v.etime,
                eday: v.eday,
              })
            : checked(createRelativeTimeRange, {
                name: v.name,
                stime: v.stime,
                etime: v.etime,
                day: v.day as RelativeDay,
              });
        // each field is checked as typed; that the period ends after it starts only by the whole request
        if (!step) toast.error(t('range.endBeforeStart'));
        return step;
      }}
      success={(v) =>
        t('done.periodAdded', {
          name: v.name,
          period:
            v.type === 'absolute'
              ? t('range.absolutePeriod', { sday: v.sday, stime: v.stime, eday: v.eday, etime: v.etime })
              : t('range.relativePeriod', {
                  stime: v.stime,
                  etime: v.etime,
                  day: t(`range.days.${v.day as RelativeDay}`),
                }),
        })
      }
      invalidate={[timeRangeKeys.all]}
      onClose={onClose}
    />
  );
}
