import { Button, Flex, Typography } from 'antd';
import { useTranslation } from '../lib/translation.ts';
import { PAGE_LINKS_MAX, PAGE_SIZE } from '../lib/uiLimits.ts';

interface PagerProps {
  total: number;
  current: number;
  onChange: (page: number) => void;
  pageSize?: number;
}

/** Page count of a list: never below 1, so an empty list still reads "page 1 of 1" (spec §9). */
export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** At most PAGE_LINKS_MAX consecutive page numbers, with the current one as near the middle as the ends allow. */
export function pageWindow(current: number, pages: number, links: number = PAGE_LINKS_MAX): number[] {
  const size = Math.min(links, pages);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/**
 * First/Prev, up to five page numbers, Next/End (spec §9). Ant Design's Pagination has no First/End buttons, and
 * long ONU and MAC lists are paged through end to end, so the console has its own. Hidden when one page holds all.
 */
export function Pager({ total, current, onChange, pageSize = PAGE_SIZE }: PagerProps) {
  const { t } = useTranslation('components');
  if (total <= pageSize) return null;
  const pages = pageCount(total, pageSize);
  const page = Math.min(Math.max(1, current), pages);
  const go = (target: number) => {
    if (target !== page) onChange(target);
  };
  return (
    <Flex
      component="nav"
      aria-label={t('pager.label')}
      align="center"
      justify="flex-end"
      gap="small"
      wrap
      style={{ marginTop: 12 }}
    >
      <Typography.Text type="secondary">{t('pager.total', { total, pages })}</Typography.Text>
      <Button size="small" disabled={page === 1} onClick={() => go(1)}>
        {t('pager.first')}
      </Button>
      <Button size="small" disabled={page === 1} onClick={() => go(page - 1)}>
        {t('pager.prev')}
      </Button>
      {pageWindow(page, pages).map((n) => (
        <Button
          key={n}
          size="small"
          type={n === page ? 'primary' : 'default'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('pager.page', { page: n })}
          onClick={() => go(n)}
        >
          {n}
        </Button>
      ))}
      <Button size="small" disabled={page === pages} onClick={() => go(page + 1)}>
        {t('pager.next')}
      </Button>
      <Button size="small" disabled={page === pages} onClick={() => go(pages)}>
        {t('pager.end')}
      </Button>
    </Flex>
  );
}
