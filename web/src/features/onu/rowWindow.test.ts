import { describe, expect, it } from 'vitest';
import { ROW_PX, rowRange } from './rowWindow.ts';

describe('rowRange', () => {
  const height = 10 * ROW_PX;

  it('draws the rows in view and three more at the top of a long list', () => {
    // 10 rows fit, an eleventh shows in part, three more are drawn below the view
    expect(rowRange(1024, 0, height)).toEqual({ first: 0, last: 14 });
  });

  it('follows the scroll, with three rows drawn above and below the view', () => {
    expect(rowRange(1024, 100 * ROW_PX + 20, height)).toEqual({ first: 97, last: 114 });
    // as many rows wherever the body is scrolled, so scrolling only swaps rows
    expect(rowRange(1024, 500 * ROW_PX, height)).toEqual({ first: 497, last: 514 });
  });

  it('ends with the last row however far the body is scrolled', () => {
    expect(rowRange(1024, 2000 * ROW_PX, height)).toEqual({ first: 1010, last: 1024 });
  });

  it('draws every row of a short list', () => {
    expect(rowRange(4, 0, height)).toEqual({ first: 0, last: 4 });
    expect(rowRange(0, 0, height)).toEqual({ first: 0, last: 0 });
  });
});
