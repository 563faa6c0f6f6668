// `/commodity`, the goods list: category, price range and sort filters, paging (sellerGoods!list).
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { goodsListQueryOptions, useGoodsList } from '../features/catalog/api/get-goods-list.ts';
import { GoodsGrid, ListPending } from '../features/catalog/components/goods-grid.tsx';
import { Pager } from '../features/catalog/components/pager.tsx';
import { PriceFilter } from '../features/catalog/components/price-filter.tsx';
import { goodsSorts, SortBar } from '../features/catalog/components/sort-bar.tsx';
import { id, oneOf, page as pageParam, price, text } from '../lib/search-params.ts';
import { page, pageTitle, section } from '../styles/ui.css.ts';
import { ListError } from '../components/page-states.tsx';

export interface CommoditySearch {
  categoryId?: string;
  keyword?: string;
  sort?: (typeof goodsSorts)[number];
  minPrice?: string;
  maxPrice?: string;
  page?: number;
}

export const Route = createFileRoute('/commodity')({
  validateSearch: (search: Record<string, unknown>): CommoditySearch => ({
    categoryId: id(search.categoryId),
    keyword: text(search.keyword),
    sort: oneOf(search.sort, goodsSorts),
    minPrice: price(search.minPrice),
    maxPrice: price(search.maxPrice),
    page: pageParam(search.page),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(goodsListQueryOptions(toParams(deps))),
  component: CommodityPage,
  pendingComponent: ListPending,
  errorComponent: ListError,
});

function toParams(search: CommoditySearch) {
  return {
    categoryId: search.categoryId,
    keyword: search.keyword,
    sort: search.sort,
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
    pageNum: search.page ?? 1,
    pageSize: 30,
  };
}

function CommodityPage() {
  const search = Route.useSearch();
  const data = useGoodsList(toParams(search));
  return (
    <main id="main" className={page}>
      <h1 className={pageTitle}>
        <Trans>All products</Trans>
      </h1>
      <div className={section}>
        <SortBar current={search.sort ?? 'default'} />
        <PriceFilter
          key={`${search.minPrice}-${search.maxPrice}`}
          minPrice={search.minPrice}
          maxPrice={search.maxPrice}
        />
        <GoodsGrid
          goods={data.pageList}
          eagerCount={5}
          empty={<Trans>No products match these filters.</Trans>}
        />
        <Pager info={data.pageInfo} />
      </div>
    </main>
  );
}
