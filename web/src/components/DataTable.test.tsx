import { useState, type Key } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableColumnsType } from 'antd';
import { initI18n } from '../lib/i18n.ts';
import { DataTable } from './DataTable.tsx';

interface Row {
  id: number;
  name: string;
}
const makeRows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `onu-${String(i + 1).padStart(3, '0')}` }));
const columns: TableColumnsType<Row> = [
  { title: 'ID', dataIndex: 'id', sorter: (a, b) => a.id - b.id },
  { title: 'Name', dataIndex: 'name' },
];
const bodyIds = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => Number(within(r).getAllByRole('cell').at(-2)?.textContent));

beforeAll(() => {
  initI18n('en');
});

describe('DataTable', () => {
  it('select-all selects every row, reports the keys and announces the count', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn<(keys: Key[]) => void>();
    render(
      <DataTable<Row> rowKey="id" columns={columns} dataSource={makeRows(3)} onSelectionChange={onSelectionChange} />,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([1, 2, 3], expect.any(Array));
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('3 selected');

    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([], []);
    expect(status.textContent).toBe('');
  });

  it('gives the selection column 50 px and names row boxes after the row', () => {
    const { container } = render(
      <DataTable<Row>
        rowKey="id"
        columns={columns}
        dataSource={makeRows(2)}
        onSelectionChange={() => undefined}
        rowLabel={(r) => r.name}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select onu-002' })).toBeInTheDocument();
    // the selection column comes first
    expect(container.querySelector('colgroup > col')?.getAttribute('style')).toContain('50px');
  });

  it('sorts ascending, then descending, then back to the original order', async () => {
    const user = userEvent.setup();
    const rows = [3, 1, 2].map((id) => ({ id, name: `n${id}` }));
    render(<DataTable<Row> rowKey="id" columns={columns} dataSource={rows} />);
    const header = screen.getByRole('columnheader', { name: /ID/ });
    expect(bodyIds()).toEqual([3, 1, 2]);
    await user.click(header);
    expect(bodyIds()).toEqual([1, 2, 3]);
    await user.click(header);
    expect(bodyIds()).toEqual([3, 2, 1]);
    await user.click(header);
    expect(bodyIds()).toEqual([3, 1, 2]);
  });

  it('shows no pager for 20 rows or fewer', () => {
    render(<DataTable<Row> rowKey="id" columns={columns} dataSource={makeRows(20)} />);
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages 20 rows at a time with at most five page links', async () => {
    const user = userEvent.setup();
    render(<DataTable<Row> rowKey="id" columns={columns} dataSource={makeRows(150)} />);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getAllByRole('button', { name: /^Page / })).toHaveLength(5);
    expect(bodyIds()).toEqual(makeRows(20).map((r) => r.id));

    await user.click(within(pager).getByRole('button', { name: 'End' }));
    expect(bodyIds()).toEqual(Array.from({ length: 10 }, (_, i) => 141 + i));
    await user.click(within(pager).getByRole('button', { name: 'First' }));
    expect(bodyIds()[0]).toBe(1);
  });

  it('falls back to the last page that still exists when rows go away', async () => {
    const user = userEvent.setup();
    function Shrinking() {
      const [rows, setRows] = useState(makeRows(45));
      return (
        <>
          <button onClick={() => setRows(makeRows(25))}>shrink</button>
          <DataTable<Row> rowKey="id" columns={columns} dataSource={rows} />
        </>
      );
    }
    render(<Shrinking />);
    await user.click(screen.getByRole('button', { name: 'End' }));
    expect(bodyIds()).toEqual([41, 42, 43, 44, 45]);
    await user.click(screen.getByRole('button', { name: 'shrink' }));
    expect(bodyIds()).toEqual([21, 22, 23, 24, 25]);
  });
});
