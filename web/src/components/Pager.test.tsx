import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../lib/i18n.ts';
import { Pager, pageCount, pageWindow } from './Pager.tsx';

function Harness({ total }: { total: number }) {
  const [page, setPage] = useState(1);
  return <Pager total={total} current={page} onChange={setPage} />;
}
const pageLinks = () => screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => Number(b.textContent));
const currentPage = () => Number(screen.getByRole('button', { current: 'page' }).textContent);

beforeAll(() => {
  initI18n('en');
});

describe('page arithmetic', () => {
  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
  it('keeps the current page near the middle of five links', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 9)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});

describe('Pager', () => {
  it('is hidden while everything fits on one page', () => {
    const { container } = render(<Harness total={20} />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows at most five page links, and First/End jump to the ends', async () => {
    const user = userEvent.setup();
    render(<Harness total={181} />); // 10 pages
    expect(pageLinks()).toEqual([1, 2, 3, 4, 5]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'First' }).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'End' }));
    expect(currentPage()).toBe(10);
    expect(pageLinks()).toEqual([6, 7, 8, 9, 10]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(currentPage()).toBe(9);
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(currentPage()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(currentPage()).toBe(4);
    expect(pageLinks()).toEqual([2, 3, 4, 5, 6]);
  });
});
