import { useState } from 'react';
import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import { LOG_LEVELS, type LogModuleLevel } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { useWriteBlock } from '../../lib/access.ts';
import { useTranslation } from '../../lib/translation.ts';
import { LogLevelDialog } from './LogLevelDialog.tsx';
import { useLogLevels } from './deviceLogQueries.ts';
import { levelColour } from './logLevelColours.ts';

/** LOG-X1: each module with the least severe level it keeps, and its Setting. */
export function LogLevelTable() {
  const { t } = useTranslation('deviceLog');
  const levels = useLogLevels();
  const writeBlock = useWriteBlock('system');
  const [editing, setEditing] = useState<LogModuleLevel | null>(null);
  const columns: TableColumnsType<LogModuleLevel> = [
    { title: t('column.module'), key: 'module', render: (_, r) => t(`module.${r.module}`) },
    {
      title: t('column.level'),
      key: 'level',
      render: (_, r) => {
        const name = LOG_LEVELS[r.level];
        return name ? <Tag color={levelColour(r.level)}>{t(`level.${name}`)}</Tag> : r.level;
      },
    },
    {
      title: t('column.action'),
      key: 'action',
      width: 120,
      render: (_, r) => (
        <Tooltip title={writeBlock}>
          <Button
            size="small"
            disabled={writeBlock !== null}
            aria-label={`${t('setting')} ${t(`module.${r.module}`)}`}
            onClick={() => setEditing(r)}
          >
            {t('setting')}
          </Button>
        </Tooltip>
      ),
    },
  ];
  return (
    <>
      <DataTable<LogModuleLevel>
        rowKey="module"
        columns={columns}
        dataSource={levels.data}
        loading={levels.isFetching}
        pageSize={false}
        size="small"
      />
      {editing && <LogLevelDialog row={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
