// `/searchStore?k=`: stores matching the keyword (seller!list with keyword), paged.
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { sellerListQueryOptions, useSellerList } from '../features/catalog/api/get-seller-list.ts';
import { Pager } from '../features/catalog/components/pager.tsx';
import { SellerCard } from '../features/catalog/components/seller-card.tsx';
import * as catalogCss from '../features/catalog/components/catalog.css.ts';
import { page as pageParam, text } from '../lib/search-params.ts';
import { ListError } from '../components/page-states.tsx';
import { ListPending } from '../features/catalog/components/goods-grid.tsx';
import { emptyState } from '../styles/ui.css.ts';
import { SearchPage } from '../features/search/components/search-page.tsx';

const params = (k: string, pageNum = 1) => ({ keyword: k, pageNum, pageSize: 20 });

export const Route = createFileRoute('/searchStore')({
  validateSearch: (search: Record<string, unknown>): { k: string; page?: number } => ({
    k: text(search.k) ?? '',
    page: pageParam(search.page),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    deps.k
      ? context.queryClient.ensureQueryData(sellerListQueryOptions(params(deps.k, deps.page)))
      : undefined,
  component: SearchStorePage,
  pendingComponent: ListPending,
  errorComponent: ListError,
});

function Results({ k, pageNum }: { k: string; pageNum?: number }) {
  const data = useSellerList(params(k, pageNum));
  if (data.pageList.length === 0)
    return (
      <p className={emptyState}>
        <Trans>No stores found for “{k}”.</Trans>
      </p>
    );
  return (
    <>
      <ul className={catalogCss.sellerGrid}>
        {data.pageList.map((seller) => (
          <li key={seller.id}>
            <SellerCard seller={seller} />
          </li>
        ))}
      </ul>
      <Pager info={data.pageInfo} />
    </>
  );
}

function SearchStorePage() {
  const search = Route.useSearch();
  const keyword = search.k;
  return (
    <SearchPage
      keyword={keyword}
      title={<Trans>Stores for “{keyword}”</Trans>}
      other={(className) => (
        <Link to="/searchGoods" search={{ k: keyword }} className={className}>
          <Trans>Search products for this keyword</Trans>
        </Link>
      )}
    >
      <Results k={keyword} pageNum={search.page} />
    </SearchPage>
  );
}
