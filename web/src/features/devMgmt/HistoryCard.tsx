import { useState } from 'react';
import { Alert, Button, Card, Flex, Space, Table, Tag, Typography } from 'antd';
import {
  CONFIG_VERSIONS_KEPT,
  configRollback,
  setConfigHistory,
  type ConfigVersion,
  type ConfigVersionReason,
} from '@olt/protocol';
import { EntityDialog } from '../../components/kit/EntityDialog.tsx';
import { useAddition } from '../../lib/capabilities.ts';
import { deviceKeys } from '../../lib/deviceQueries.ts';
import { write } from '../../lib/deviceWrite.ts';
import { confirm } from '../../lib/feedback.ts';
import { rebootDevice } from '../../lib/rebootWait.ts';
import { paramField } from '../../lib/schemaRules.ts';
import { useTranslation } from '../../lib/translation.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { DiffModal, type DiffPair } from './DiffModal.tsx';
import { historyKeys, useConfigHistory } from './historyQueries.ts';

const REASON_COLOR: Record<ConfigVersionReason, string> = {
  start: 'default',
  save: 'blue',
  restore: 'purple',
  factory: 'orange',
  rollback: 'magenta',
  timed_save: 'cyan',
  timed_backup: 'geekblue',
};

/** Sections named in a row's summary before the rest are counted. */
const SECTIONS_NAMED = 3;

/**
 * The configuration history (our addition): every save, restore, factory reset, roll-back and timed save or
 * backup as a version; any two compared line by line, the unsaved changes shown the same way, and the startup
 * configuration rolled back to a version, then the reboot that applies it.
 */
export function HistoryCard({ mayWrite }: { mayWrite: boolean }) {
  const { t } = useTranslation('maintenance');
  const isOffered = useAddition('BAK-X2');
  const history = useConfigHistory(isOffered);
  const device = useDeviceWrite();
  const [picked, setPicked] = useState<number[]>([]);
  const [pair, setPair] = useState<DiffPair | null>(null);
  const [isSetting, setSetting] = useState(false);
  if (!isOffered) return <Alert type="info" showIcon title={t('history.unavailable')} />;

  const versions = history.data?.versions ?? [];
  const label = (id: number) => t('history.version', { id });
  const compare = (from: number, to: number) =>
    setPair({ from, to, title: t('history.compareTitle', { from: label(from), to: label(to) }) });
  const previousOf = (row: ConfigVersion) => versions.find((v) => v.version_id < row.version_id);
  const rollback = async (row: ConfigVersion) => {
    const result = await device.run(write(configRollback, { version_id: row.version_id }), {
      confirm: t('history.rollbackConfirm', { version: label(row.version_id), time: row.time }),
      success: t('history.rollbackOk', { version: label(row.version_id) }),
      invalidate: [historyKeys.all, deviceKeys.saveState],
    });
    if (result.isClean && (await confirm(t('history.rollbackReboot')))) await rebootDevice();
  };
  const changesText = (row: ConfigVersion) => {
    if (row.reason === 'start') return t('history.first');
    if (row.changes.length === 0) return t('history.noChange');
    const named = row.changes
      .slice(0, SECTIONS_NAMED)
      .map((c) => t('history.change', { section: c.section, added: c.added, removed: c.removed }));
    const more = row.changes.length - SECTIONS_NAMED;
    return more > 0
      ? `${named.join(t('history.listSep'))} ${t('history.more', { count: more })}`
      : named.join(t('history.listSep'));
  };

  return (
    <Card size="small" title={t('history.title')} data-testid="config-history">
      <Flex vertical gap="small">
        <Typography.Text type="secondary">{t('history.text', { max: history.data?.max_kept ?? '' })}</Typography.Text>
        <Space wrap>
          <Button onClick={() => setPair({ from: 'startup', to: 'running', title: t('history.unsavedTitle') })}>
            {t('history.unsaved')}
          </Button>
          <Button disabled={picked.length !== 2} onClick={() => compare(Math.min(...picked), Math.max(...picked))}>
            {t('history.compare')}
          </Button>
          <Button disabled={!mayWrite} onClick={() => setSetting(true)}>
            {t('history.setting')}
          </Button>
        </Space>
        <Table<ConfigVersion>
          size="small"
          rowKey="version_id"
          loading={history.isPending}
          dataSource={versions}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          rowSelection={{
            // two versions are compared: "all" means nothing here
            hideSelectAll: true,
            selectedRowKeys: picked,
            onChange: (keys) => setPicked((keys as number[]).slice(-2)),
            getCheckboxProps: (row) => ({ 'aria-label': t('history.pick', { version: label(row.version_id) }) }),
          }}
          columns={[
            { title: t('history.col.id'), key: 'id', dataIndex: 'version_id', width: 70 },
            { title: t('history.col.time'), key: 'time', dataIndex: 'time', width: 170 },
            {
              title: t('history.col.reason'),
              key: 'reason',
              render: (_, r) => (
                <Tag color={REASON_COLOR[r.reason]}>
                  {t(`history.reason.${r.reason}`, { version: label(r.of_version) })}
                </Tag>
              ),
            },
            {
              title: t('history.col.by'),
              key: 'by',
              render: (_, r) => {
                if (r.user) return t('history.byUser', { user: r.user, address: r.address });
                return r.reason === 'start' ? t('history.byDeviceItself') : t('history.byDevice');
              },
            },
            { title: t('history.col.changes'), key: 'changes', render: (_, r) => changesText(r) },
            {
              title: t('history.col.actions'),
              key: 'actions',
              render: (_, r) => {
                const previous = previousOf(r);
                return (
                  <Space size={0} wrap>
                    <Button
                      type="link"
                      size="small"
                      disabled={!previous}
                      onClick={() => previous && compare(previous.version_id, r.version_id)}
                    >
                      {t('history.withPrevious')}
                    </Button>
                    <Button type="link" size="small" disabled={!mayWrite} onClick={() => void rollback(r)}>
                      {t('history.rollback')}
                    </Button>
                  </Space>
                );
              },
            },
          ]}
        />
      </Flex>
      {pair && <DiffModal pair={pair} onClose={() => setPair(null)} />}
      {isSetting && (
        <EntityDialog<{ max_kept: number }>
          title={t('history.setting')}
          okText={t('history.settingOk')}
          fields={[
            {
              name: 'max_kept',
              label: t('history.maxKept'),
              kind: 'int',
              required: true,
              schema: paramField(setConfigHistory.param, 'max_kept'),
              extra: t('history.maxKeptExtra', { min: CONFIG_VERSIONS_KEPT.min, max: CONFIG_VERSIONS_KEPT.max }),
            },
          ]}
          initialValues={{ max_kept: history.data?.max_kept }}
          toWrite={(values) => write(setConfigHistory, values)}
          success={(values) => t('history.maxKeptSet', { n: values.max_kept })}
          invalidate={[historyKeys.all]}
          confirm={(values) =>
            values.max_kept < versions.length
              ? t('history.pruneConfirm', { count: versions.length - values.max_kept })
              : undefined
          }
          onClose={() => setSetting(false)}
        />
      )}
    </Card>
  );
}
