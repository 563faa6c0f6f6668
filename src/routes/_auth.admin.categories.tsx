// `/admin/categories?q=&parent=&page=`: the category tree; admins add, change and delete.
import { createFileRoute } from '@tanstack/react-router';
import { useLocalUser } from '../features/account/api/get-local-user.ts';
import { Categories, type CategorySearch } from '../features/catalog/backoffice/categories.tsx';
import { id, page, text } from '../lib/search-params.ts';

export const Route = createFileRoute('/_auth/admin/categories')({
  validateSearch: (search: Record<string, unknown>): CategorySearch => ({
    q: text(search.q),
    parent: id(search.parent),
    page: page(search.page),
  }),
  component: CategoriesPage,
});

function CategoriesPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const roles = useLocalUser().data?.roles ?? [];
  return (
    <Categories
      key={JSON.stringify({ ...search, page: undefined })}
      search={search}
      canWrite={roles.includes('admin')}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
