// `/userInfo/collect-goods?page=`: favourite products (the spec's `?index=3` marks the user-centre
// entry and is kept).
import { createFileRoute } from '@tanstack/react-router';
import { KeptGoodsList } from '../features/favourites/components/kept-goods-list.tsx';
import { oneOf, page } from '../lib/search-params.ts';

export const Route = createFileRoute('/_auth/userInfo/collect-goods')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { page?: number | undefined; index?: '3' | undefined } => ({
    page: page(search.page),
    index: oneOf(typeof search.index === 'number' ? String(search.index) : search.index, ['3']),
  }),
  component: CollectGoods,
});

function CollectGoods() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <KeptGoodsList
      pageNum={search.page ?? 1}
      onPage={(next) =>
        void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })
      }
    />
  );
}
