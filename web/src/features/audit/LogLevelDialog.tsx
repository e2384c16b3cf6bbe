import { LOG_LEVELS, setLogLevel, type LogModuleLevel } from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import type { FieldSpec } from '../../components/kit/fields.ts';
import { write } from '../../lib/deviceWrite.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { deviceLogKeys } from './deviceLogQueries.ts';

type Values = Pick<LogModuleLevel, 'level'>;

/** LOG-X2: one module's level, a choice of the eight severities. */
export function LogLevelDialog({ row, onClose }: { row: LogModuleLevel; onClose: () => void }) {
  const { t } = useTranslation('deviceLog');
  const levelText = (level: number) => {
    const name = LOG_LEVELS[level];
    return name ? `${level} ${t(`level.${name}`)}` : String(level);
  };
  const fields: FieldSpec<Values>[] = [
    {
      name: 'level',
      label: t('column.level'),
      kind: 'select',
      required: true,
      schema: paramField(setLogLevel.param, 'level'),
      options: LOG_LEVELS.map((_, level) => ({ value: level, label: levelText(level) })),
    },
  ];
  return (
    <EntityDialog<Values>
      title={t('dialogTitle', { module: t(`module.${row.module}`) })}
      okText={t('save')}
      fields={fields}
      initialValues={{ level: row.level }}
      invalidate={[deviceLogKeys.levels, deviceLogKeys.lines]}
      onClose={onClose}
      toWrite={(v) => write(setLogLevel, { module: row.module, level: v.level })}
      success={(v) => t('levelSet', { module: t(`module.${row.module}`), level: levelText(v.level) })}
    />
  );
}
