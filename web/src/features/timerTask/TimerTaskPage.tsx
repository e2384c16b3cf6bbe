import { Alert, Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { deleteTimerTask, runTimerTask, setTimerTask, type TaskRow, type TaskRun } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { filterPorts, portOptionLabel } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { useAddition } from '../../lib/capabilities.ts';
import { write } from '../../lib/deviceWrite.ts';
import type { PageProps } from '../../lib/pages.ts';
import { useTranslation } from '../../lib/translation.ts';
import { actionText, scheduleText } from './taskWords.ts';
import { TaskDialog } from './TaskDialog.tsx';
import { timerTaskKeys, useTaskRuns, useTimerTasks } from './timerTaskQueries.ts';

/**
 * Timed tasks (screens.md §18 `timer_task`): save, reboot, ONU reboot by PON and backup, once or repeating by the
 * device clock; each with its next run and last result, and the runs since the device started.
 */
export function TimerTaskPage({ title }: PageProps) {
  const { t } = useTranslation('timerTask');
  const isOffered = useAddition('TASK-X1');
  const tasks = useTimerTasks(isOffered);
  const runs = useTaskRuns(isOffered);
  const ports = usePortOptions();
  const pons = filterPorts(ports, 'pon').map((p) => ({ id: p.id, name: portOptionLabel(p) }));
  const ponName = (id: number) => pons.find((p) => p.id === id)?.name ?? String(id);
  if (!isOffered) {
    return (
      <Card variant="borderless" data-page="timer_task">
        <PageHeader title={title} />
        <Alert type="info" showIcon title={t('unavailable')} />
      </Card>
    );
  }
  const toggle = (row: TaskRow) => {
    const { next_run: _n, last_run: _l, last_result: _r, last_detail: _d, ...task } = row;
    return write(setTimerTask, { ...task, enabled: row.enabled === 1 ? 0 : 1 });
  };
  const reads = [timerTaskKeys.all] as const;
  return (
    <Card variant="borderless" data-page="timer_task">
      <PageHeader
        title={title}
        actions={
          <Button onClick={() => void Promise.all([tasks.refetch(), runs.refetch()])} loading={tasks.isFetching}>
            {t('refresh')}
          </Button>
        }
      />
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{t('tip')}</Typography.Text>
        <EntityTable<TaskRow>
          rows={tasks.data ?? []}
          loading={tasks.isPending}
          rowKey={(r) => r.task_id}
          area="system"
          invalidate={reads}
          actionsTitle={t('col.actions')}
          add={{ label: t('add'), dialog: (onClose) => <TaskDialog pons={pons} onClose={onClose} /> }}
          columns={[
            { title: t('col.id'), key: 'id', dataIndex: 'task_id', width: 60 },
            { title: t('col.name'), key: 'name', dataIndex: 'name' },
            { title: t('col.action'), key: 'action', render: (_, r) => actionText(t, r, ponName) },
            { title: t('col.schedule'), key: 'schedule', render: (_, r) => scheduleText(t, r) },
            {
              title: t('col.state'),
              key: 'state',
              render: (_, r) => (
                <Tag color={r.enabled ? 'success' : 'default'}>{t(r.enabled ? 'enabled.on' : 'enabled.off')}</Tag>
              ),
            },
            { title: t('col.next'), key: 'next', render: (_, r) => r.next_run || t('none') },
            {
              title: t('col.last'),
              key: 'last',
              render: (_, r) =>
                r.last_result ? `${r.last_run} ${t(`result.${r.last_result}`, { detail: r.last_detail })}` : t('none'),
            },
          ]}
          rowActions={[
            {
              key: 'edit',
              label: t('edit'),
              dialog: (r, onClose) => <TaskDialog row={r} pons={pons} onClose={onClose} />,
            },
            {
              key: 'run',
              label: t('runNow'),
              write: (r) => write(runTimerTask, { task_id: r.task_id }),
              confirm: (r) => ({
                title: t('runNow'),
                content: t('runNowConfirm', { name: r.name, action: actionText(t, r, ponName) }),
              }),
              success: (r) => t('done.ran', { name: r.name, action: actionText(t, r, ponName) }),
            },
            {
              key: 'enable',
              label: t('enable'),
              isDisabled: (r) => r.enabled === 1,
              write: toggle,
              success: (r) => t('done.enabled', { name: r.name }),
            },
            {
              key: 'disable',
              label: t('disable'),
              isDisabled: (r) => r.enabled === 0,
              write: toggle,
              success: (r) => t('done.disabled', { name: r.name }),
            },
            {
              key: 'delete',
              label: t('delete'),
              danger: true,
              write: (r) => write(deleteTimerTask, { task_id: r.task_id }),
              confirm: (r) => ({ title: t('delete'), content: t('deleteConfirm', { name: r.name }) }),
              success: (r) => t('done.deleted', { name: r.name }),
            },
          ]}
        />
        <Typography.Title level={5}>{t('runs')}</Typography.Title>
        <Table<TaskRun>
          size="small"
          rowKey={(r) => `${r.at}|${r.task_id}|${r.result}|${r.detail}`}
          dataSource={runs.data ?? []}
          loading={runs.isPending}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: t('noRuns') }}
          columns={[
            { title: t('runCol.at'), key: 'at', dataIndex: 'at', width: 180 },
            { title: t('runCol.task'), key: 'task', render: (_, r) => `${r.task_id} ${r.name}` },
            {
              title: t('runCol.result'),
              key: 'result',
              render: (_, r) => (
                <span>
                  <Tag color={r.ok ? 'success' : 'error'}>{t(r.ok ? 'ok' : 'failed')}</Tag>
                  {t(`result.${r.result}`, { detail: r.detail })}
                </span>
              ),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
