import { useCallback, useEffect, useRef, useState } from 'react';
import type { EChartsType } from 'echarts/core';
import { FRAME_SCALE_MAX, TOPO_SERIES_ID, frameView } from './topoChart.ts';
import type { Bounds, TopoGraph } from './topoGraph.ts';

/** What the view should show next: everything, the expanded PON, or one node. */
type ViewRequest = { kind: 'fit' } | { kind: 'focus' } | { kind: 'node'; id: string };

/**
 * Moves the graph's view on request. A request may wait for data (an expanded PON's splitters, a searched ONU on a
 * PON not yet drawn) and is applied once the graph holds what it frames. Data refreshes alone never move the
 * view, so the operator's own zoom and pan survive the 5 s updates.
 */
export function useTopoView(graph: TopoGraph) {
  const chartRef = useRef<EChartsType | null>(null);
  const pendingRef = useRef<ViewRequest | null>(null);
  const graphRef = useRef(graph);
  // a request is applied after the render it causes, when the graph already shows what was asked for
  const [requestCount, setRequestCount] = useState(0);
  // screen pixels per unit of the layout at the current zoom, rounded so roaming re-renders only now and then
  const [pxPerUnit, setPxPerUnit] = useState(1);

  const measure = useCallback(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const finder = { seriesId: TOPO_SERIES_ID };
    const a = chart.convertToPixel(finder, [0, 0]) as number[] | undefined;
    const b = chart.convertToPixel(finder, [1000, 0]) as number[] | undefined;
    if (a?.[0] === undefined || b?.[0] === undefined) return;
    setPxPerUnit(Math.round(Math.abs(b[0] - a[0]) / 20) / 50);
  }, []);

  const apply = useCallback(() => {
    const chart = chartRef.current;
    const request = pendingRef.current;
    const current = graphRef.current;
    if (!chart || !request) return;
    let target: Bounds | null = null;
    if (request.kind === 'fit') target = current.bounds;
    else if (request.kind === 'focus') target = current.focus;
    else {
      const node = current.nodes.find((n) => n.id === request.id);
      if (node) target = { minX: node.x, maxX: node.x, minY: node.y, maxY: node.y };
    }
    if (!target) return;
    const view =
      request.kind === 'fit'
        ? { center: [(target.minX + target.maxX) / 2, (target.minY + target.maxY) / 2], zoom: 1 }
        : frameView(
            current.bounds,
            target,
            { width: chart.getWidth(), height: chart.getHeight() },
            request.kind === 'node' ? FRAME_SCALE_MAX.node : FRAME_SCALE_MAX.part,
          );
    chart.setOption({ series: [{ id: TOPO_SERIES_ID, ...view }] });
    pendingRef.current = null;
  }, []);

  // runs after the chart (a child) has been given the new graph in the same commit
  useEffect(() => {
    graphRef.current = graph;
    apply();
    measure();
  }, [graph, requestCount, apply, measure]);

  const request = useCallback((next: ViewRequest) => {
    pendingRef.current = next;
    setRequestCount((n) => n + 1);
  }, []);
  const onChart = useCallback(
    (chart: EChartsType | null) => {
      chartRef.current = chart;
      if (!chart) return;
      chart.on('graphroam', measure);
      // a framed view animates into place: measured at once, the zoom would still be the old view's
      chart.on('finished', measure);
      apply();
      measure();
    },
    [apply, measure],
  );
  const exportPng = useCallback((fileName: string, background: string) => {
    const url = chartRef.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: background });
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  }, []);

  return { request, onChart, exportPng, pxPerUnit };
}
