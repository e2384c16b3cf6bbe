import { deleteTimeRange, type TimeRange } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { useTranslation } from '../../lib/translation.ts';
import { timeRangeKeys } from './timeRangeQueries.ts';

/** A period as the delete request names it: its start time, and its start day when absolute. */
const periodKey = (time: string, day: string) => `${day}|${time}`;

/** Deletes one period of a time range (TR-04 with time, and day for an absolute one). */
export function DeletePeriodDialog({ range, onClose }: { range: TimeRange; onClose: () => void }) {
  const { t } = useTranslation('acl');
  const options = [
    ...range.relative.map((p) => ({
      value: periodKey(p.stime, ''),
      label: t('range.relativePeriod', { ...p, day: t(`range.days.${p.day}`) }),
    })),
    ...range.absolute.map((p) => ({ value: periodKey(p.stime, p.sday), label: t('range.absolutePeriod', p) })),
  ];
  const fields: FieldSpec<{ period: string }>[] = [
    { name: 'period', label: t('range.period'), kind: 'select', options, required: true },
  ];
  return (
    <EntityDialog<{ period: string }>
      title={`${t('range.deletePeriod')} · ${range.name}`}
      okText={t('range.deletePeriodOk')}
      fields={fields}
      initialValues={{ period: options[0]?.value }}
      toWrite={({ period }) => {
        const [day = '', time = ''] = period.split('|');
        return write(deleteTimeRange, { name: range.name, time, day });
      }}
      success={({ period }) =>
        t('done.periodDeleted', { name: range.name, period: options.find((o) => o.value === period)?.label ?? period })
      }
      invalidate={[timeRangeKeys.all]}
      onClose={onClose}
    />
  );
}
