import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';

const chart = vi.hoisted(() => ({
  setOption: vi.fn(),
  on: vi.fn(),
  resize: vi.fn(),
  dispose: vi.fn(),
  getWidth: vi.fn(() => 400),
  getHeight: vi.fn(() => 240),
}));
vi.mock('echarts/core', () => ({ init: vi.fn(() => chart) }));

import { EChart } from './EChart.tsx';

type Report = (entries: { contentRect: { width: number; height: number } }[]) => void;
const reports: Report[] = [];
class ObserverStub {
  constructor(report: Report) {
    reports.push(report);
  }
  observe(): void {}
  disconnect(): void {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  reports.length = 0;
  vi.clearAllMocks();
});

describe('the chart holder', () => {
  it('redraws on a new size of its box, not on the size it was drawn at', () => {
    vi.stubGlobal('ResizeObserver', ObserverStub);
    render(<EChart option={{}} height={240} renderer="svg" label="traffic" />);
    expect(chart.setOption).toHaveBeenCalledTimes(1);
    const report = reports[0];
    if (!report) throw new Error('no resize observer');
    // the observer's first report: the size the chart was just drawn at (fractions as layout gives them)
    report([{ contentRect: { width: 400.2, height: 240 } }]);
    expect(chart.resize).not.toHaveBeenCalled();
    report([{ contentRect: { width: 520, height: 240 } }]);
    expect(chart.resize).toHaveBeenCalledTimes(1);
  });
});
