// `/admin/user?id=`: one user in the console; admins also get the status and role controls.
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../components/page-states.tsx';
import { useLocalUser } from '../features/account/api/get-local-user.ts';
import { UserDetail } from '../features/console/index.ts';
import { id } from '../lib/search-params.ts';

export const Route = createFileRoute('/_auth/admin/user')({
  validateSearch: (search: Record<string, unknown>) => ({ id: id(search.id) ?? '' }),
  component: UserPage,
});

function UserPage() {
  const search = Route.useSearch();
  const roles = useLocalUser().data?.roles ?? [];
  if (!search.id) return <NotFoundPage />;
  return <UserDetail key={search.id} id={search.id} canWrite={roles.includes('admin')} />;
}
