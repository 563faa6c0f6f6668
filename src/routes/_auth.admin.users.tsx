// `/admin/users?q=&role=&status=&page=`: the users list with its search in the address.
import { createFileRoute } from '@tanstack/react-router';
import { userStatusValues } from '../../domain/operator/user-status.ts';
import { UserList, type UserSearch } from '../features/console/index.ts';
import { oneOf, page, text } from '../lib/search-params.ts';

export const Route = createFileRoute('/_auth/admin/users')({
  validateSearch: (search: Record<string, unknown>): UserSearch => ({
    q: text(search.q),
    role: oneOf(search.role, ['user', 'seller', 'admin', 'support'] as const),
    status: oneOf(search.status, userStatusValues),
    page: page(search.page),
  }),
  component: UsersPage,
});

function UsersPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UserList
      key={JSON.stringify({ ...search, page: undefined })}
      search={search}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
