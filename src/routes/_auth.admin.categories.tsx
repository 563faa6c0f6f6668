// `/admin/categories?q=&parent=&page=`: the category tree; those whose roles allow it add, change and delete.
import { createFileRoute } from '@tanstack/react-router';
import { Categories, type CategorySearch } from '../features/catalog/backoffice/categories.tsx';
import { id, page, text } from '../lib/search-params.ts';
import { useConsoleAccess } from '../features/console/index.ts';

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
  const { may } = useConsoleAccess();
  return (
    <Categories
      key={JSON.stringify({ ...search, page: undefined })}
      search={search}
      canWrite={may('admin/category!save')}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
