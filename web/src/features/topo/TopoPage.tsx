import { useCallback, useMemo, useState } from 'react';
import { Card, Empty, Flex, Spin, Typography, theme } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translation.ts';
import type { ECElementEvent } from 'echarts/core';
import { portName, type Splitter } from '@olt/protocol';
import { EChart } from '../../components/EChart.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useHostname, useSystemInfo } from '../../lib/deviceQueries.ts';
import { onuTableKey, useLiveOnuTable, useOnuTable } from '../../lib/onuTable.ts';
import { buildTopology, nodeId, type TopoNode } from './topoGraph.ts';
import { topoOption } from './topoChart.ts';
import { topoTooltip } from './topoTooltip.ts';
import { ponSummaryKey, usePonSummary } from '../../lib/ponSummary.ts';
import { topoKeys, useSplitters } from './topoQueries.ts';
import { useTopoColors } from './topoColors.ts';
import { useTopoView } from './useTopoView.ts';
import { TopoToolbar } from './TopoToolbar.tsx';
import { TopoLegend } from './TopoLegend.tsx';
import { OnuDrawer } from './OnuDrawer.tsx';
import { SplitterDrawer } from './SplitterDrawer.tsx';
import { SplitterFormModal, type SplitterFormTarget } from './SplitterFormModal.tsx';
import { BindOnusModal } from './BindOnusModal.tsx';
import { SplitterTree } from './SplitterTree.tsx';
import { PonControls } from './PonControls.tsx';
import { useTopoSearch } from './useTopoSearch.ts';

type Selection =
  { kind: 'onu'; portId: number; onuId: number } | { kind: 'splitter'; portId: number; splitterId: number } | null;
const NO_SPLITTERS: Splitter[] = [];

/** OLT → PON → splitter → ONU as a zoomable graph with the operator's actions (screens.md §6). */
export function TopoPage({ title }: { title: string }) {
  const { t } = useTranslation('topo');
  const { token } = theme.useToken();
  const client = useQueryClient();
  const look = useTopoColors();
  const system = useSystemInfo();
  const hostname = useHostname();
  const pons = usePonSummary();
  const onus = useOnuTable();
  const [expandedPort, setExpandedPort] = useState<number | null>(null);
  const splitters = useSplitters(expandedPort);
  const [selection, setSelection] = useState<Selection>(null);
  const [formTarget, setFormTarget] = useState<SplitterFormTarget | null>(null);
  const [bindFor, setBindFor] = useState<Splitter | null>(null);

  useLiveOnuTable(useCallback(() => void client.invalidateQueries({ queryKey: ponSummaryKey }), [client]));

  const counts = useMemo(
    () => system.data ?? { ponports: pons.data?.length ?? 0, geports: 0 },
    [system.data, pons.data],
  );
  const nameOf = useCallback((portId: number) => portName(portId, counts), [counts]);
  const rootName = hostname.data?.hostname || t('root');
  const ponSplitters = splitters.data ?? (splitters.isError ? NO_SPLITTERS : null);
  const graph = useMemo(
    () =>
      buildTopology({
        rootName,
        counts,
        pons: pons.data ?? [],
        onus: onus.data ?? [],
        expanded: expandedPort !== null && ponSplitters ? { portId: expandedPort, splitters: ponSplitters } : null,
      }),
    [rootName, counts, pons.data, onus.data, expandedPort, ponSplitters],
  );
  const view = useTopoView(graph);
  const search = useTopoSearch(onus.data, (onu) => {
    setExpandedPort(onu.port_id);
    view.request({ kind: 'node', id: nodeId.onu(onu.port_id, onu.onu_id) });
  });
  const highlightId = search.current ? nodeId.onu(search.current.port_id, search.current.onu_id) : null;
  const option = useMemo(
    () =>
      topoOption({
        graph,
        look,
        highlightId,
        ponCounts: (n: TopoNode, isCompact: boolean) => {
          const online = n.pon?.online ?? 0;
          const total = online + (n.pon?.offline ?? 0);
          return isCompact ? `${online}/${total}` : t('pon.counts', { online, total });
        },
        tooltip: (n: TopoNode) => topoTooltip(n, t, nameOf),
        pxPerUnit: view.pxPerUnit,
      }),
    [graph, look, highlightId, t, nameOf, view.pxPerUnit],
  );

  const expand = (portId: number | null) => {
    setExpandedPort(portId);
    view.request(portId === null ? { kind: 'fit' } : { kind: 'focus' });
  };
  const onClick = (event: ECElementEvent) => {
    if (event.dataType !== 'node') return;
    const node = graph.nodes.find((n) => n.id === (event.data as { id?: string } | undefined)?.id);
    if (!node) return;
    if (node.kind === 'olt') expand(null);
    else if (node.kind === 'pon' && node.pon) expand(node.isExpanded ? null : node.pon.port_id);
    else if (node.kind === 'splitter' && node.splitter)
      setSelection({ kind: 'splitter', portId: node.splitter.port_id, splitterId: node.splitter.splitter_id });
    else if (node.kind === 'onu' && node.onu)
      setSelection({ kind: 'onu', portId: node.onu.port_id, onuId: node.onu.onu_id });
  };

  const selectedOnu =
    selection?.kind === 'onu'
      ? (onus.data?.find((o) => o.port_id === selection.portId && o.onu_id === selection.onuId) ?? null)
      : null;
  const pSplitters = ponSplitters ?? NO_SPLITTERS;
  const selectedSplitter =
    selection?.kind === 'splitter' && selection.portId === expandedPort
      ? (pSplitters.find((s) => s.splitter_id === selection.splitterId) ?? null)
      : null;
  const ponOnus = useMemo(() => (onus.data ?? []).filter((o) => o.port_id === expandedPort), [onus.data, expandedPort]);
  const splitterName = (id: number) =>
    (selectedOnu?.port_id === expandedPort ? pSplitters.find((s) => s.splitter_id === id)?.name : undefined) ?? null;

  return (
    <Flex vertical data-page="topo" style={{ minHeight: 0 }}>
      <PageHeader
        title={title}
        actions={
          <TopoToolbar
            text={search.text}
            onText={search.setText}
            onFind={search.find}
            result={search.result}
            onStep={search.step}
            onResetView={() => view.request({ kind: 'fit' })}
            onRefresh={() =>
              void Promise.all(
                [ponSummaryKey, onuTableKey, topoKeys.allSplitters].map((queryKey) =>
                  client.invalidateQueries({ queryKey }),
                ),
              )
            }
            onExport={() => view.exportPng(`topology-${rootName}.png`, token.colorBgContainer)}
          />
        }
      />
      <Card
        size="small"
        title={<TopoLegend look={look} />}
        extra={
          <PonControls
            pons={pons.data ?? []}
            expandedPort={expandedPort}
            nameOf={nameOf}
            onExpand={expand}
            onAddSplitter={(portId) => setFormTarget({ mode: 'add', portId, portName: nameOf(portId), parent: null })}
          />
        }
        styles={{ body: { padding: 0 } }}
      >
        {pons.isError && !pons.data ? (
          <Empty description={t('loadFailed')} style={{ padding: 48 }} />
        ) : (
          <Flex>
            {expandedPort !== null && ponSplitters && (
              <SplitterTree
                portName={nameOf(expandedPort)}
                splitters={ponSplitters}
                onus={ponOnus}
                selectedId={selectedSplitter?.splitter_id ?? null}
                onSelect={(s) => {
                  setSelection({ kind: 'splitter', portId: s.port_id, splitterId: s.splitter_id });
                  view.request({ kind: 'node', id: nodeId.splitter(s.port_id, s.splitter_id) });
                }}
              />
            )}
            <div style={{ flex: 1, minWidth: 0, position: 'relative' }}>
              <Spin spinning={!pons.data || (expandedPort !== null && splitters.isFetching && !splitters.data)}>
                <EChart
                  option={option}
                  height="calc(100vh - 236px)"
                  style={{ minHeight: 460 }}
                  renderer="canvas"
                  label={t('chart')}
                  onClick={onClick}
                  onChart={view.onChart}
                />
              </Spin>
              {/* over the drawing's empty bottom edge, so it is never cut beside the legend and costs no height */}
              <Typography.Text
                type="secondary"
                style={{ position: 'absolute', left: 12, bottom: 8, right: 12, fontSize: 12, pointerEvents: 'none' }}
              >
                {t('hint')}
              </Typography.Text>
            </div>
          </Flex>
        )}
      </Card>
      <OnuDrawer
        onu={selectedOnu}
        splitterName={selectedOnu ? splitterName(selectedOnu.parent) : null}
        onClose={() => setSelection(null)}
      />
      <SplitterDrawer
        splitter={selectedSplitter}
        portName={expandedPort === null ? '' : nameOf(expandedPort)}
        splitters={pSplitters}
        onus={ponOnus}
        onEdit={(s) => setFormTarget({ mode: 'edit', portName: nameOf(s.port_id), splitter: s })}
        onAddChild={(s) => setFormTarget({ mode: 'add', portId: s.port_id, portName: nameOf(s.port_id), parent: s })}
        onBind={setBindFor}
        onClose={() => setSelection(null)}
      />
      <SplitterFormModal target={formTarget} onClose={() => setFormTarget(null)} />
      <BindOnusModal splitter={bindFor} splitters={pSplitters} onus={ponOnus} onClose={() => setBindFor(null)} />
    </Flex>
  );
}
