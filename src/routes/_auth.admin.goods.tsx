// `/admin/goods?q=&sellerId=&hidden=&page=`: every store's listings; admins hide and restore them.
import { createFileRoute } from '@tanstack/react-router';
import {
  ListingModeration,
  type ListingSearch,
} from '../features/catalog/backoffice/moderation.tsx';
import { id, page, text } from '../lib/search-params.ts';
import { useConsoleAccess } from '../features/console/index.ts';

export const Route = createFileRoute('/_auth/admin/goods')({
  validateSearch: (search: Record<string, unknown>): ListingSearch => ({
    q: text(search.q),
    sellerId: id(search.sellerId),
    hidden:
      search.hidden === true || search.hidden === '1'
        ? true
        : search.hidden === false || search.hidden === '0'
          ? false
          : undefined,
    page: page(search.page),
  }),
  component: GoodsPage,
});

function GoodsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { may } = useConsoleAccess();
  return (
    <ListingModeration
      key={JSON.stringify({ ...search, page: undefined })}
      search={search}
      canWrite={may('admin/goods!hide')}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
