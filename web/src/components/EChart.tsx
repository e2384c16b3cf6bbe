import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { init, type ECElementEvent, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { useTheme } from '../lib/theme.ts';

// Ant Design's default palette and text colour, which the charts had from its theme: constants here, so a chart drawn
// on a page without Ant Design (the status home) looks the same as one drawn inside it
const SUCCESS = '#52c41a';
const WARNING = '#faad14';
const ERROR = '#ff4d4f';
const TEXT = 'rgba(0, 0, 0, 0.88)';
/** plain.css's --olt-font, when the page has no style sheet yet (a test) */
const FONT_FALLBACK =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', " +
  "'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";

let declaredFont = '';

/**
 * The console's font as plain.css declares it. ECharts measures its labels on a canvas, where `var()` means nothing,
 * so the list itself is read, once it is there (a style read costs a style calculation on every poll otherwise).
 */
function consoleFont(): string {
  declaredFont ||= getComputedStyle(document.documentElement).getPropertyValue('--olt-font').trim();
  return declaredFont || FONT_FALLBACK;
}

interface EChartProps {
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
 * disposed on unmount. The palette starts with the theme colour (lib/theme.ts), so a colour change reaches the chart
 * like every other component; the rest of it and the texts are Ant Design's defaults.
 */
export function EChart({ option, height, renderer, notMerge = false, onClick, onChart, label, style }: EChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  // handlers live in refs: a new handler is passed on without re-creating the chart
  const clickRef = useRef(onClick);
  const onChartRef = useRef(onChart);
  const primary = useTheme((s) => s.color);
  const themed = useMemo<EChartsCoreOption>(
    () => ({
      // the console's theme sets Ant Design's info colour to the theme colour too
      color: [primary, SUCCESS, WARNING, ERROR, primary],
      textStyle: { color: TEXT, fontFamily: consoleFont() },
      backgroundColor: 'transparent',
      ...option,
    }),
    [option, primary],
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
    // the box changes size with the window, the side menu and the grid breakpoints, not only on window resize; the
    // observer's first report is the size the chart was just drawn at, and a resize redraws the whole chart (issue
    // 10: the status home's chart set-up, a long task after its first paint)
    const observer = new ResizeObserver((entries) => {
      const size = entries[entries.length - 1]?.contentRect;
      if (size && Math.round(size.width) === chart.getWidth() && Math.round(size.height) === chart.getHeight()) return;
      chart.resize();
    });
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
