import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { init, type ECElementEvent, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { theme } from 'antd';

export interface EChartProps {
  /** merged into what is drawn; keys the option leaves out (e.g. a graph's roam state) keep their current value */
  option: EChartsCoreOption;
  height: number | string;
  /**
   * The renderer must have been registered with `use()` by the caller, which also registers its charts and
   * components: each screen pulls in only what it draws. SVG is crisp for small line charts; canvas copes with
   * large graphs and exports PNG directly.
   */
  renderer: 'canvas' | 'svg';
  /** replace the whole option instead of merging: series that disappear are removed */
  notMerge?: boolean;
  onClick?: (event: ECElementEvent) => void;
  /** the chart instance, for exports and view changes; null once it is disposed */
  onChart?: (chart: EChartsType | null) => void;
  /** what a screen reader announces for the chart */
  label: string;
  style?: CSSProperties;
}

/**
 * A thin React holder for one ECharts instance: created on mount, fed every new option, resized with its box and
 * disposed on unmount. Texts, axis lines and the palette follow the antd theme, so a theme or colour change reaches
 * the chart like every other component.
 */
export function EChart({ option, height, renderer, notMerge = false, onClick, onChart, label, style }: EChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  // handlers live in refs: a new handler is passed on without re-creating the chart
  const clickRef = useRef(onClick);
  const onChartRef = useRef(onChart);
  const { token } = theme.useToken();
  const themed = useMemo<EChartsCoreOption>(
    () => ({
      color: [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorError, token.colorInfo],
      textStyle: { color: token.colorText, fontFamily: token.fontFamily },
      backgroundColor: 'transparent',
      ...option,
    }),
    [
      option,
      token.colorPrimary,
      token.colorSuccess,
      token.colorWarning,
      token.colorError,
      token.colorInfo,
      token.colorText,
      token.fontFamily,
    ],
  );
  const themedRef = useRef(themed);
  const notMergeRef = useRef(notMerge);

  useEffect(() => {
    clickRef.current = onClick;
    onChartRef.current = onChart;
  }, [onClick, onChart]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const chart = init(box, undefined, { renderer });
    chartRef.current = chart;
    chart.setOption(themedRef.current, { notMerge: true });
    chart.on('click', (event) => clickRef.current?.(event));
    onChartRef.current?.(chart);
    // the box changes size with the window, the side menu and the grid breakpoints, not only on window resize
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(box);
    return () => {
      observer.disconnect();
      onChartRef.current?.(null);
      chartRef.current = null;
      chart.dispose();
    };
  }, [renderer]);

  useEffect(() => {
    // the first option is applied by the effect that creates the chart; skip it here
    if (themedRef.current === themed && notMergeRef.current === notMerge) return;
    themedRef.current = themed;
    notMergeRef.current = notMerge;
    chartRef.current?.setOption(themed, { notMerge });
  }, [themed, notMerge]);

  return <div ref={boxRef} role="img" aria-label={label} style={{ width: '100%', height, ...style }} />;
}
