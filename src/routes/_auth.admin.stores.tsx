// `/admin/stores?q=&status=&page=`: stores with their moderation state; admins suspend and reinstate.
import { createFileRoute } from '@tanstack/react-router';
import { StoreModeration, type StoreSearch } from '../features/catalog/backoffice/moderation.tsx';
import { oneOf, page, text } from '../lib/search-params.ts';
import { useConsoleAccess } from '../features/console/index.ts';

export const Route = createFileRoute('/_auth/admin/stores')({
  validateSearch: (search: Record<string, unknown>): StoreSearch => ({
    q: text(search.q),
    status: oneOf(search.status, ['active', 'suspended'] as const),
    page: page(search.page),
  }),
  component: StoresPage,
});

function StoresPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { may } = useConsoleAccess();
  return (
    <StoreModeration
      key={JSON.stringify({ ...search, page: undefined })}
      search={search}
      canWrite={may('admin/store!setStatus')}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
