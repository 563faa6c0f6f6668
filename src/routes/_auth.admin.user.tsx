// `/admin/user?id=`: one user in the console; the status and role controls for operators whose
// roles allow each.
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../components/page-states.tsx';
import { useConsoleAccess, UserDetail } from '../features/console/index.ts';
import { id } from '../lib/search-params.ts';

export const Route = createFileRoute('/_auth/admin/user')({
  validateSearch: (search: Record<string, unknown>) => ({ id: id(search.id) ?? '' }),
  component: UserPage,
});

function UserPage() {
  const search = Route.useSearch();
  const { may } = useConsoleAccess();
  if (!search.id) return <NotFoundPage />;
  return (
    <UserDetail
      key={search.id}
      id={search.id}
      canSetStatus={may('admin/user!setStatus')}
      canSetRoles={may('admin/user!setRoles')}
    />
  );
}
