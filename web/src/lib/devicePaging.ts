import { useState } from 'react';
import type { TableProps } from 'antd';

/** What a device-paged table asks: a page, a sort and the screen's own filters. */
export interface PagedAsk<K extends string> {
  page: number;
  page_size: number;
  sort?: K;
  order?: 'asc' | 'desc';
}

/**
 * The state of a table the device sorts and pages: the ask, a filter change that goes back to page 1, the sort
 * order a column shows and the table's change handler that asks for the new sort.
 */
export function useDevicePaging<K extends string, F extends object>(first: PagedAsk<K> & F) {
  const [ask, setAsk] = useState(first);
  const filter = (change: Partial<F>) => setAsk((a) => ({ ...a, ...change, page: 1 }));
  const page = (n: number) => setAsk((a) => ({ ...a, page: n }));
  const sortOrder = (key: K) =>
    ask.sort === key ? (ask.order === 'desc' ? ('descend' as const) : ('ascend' as const)) : null;
  const onChange = <R>(...[, , sorter]: Parameters<NonNullable<TableProps<R>['onChange']>>) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    setAsk((a) => ({
      ...a,
      sort: (s?.order ? s.columnKey : first.sort) as K | undefined,
      order: s?.order === 'descend' ? 'desc' : 'asc',
      page: 1,
    }));
  };
  return { ask, filter, page, sortOrder, onChange };
}
