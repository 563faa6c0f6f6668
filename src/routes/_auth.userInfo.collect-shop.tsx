// `/userInfo/collect-shop?page=`: the stores the buyer follows.
import { createFileRoute } from '@tanstack/react-router';
import { FollowedStoresList } from '../features/favourites/components/followed-stores-list.tsx';
import { page } from '../lib/search-params.ts';

export const Route = createFileRoute('/_auth/userInfo/collect-shop')({
  validateSearch: (search: Record<string, unknown>): { page?: number | undefined } => ({
    page: page(search.page),
  }),
  component: CollectShop,
});

function CollectShop() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FollowedStoresList
      pageNum={search.page ?? 1}
      onPage={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
    />
  );
}
