// `/admin/lottery?page=`: the lucky-draw activities; admins add and change them.
import { createFileRoute } from '@tanstack/react-router';
import { useLocalUser } from '../features/account/api/get-local-user.ts';
import { Lottery, type LotterySearch } from '../features/catalog/backoffice/lottery.tsx';
import { page } from '../lib/search-params.ts';

export const Route = createFileRoute('/_auth/admin/lottery')({
  validateSearch: (search: Record<string, unknown>): LotterySearch => ({
    page: page(search.page),
  }),
  component: LotteryPage,
});

function LotteryPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const roles = useLocalUser().data?.roles ?? [];
  return (
    <Lottery
      search={search}
      canWrite={roles.includes('admin')}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
