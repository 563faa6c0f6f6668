// A grid of listing cards, or a clear empty state when there are none.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { GoodsCard as GoodsCardData } from '../../../../domain/api/catalog.ts';
import { PagePending } from '../../../components/page-states.tsx';
import { emptyState, skeleton } from '../../../styles/ui.css.ts';
import * as css from './catalog.css.ts';
import { GoodsCard } from './goods-card.tsx';

export function GoodsGrid({
  goods,
  empty,
  wide = false,
  eagerCount = 0,
}: {
  goods: readonly GoodsCardData[];
  empty?: ReactNode;
  wide?: boolean;
  eagerCount?: number;
}) {
  if (goods.length === 0)
    return <p className={emptyState}>{empty ?? <Trans>No products yet.</Trans>}</p>;
  return (
    <ul className={wide ? `${css.grid} ${css.gridWide}` : css.grid}>
      {goods.map((item, index) => (
        <li key={item.sellerGoodsId}>
          <GoodsCard goods={item} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

export function GoodsGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <ul className={css.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={`${skeleton} ${css.skeletonCard}`} />
      ))}
    </ul>
  );
}

/** The pending page of a goods list. */
export function ListPending() {
  return (
    <PagePending>
      <GoodsGridSkeleton />
    </PagePending>
  );
}
