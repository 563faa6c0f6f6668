// `/admin/lottery?page=`: the lucky-draw activities; admins add and change them.
import { createFileRoute } from '@tanstack/react-router';
import { Lottery, type LotterySearch } from '../features/catalog/backoffice/lottery.tsx';
import { page } from '../lib/search-params.ts';
import { useConsoleAccess } from '../features/console/index.ts';

export const Route = createFileRoute('/_auth/admin/lottery')({
  validateSearch: (search: Record<string, unknown>): LotterySearch => ({
    page: page(search.page),
  }),
  component: LotteryPage,
});

function LotteryPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { may } = useConsoleAccess();
  return (
    <Lottery
      search={search}
      canWrite={may('admin/lottery!save')}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
