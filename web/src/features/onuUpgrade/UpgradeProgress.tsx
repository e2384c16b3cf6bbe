import { Alert, Flex, Progress, Statistic, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { onuLabel, type UpgradeRow } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { byText } from '../../lib/rowSearch.ts';
import { progressPercent, upgradeSummary } from './upgradeQueries.ts';

const STATUS = {
  done: 'success',
  failed: 'exception',
  queued: 'normal',
  transfer: 'active',
  write: 'active',
  reboot: 'active',
} as const;

/** The ONUs of a PON's upgrade: a summary, then one progress bar per ONU with its phase and, on failure, why. */
export function UpgradeProgress({ rows, loading }: { rows: UpgradeRow[] | undefined; loading: boolean }) {
  const { t } = useTranslation('ponTools');
  const list = rows ?? [];
  const sum = upgradeSummary(list);
  const columns: TableColumnsType<UpgradeRow> = [
    {
      title: t('upgrade.onu'),
      key: 'onu',
      render: (_, r) => onuLabel(r.port_id, r.onu_id),
      sorter: (a, b) => a.onu_id - b.onu_id,
    },
    { title: t('upgrade.name'), dataIndex: 'onu_name', sorter: (a, b) => byText(a.onu_name, b.onu_name) },
    { title: t('upgrade.mac'), dataIndex: 'macaddr' },
    {
      title: t('upgrade.phase'),
      key: 'phase',
      sorter: (a, b) => byText(a.phase, b.phase),
      render: (_, r) =>
        r.phase === 'failed' && r.reason ? (
          <Tooltip title={r.reason}>{t(`phase.${r.phase}`)}</Tooltip>
        ) : (
          t(`phase.${r.phase}`)
        ),
    },
    {
      title: t('upgrade.progress'),
      key: 'progress',
      width: 260,
      sorter: (a, b) => progressPercent(a) - progressPercent(b),
      render: (_, r) => (
        <Flex vertical>
          <Progress
            percent={progressPercent(r)}
            status={STATUS[r.phase]}
            size="small"
            aria-label={t('upgrade.progressOf', { onu: onuLabel(r.port_id, r.onu_id) })}
          />
          <span style={{ fontSize: 12 }}>{t('upgrade.bytes', { sent: r.sendlen, total: r.totallen })}</span>
        </Flex>
      ),
    },
    { title: t('upgrade.type'), dataIndex: 'upgrade_type' },
    { title: t('upgrade.version'), dataIndex: 'version' },
  ];
  return (
    <Flex vertical gap="middle">
      {list.length > 0 && (
        <Flex gap={48} role="status" aria-label={t('upgrade.summary')}>
          <Statistic title={t('upgrade.total')} value={sum.total} />
          <Statistic title={t('upgrade.running')} value={sum.running} />
          <Statistic title={t('upgrade.done')} value={sum.done} />
          <Statistic title={t('upgrade.failed')} value={sum.failed} />
        </Flex>
      )}
      {list.length > 0 && sum.running === 0 && (
        <Alert
          type={sum.failed > 0 ? 'warning' : 'success'}
          showIcon
          title={t('upgrade.finished', { done: sum.done, failed: sum.failed })}
        />
      )}
      <DataTable<UpgradeRow>
        rowKey={(r) => r.onu_id}
        columns={columns}
        dataSource={list}
        loading={loading}
        locale={{ emptyText: t('upgrade.none') }}
      />
    </Flex>
  );
}
