import { setTimerTask, TASK_ACTION, TASK_REPEAT, type TaskInput, type TaskRow } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { choicesOf } from '../../lib/wireWords.ts';
import { WEEKDAY_WORDS, actionText, scheduleText } from './taskWords.ts';
import { timerTaskKeys } from './timerTaskQueries.ts';

type Values = Omit<TaskInput, 'task_id'>;
const field = (name: keyof TaskInput) => paramField(setTimerTask.param, name);

/** TASK-X2: add (task_id 0) or edit a task; each field shows only where the action and repeat use it. */
export function TaskDialog({
  row,
  pons,
  onClose,
}: {
  row?: TaskRow;
  pons: readonly { id: number; name: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation('timerTask');
  const fields: FieldSpec<Values>[] = [
    { name: 'name', label: t('field.name'), kind: 'text', required: true, showCount: true, schema: field('name') },
    {
      name: 'action',
      label: t('field.action'),
      kind: 'select',
      required: true,
      schema: field('action'),
      options: choicesOf(TASK_ACTION).map((c) => ({ value: c.value, label: t(`action.${c.word}`) })),
    },
    {
      name: 'port_id',
      label: t('field.pon'),
      kind: 'select',
      required: true,
      schema: field('port_id'),
      options: [{ value: 0, label: t('allPons') }, ...pons.map((p) => ({ value: p.id, label: p.name }))],
      when: (v) => v.action === TASK_ACTION.onuReboot,
    },
    {
      name: 'repeat',
      label: t('field.repeat'),
      kind: 'radio',
      required: true,
      schema: field('repeat'),
      options: choicesOf(TASK_REPEAT).map((c) => ({ value: c.value, label: t(`repeat.${c.word}`) })),
    },
    {
      name: 'date',
      label: t('field.date'),
      kind: 'text',
      required: true,
      extra: t('dateHint'),
      formatMessage: t('dateHint'),
      schema: field('date'),
      when: (v) => v.repeat === TASK_REPEAT.once,
    },
    {
      name: 'weekdays',
      label: t('field.weekdays'),
      kind: 'bits',
      required: true,
      schema: field('weekdays'),
      options: WEEKDAY_WORDS.map((w, bit) => ({ value: 1 << bit, label: t(`weekdays.${w}`) })),
      when: (v) => v.repeat === TASK_REPEAT.weekly,
    },
    {
      name: 'time',
      label: t('field.time'),
      kind: 'text',
      required: true,
      extra: t('timeHint'),
      formatMessage: t('timeHint'),
      schema: field('time'),
    },
    {
      name: 'enabled',
      label: t('field.enabled'),
      kind: 'radio',
      required: true,
      schema: field('enabled'),
      options: [
        { value: 1, label: t('enabled.on') },
        { value: 0, label: t('enabled.off') },
      ],
    },
  ];
  const initial: Partial<Values> = row ?? {
    action: TASK_ACTION.save,
    port_id: 0,
    repeat: TASK_REPEAT.daily,
    time: '03:00',
    weekdays: 0,
    date: '',
    enabled: 1,
  };
  return (
    <EntityDialog<Values>
      title={row ? t('editTitle', { id: row.task_id }) : t('addTitle')}
      okText={t('save')}
      fields={fields}
      initialValues={initial}
      invalidate={[timerTaskKeys.all]}
      onClose={onClose}
      success={(v) => {
        const said = {
          name: v.name,
          action: actionText(
            t,
            { action: v.action, port_id: v.port_id ?? 0 },
            (id) => pons.find((p) => p.id === id)?.name ?? String(id),
          ),
          schedule: scheduleText(t, {
            repeat: v.repeat,
            date: v.date ?? '',
            time: v.time,
            weekdays: v.weekdays ?? 0,
          }),
        };
        return t(row ? 'done.saved' : 'done.added', said);
      }}
      toWrite={(v) =>
        write(setTimerTask, {
          task_id: row?.task_id ?? 0,
          name: v.name,
          action: v.action,
          port_id: v.action === TASK_ACTION.onuReboot ? (v.port_id ?? 0) : 0,
          repeat: v.repeat,
          date: v.repeat === TASK_REPEAT.once ? (v.date ?? '') : '',
          time: v.time,
          weekdays: v.repeat === TASK_REPEAT.weekly ? (v.weekdays ?? 0) : 0,
          enabled: v.enabled,
        })
      }
    />
  );
}
