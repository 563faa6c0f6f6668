// `searchResult?k=`, the named search route: goods results when any goods match the keyword,
// otherwise store results (spec section 4 "Search").
import { createFileRoute, redirect } from '@tanstack/react-router';
import { goodsSearchQueryOptions } from '../features/search/api/get-goods-search.ts';
import { text } from '../lib/search-params.ts';
import { ListError } from '../components/page-states.tsx';
import { ListPending } from '../features/catalog/components/goods-grid.tsx';
import { searchGoodsParams } from '../features/search/search-goods-params.ts';

export const Route = createFileRoute('/searchResult')({
  validateSearch: (search: Record<string, unknown>) => ({ k: text(search.k) ?? '' }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!deps.k) throw redirect({ to: '/searchGoods', search: { k: '' }, replace: true });
    const goods = await context.queryClient.ensureQueryData(
      goodsSearchQueryOptions(searchGoodsParams({ k: deps.k })),
    );
    throw redirect({
      to: goods.pageInfo.totalElements > 0 ? '/searchGoods' : '/searchStore',
      search: { k: deps.k },
      replace: true,
    });
  },
  pendingComponent: ListPending,
  errorComponent: ListError,
});
