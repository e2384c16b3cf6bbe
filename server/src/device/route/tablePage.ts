/** One page of a device table, sorted and filtered by the device (the route and ARP screens' tables). */
export interface PageAsk<K extends string> {
  page?: number;
  page_size?: number;
  sort?: K;
  order?: 'asc' | 'desc';
}

const ipOrder = (text: string): number | null => {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p))) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
};

/** Compares two cell values: numbers as numbers, addresses by their bytes, other text as text. */
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  const ix = ipOrder(x);
  const iy = ipOrder(y);
  if (ix !== null && iy !== null) return ix - iy;
  return x.localeCompare(y);
}

export function pageOf<R extends object, K extends keyof R & string>(
  rows: readonly R[],
  ask: PageAsk<K>,
  defaultSize: number,
): { total: number; page: number; rows: R[] } {
  const sorted = ask.sort
    ? [...rows].sort((a, b) => compare(a[ask.sort as K], b[ask.sort as K]) * (ask.order === 'desc' ? -1 : 1))
    : [...rows];
  const size = ask.page_size ?? defaultSize;
  const pages = Math.max(1, Math.ceil(sorted.length / size));
  const page = Math.min(ask.page ?? 1, pages);
  return { total: sorted.length, page, rows: sorted.slice((page - 1) * size, page * size) };
}
