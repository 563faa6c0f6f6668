// `/discounted`: listings with a running discount (sellerGoods!list with discounted=1).
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { goodsListQueryOptions, useGoodsList } from '../features/catalog/api/get-goods-list.ts';
import { GoodsGrid, ListPending } from '../features/catalog/components/goods-grid.tsx';
import { Pager } from '../features/catalog/components/pager.tsx';
import { goodsSorts, SortBar } from '../features/catalog/components/sort-bar.tsx';
import { oneOf, page as pageParam } from '../lib/search-params.ts';
import { page, pageTitle, section } from '../styles/ui.css.ts';
import { ListError } from '../components/page-states.tsx';

export const Route = createFileRoute('/discounted')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { sort?: (typeof goodsSorts)[number]; page?: number } => ({
    sort: oneOf(search.sort, goodsSorts),
    page: pageParam(search.page),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(goodsListQueryOptions(toParams(deps))),
  component: DiscountedPage,
  pendingComponent: ListPending,
  errorComponent: ListError,
});

function toParams(search: { sort?: string; page?: number }) {
  return { discounted: true, sort: search.sort, pageNum: search.page ?? 1, pageSize: 30 };
}

function DiscountedPage() {
  const search = Route.useSearch();
  const data = useGoodsList(toParams(search));
  return (
    <main id="main" className={page}>
      <h1 className={pageTitle}>
        <Trans>Discounted products</Trans>
      </h1>
      <div className={section}>
        <SortBar current={search.sort ?? 'default'} />
        <GoodsGrid
          goods={data.pageList}
          eagerCount={5}
          empty={<Trans>No discounts are running right now.</Trans>}
        />
        <Pager info={data.pageInfo} />
      </div>
    </main>
  );
}
