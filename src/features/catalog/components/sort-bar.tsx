// Sort choices of a listing list as links (the sort is kept in the URL, so back works).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { GoodsSort } from '../../../../domain/api/catalog.ts';
import { chip, toolbar } from '../../../styles/ui.css.ts';

export const goodsSorts: readonly GoodsSort[] = [
  'default',
  'new',
  'sold',
  'price_asc',
  'price_desc',
];

export function SortBar({ current }: { current: GoodsSort }) {
  const { t } = useLingui();
  const labels: Record<GoodsSort, string> = {
    default: t`Recommended`,
    new: t`Newest`,
    sold: t`Best selling`,
    price_asc: t`Price: low to high`,
    price_desc: t`Price: high to low`,
  };
  return (
    <nav className={toolbar} aria-label={t`Sort by`}>
      <span aria-hidden="true">
        <Trans>Sort by</Trans>
      </span>
      {goodsSorts.map((sort) => (
        <Link
          key={sort}
          to="."
          search={(prev: Record<string, unknown>) => ({
            ...prev,
            sort: sort === 'default' ? undefined : sort,
            page: undefined,
          })}
          className={chip}
          aria-current={sort === current ? 'page' : undefined}
          activeOptions={{ exact: true, includeSearch: true }}
        >
          {labels[sort]}
        </Link>
      ))}
    </nav>
  );
}
