// `/searchGoods?k=`: goods matching the keyword (sellerGoods!search), with sort and paging.
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import {
  goodsSearchQueryOptions,
  useGoodsSearch,
} from '../features/search/api/get-goods-search.ts';
import { GoodsGrid, ListPending } from '../features/catalog/components/goods-grid.tsx';
import { Pager } from '../features/catalog/components/pager.tsx';
import { goodsSorts, SortBar } from '../features/catalog/components/sort-bar.tsx';
import {
  searchGoodsParams,
  type SearchGoodsSearch,
} from '../features/search/search-goods-params.ts';
import { oneOf, page as pageParam, text } from '../lib/search-params.ts';
import { ListError } from '../components/page-states.tsx';
import { SearchPage } from '../features/search/components/search-page.tsx';

export const Route = createFileRoute('/searchGoods')({
  validateSearch: (search: Record<string, unknown>): SearchGoodsSearch => ({
    k: text(search.k) ?? '',
    sort: oneOf(search.sort, goodsSorts),
    page: pageParam(search.page),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    deps.k
      ? context.queryClient.ensureQueryData(goodsSearchQueryOptions(searchGoodsParams(deps)))
      : undefined,
  component: SearchGoodsPage,
  pendingComponent: ListPending,
  errorComponent: ListError,
});

function Results({ search }: { search: SearchGoodsSearch }) {
  const data = useGoodsSearch(searchGoodsParams(search));
  const keyword = search.k;
  return (
    <>
      <GoodsGrid
        goods={data.pageList}
        eagerCount={5}
        empty={<Trans>No products found for “{keyword}”.</Trans>}
      />
      <Pager info={data.pageInfo} />
    </>
  );
}

function SearchGoodsPage() {
  const search = Route.useSearch();
  const keyword = search.k;
  return (
    <SearchPage
      keyword={keyword}
      title={<Trans>Products for “{keyword}”</Trans>}
      other={(className) => (
        <Link to="/searchStore" search={{ k: keyword }} className={className}>
          <Trans>Search stores for this keyword</Trans>
        </Link>
      )}
    >
      <SortBar current={search.sort ?? 'default'} />
      <Results search={search} />
    </SearchPage>
  );
}
