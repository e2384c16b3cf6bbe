import { useState } from 'react';
import { Button, Flex, Segmented, Select, Table, Tag, Typography } from 'antd';
import { useTranslation } from '../../lib/translation.ts';
import { PERF_STATUS, clearOnuPerf, onuLabel } from '@olt/protocol';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePortSelection } from '../../components/usePortSelection.ts';
import { write } from '../../lib/deviceWrite.ts';
import type { PageProps } from '../../lib/pages.ts';
import { useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { PerfSettingDialog } from './PerfSettingDialog.tsx';
import { perfKey, usePerfCounters, usePerfPorts, usePerfStatus, type PerfView } from './perfQueries.ts';
import { perfRows, type PerfRow } from './perfRows.ts';
import { useMayWrite } from '../../lib/access.ts';

/** ONU performance (screens.md §11.4): counters of the ONU's PON interface or one UNI port, now or the last period. */
export function OnuPerfPage({ title }: PageProps) {
  const { t } = useTranslation('onuDevice');
  const mayWrite = useMayWrite('onu');
  const selection = usePortSelection({ withOnu: true });
  const { portId } = selection;
  const onuId = selection.onuId ?? 0;
  const [opId, setOpId] = useState(0);
  const [view, setView] = useState<PerfView>('current');
  const [isSetting, setSetting] = useState(false);
  const ports = usePerfPorts(portId, onuId);
  const status = usePerfStatus(portId, onuId, opId);
  const counters = usePerfCounters(portId, onuId, opId, view);
  const device = useDeviceWrite();
  const ref = { port_id: portId, onu_id: onuId, op_id: opId };
  const number = (value: number | null) => (value === null ? '' : value.toLocaleString());
  const label = (key: PerfRow['key']) =>
    key === 'statusChangeTimes' ? t('perf.statusChangeTimes') : t(`perf.counters.${key}`);
  return (
    <>
      <PageHeader title={title} selection={selection} />
      {selection.onuId !== null && (
        <Flex vertical gap="middle">
          <Flex gap="small" align="center" wrap>
            <Typography.Text type="secondary">{t('perf.port')}</Typography.Text>
            <Select
              aria-label={t('perf.port')}
              style={{ width: 120 }}
              value={opId}
              onChange={setOpId}
              options={[
                { value: 0, label: t('perf.pon') },
                ...(ports.data ?? []).map((p) => ({ value: p.op_id, label: `${p.op_id}` })),
              ]}
            />
            <Segmented<PerfView>
              value={view}
              onChange={setView}
              options={[
                { value: 'current', label: t('perf.viewCurrent') },
                { value: 'history', label: t('perf.viewHistory') },
              ]}
            />
            <Button onClick={() => void counters.refetch()} loading={counters.isFetching}>
              {t('common.refresh')}
            </Button>
            <Button disabled={!mayWrite} onClick={() => setSetting(true)}>
              {t('perf.setting')}
            </Button>
            <Button
              disabled={!mayWrite}
              danger
              onClick={() =>
                void device.run(write(clearOnuPerf, ref), {
                  confirm: t('perf.confirmClear'),
                  success: t('done.perfCleared', {
                    port: opId === 0 ? t('perf.pon') : t('done.uniPort', { port: opId }),
                    onu: onuLabel(portId, onuId),
                  }),
                  invalidate: [perfKey(portId, onuId)],
                })
              }
            >
              {t('perf.clear')}
            </Button>
          </Flex>
          {status.data && (
            <Flex gap="middle" align="center">
              <span>
                {t('perf.status')}:{' '}
                <Tag color={status.data.status === PERF_STATUS.enabled ? 'blue' : 'default'}>
                  {t(status.data.status === PERF_STATUS.enabled ? 'common.enabled' : 'common.disabled')}
                </Tag>
              </span>
              <span>
                {t('perf.period')}: {status.data.period}
              </span>
            </Flex>
          )}
          <Table<PerfRow>
            size="small"
            bordered
            pagination={false}
            rowKey="key"
            loading={counters.isPending}
            title={() => t(view === 'current' ? 'perf.current' : 'perf.history')}
            dataSource={counters.data ? perfRows(counters.data) : []}
            columns={[
              { title: t('perf.counter'), dataIndex: 'key', render: label },
              {
                title: t('perf.downstream'),
                dataIndex: 'ds',
                align: 'right',
                render: number,
                sorter: (a, b) => a.ds - b.ds,
              },
              {
                title: t('perf.upstream'),
                dataIndex: 'us',
                align: 'right',
                render: number,
                sorter: (a, b) => (a.us ?? 0) - (b.us ?? 0),
              },
            ]}
          />
          {isSetting && (
            <PerfSettingDialog
              portId={portId}
              onuId={onuId}
              opId={opId}
              stored={status.data}
              onClose={() => setSetting(false)}
            />
          )}
        </Flex>
      )}
    </>
  );
}
