import { Button, Card, Flex, Tag, Typography } from 'antd';
import { deleteTimeRange, TIME_RANGE_STATE, type TimeRange } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EntityTable } from '../../components/kit/EntityTable.tsx';
import { useMayWrite } from '../../lib/access.ts';
import { write } from '../../lib/deviceWrite.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { useTranslation } from '../../lib/translation.ts';
import { AddTimeRangeDialog } from './AddTimeRangeDialog.tsx';
import { DeletePeriodDialog } from './DeletePeriodDialog.tsx';
import { WeekTimeline } from './WeekTimeline.tsx';
import { timeRangeKeys, useTimeRanges } from './timeRangeQueries.ts';

/**
 * Time ranges (screens.md §15.1): named sets of periods that ACL rules follow. Each shows whether the device clock
 * is inside it now, its periods, and its weekly periods drawn as a week.
 */
export function TimeRangePage({ title }: { title: string }) {
  const { t } = useTranslation('acl');
  const ranges = useTimeRanges();
  const device = useDeviceWrite();
  const mayWrite = useMayWrite('switch');
  const periodsOf = (r: TimeRange) => [
    ...r.absolute.map((p) => t('range.absolutePeriod', p)),
    ...r.relative.map((p) => t('range.relativePeriod', { ...p, day: t(`range.days.${p.day}`) })),
  ];
  return (
    <Card variant="borderless" data-page="time_range">
      <PageHeader title={title} />
      <Typography.Paragraph type="secondary">{t('range.clockNote')}</Typography.Paragraph>
      <EntityTable<TimeRange>
        rows={ranges.data ?? []}
        loading={ranges.isPending}
        rowKey={(r) => r.name}
        area="switch"
        toolbar={
          <Button
            danger
            disabled={!mayWrite || (ranges.data ?? []).length === 0}
            onClick={() =>
              void device.run(write(deleteTimeRange, { name: 'all', time: '', day: '' }), {
                confirm: t('range.deleteAllConfirm'),
                success: t('done.allRangesDeleted'),
                invalidate: [timeRangeKeys.all],
              })
            }
          >
            {t('range.deleteAll')}
          </Button>
        }
        columns={[
          { title: t('range.name'), dataIndex: 'name', key: 'name' },
          {
            title: t('range.state'),
            key: 'state',
            render: (_, r) =>
              r.state === TIME_RANGE_STATE.active ? (
                <Tag color="green">{t('range.active')}</Tag>
              ) : (
                <Tag>{t('range.inactive')}</Tag>
              ),
          },
          {
            title: t('range.periods'),
            key: 'periods',
            render: (_, r) => {
              const lines = periodsOf(r);
              return lines.length ? (
                <Flex vertical>
                  {lines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </Flex>
              ) : (
                <Typography.Text type="secondary">{t('range.empty')}</Typography.Text>
              );
            },
          },
          { title: t('range.week'), key: 'week', render: (_, r) => <WeekTimeline periods={r.relative} /> },
        ]}
        actionsTitle={t('actions')}
        invalidate={[timeRangeKeys.all]}
        add={{ label: t('range.add'), dialog: (onClose) => <AddTimeRangeDialog onClose={onClose} /> }}
        rowActions={[
          {
            key: 'period',
            label: t('range.deletePeriod'),
            isDisabled: (r) => r.absolute.length + r.relative.length === 0,
            dialog: (r, onClose) => <DeletePeriodDialog range={r} onClose={onClose} />,
          },
          {
            key: 'delete',
            label: t('range.deleteRange'),
            danger: true,
            write: (r) => write(deleteTimeRange, { name: r.name, time: '', day: '' }),
            confirm: (r) => t('range.deleteRangeConfirm', { name: r.name }),
            success: (r) => t('done.rangeDeleted', { name: r.name }),
          },
        ]}
      />
    </Card>
  );
}
