import { useEffect, useMemo, useState, type Key } from 'react';
import { Button, Card, Descriptions, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import type { PortInfo, TrafficSample } from '@olt/protocol';
import { DataTable } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TableSearch } from '../../components/TableSearch.tsx';
import { portOptionLabel, type PortOption } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { useMayWrite } from '../../lib/access.ts';
import type { PageProps } from '../../lib/pages.ts';
import { byText, searchRows } from '../../lib/rowSearch.ts';
import { useTranslation } from '../../lib/translation.ts';
import { PortSettingDialog } from './PortSettingDialog.tsx';
import { useLivePortList, useLiveTraffic } from './portQueries.ts';
import { portInfoCsv, downloadCsv } from './portCsv.ts';
import { Sparkline, formatBps } from './Sparkline.tsx';

/** The sparkline shows the last five minutes of the device's 5 s samples. */
const SPARK_POINTS = 60;

/**
 * Port information (screens.md §12.1): every PON, GE and XGE port with its settings, link state and live rates
 * (read again every 5 s, no refresh button), a setting dialog that sends only what changed, and `?port_id=N` to open
 * one port's details (the status home's uplink tiles lead here).
 */
export function PortInfoPage({ title }: PageProps) {
  const { t } = useTranslation('switchPort');
  const mayWrite = useMayWrite('switch');
  const ports = usePortOptions();
  const { data, isFetching } = useLivePortList();
  const traffic = useLiveTraffic();
  const [params] = useSearchParams();
  const asked = Number(params.get('port_id'));
  const [expanded, setExpanded] = useState<Key[]>(asked > 0 ? [asked] : []);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ row: PortInfo; port: PortOption } | null>(null);
  const byId = useMemo(() => new Map(ports.map((p) => [p.id, p])), [ports]);
  const samples = useMemo(
    () => new Map((traffic.data ?? []).map((p) => [p.port_id, p.samples.slice(-SPARK_POINTS)])),
    [traffic.data],
  );
  const label = (id: number) => {
    const port = byId.get(id);
    return port ? portOptionLabel(port) : String(id);
  };
  const rows = useMemo(
    () => searchRows(data ?? [], search, (r) => [label(r.port_id), r.port_desc]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- label reads byId
    [data, search, byId],
  );

  useEffect(() => {
    if (asked > 0 && data) document.getElementById(`port-row-${asked}`)?.scrollIntoView({ block: 'center' });
  }, [asked, data]);

  const speedText = (r: PortInfo) => {
    const speed = r.speed === '0M' ? t('unknown') : r.speed;
    return r.auto_neg === 1 ? t('auto', { speed }) : speed;
  };
  const last = (id: number): TrafficSample | undefined => samples.get(id)?.at(-1);

  const columns: TableColumnsType<PortInfo> = [
    { title: t('col.port'), key: 'port', render: (_, r) => label(r.port_id), sorter: (a, b) => a.port_id - b.port_id },
    {
      title: t('col.admin'),
      dataIndex: 'admin_status',
      render: (v: number) => t(v >= 1 ? 'admin.on' : 'admin.off'),
      sorter: (a, b) => a.admin_status - b.admin_status,
    },
    {
      title: t('col.link'),
      dataIndex: 'link_status',
      render: (v: number) =>
        v >= 1 ? <Tag color="blue">{t('link.up')}</Tag> : <Tag color="red">{t('link.down')}</Tag>,
      sorter: (a, b) => a.link_status - b.link_status,
    },
    { title: t('col.speed'), key: 'speed', render: (_, r) => speedText(r) },
    { title: t('col.media'), dataIndex: 'media', render: (m: PortInfo['media']) => t(`media.${m}`) },
    { title: t('col.pvid'), dataIndex: 'pvid', sorter: (a, b) => a.pvid - b.pvid },
    { title: t('col.desc'), dataIndex: 'port_desc', sorter: (a, b) => byText(a.port_desc, b.port_desc) },
    {
      title: t('col.rates'),
      key: 'rates',
      render: (_, r) => {
        const now = last(r.port_id);
        const text = now
          ? t('inOut', { in: formatBps(now.inbound_bps), out: formatBps(now.outbound_bps) })
          : t('unknown');
        return (
          <Flex align="center" gap="small">
            <Sparkline samples={samples.get(r.port_id) ?? []} label={text} />
            <Typography.Text style={{ whiteSpace: 'nowrap', fontSize: 12 }}>{text}</Typography.Text>
          </Flex>
        );
      },
      sorter: (a, b) => (last(a.port_id)?.inbound_bps ?? 0) - (last(b.port_id)?.inbound_bps ?? 0),
    },
    {
      title: t('col.actions'),
      key: 'actions',
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          disabled={!mayWrite || !byId.has(r.port_id)}
          onClick={() => {
            const port = byId.get(r.port_id);
            if (port) setEditing({ row: r, port });
          }}
        >
          {t('setting')}
        </Button>
      ),
    },
  ];

  const details = (r: PortInfo) => {
    const isUplink = byId.get(r.port_id)?.kind !== 'pon';
    const rate = (kbps: number) => (kbps === 0 ? t('unlimited') : `${kbps} kbit/s`);
    return (
      <Descriptions size="small" column={4}>
        <Descriptions.Item label={t('field.duplex')}>
          {t(r.duplex === 1 ? 'duplex.full' : 'duplex.half')}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.flowCtrl')}>
          {t(r.flow_ctrl === 1 ? 'onOff.on' : 'onOff.off')}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.mtu')}>{r.mtu}</Descriptions.Item>
        {isUplink && <Descriptions.Item label={t('field.erate')}>{rate(r.erate)}</Descriptions.Item>}
        {isUplink && <Descriptions.Item label={t('field.irate')}>{rate(r.irate)}</Descriptions.Item>}
      </Descriptions>
    );
  };

  return (
    <Card variant="borderless">
      <PageHeader
        title={title}
        actions={
          <Button
            disabled={rows.length === 0}
            onClick={() => downloadCsv(portInfoCsv(rows, label, speedText, t), 'ports')}
          >
            {t('exportCsv')}
          </Button>
        }
      />
      <Flex vertical gap="small">
        <TableSearch value={search} onChange={setSearch} label={t('search')} />
        <DataTable<PortInfo>
          rowKey={(r) => r.port_id}
          columns={columns}
          dataSource={rows}
          loading={isFetching && !data}
          pageSize={false}
          onRow={(r) => ({ id: `port-row-${r.port_id}` })}
          expandable={{
            expandedRowRender: details,
            expandedRowKeys: expanded,
            onExpandedRowsChange: (k) => setExpanded([...k]),
          }}
        />
      </Flex>
      {editing && <PortSettingDialog row={editing.row} port={editing.port} onClose={() => setEditing(null)} />}
    </Card>
  );
}
