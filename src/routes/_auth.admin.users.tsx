// `/admin/users?q=&role=&status=&page=`: the users list with its search in the address.
import { createFileRoute } from '@tanstack/react-router';
import { isOperatorRole } from '../../domain/operator/permissions.ts';
import { userStatusValues } from '../../domain/operator/user-status.ts';
import { UserList, type UserSearch } from '../features/console/index.ts';
import { oneOf, page, text } from '../lib/search-params.ts';

export const Route = createFileRoute('/_auth/admin/users')({
  validateSearch: (search: Record<string, unknown>): UserSearch => ({
    q: text(search.q),
    // Buyer, seller, or an operator role: a built-in or one made in the console (`op_<id>`).
    role:
      oneOf(search.role, ['user', 'seller'] as const) ??
      (typeof search.role === 'string' && search.role.length <= 43 && isOperatorRole(search.role)
        ? search.role
        : undefined),
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
