/** The traffic chart's place while its code, its data or its set-up are on the way: the chart's height, a skeleton. */
export function ChartLoading() {
  return (
    <div className="plain-skeleton olt-status-chart-box" aria-hidden="true">
      <span style={{ width: '38%' }} />
      <span />
      <span />
      <span style={{ width: '61%' }} />
    </div>
  );
}
