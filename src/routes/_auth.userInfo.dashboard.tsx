// `/userInfo/dashboard`: the buyer's profile and counters, each from a real call. The page composes
// the account, wallet, orders and favourites, so it lives here rather than in one of them.
import { createFileRoute } from '@tanstack/react-router';
import { Dashboard } from './-user-dashboard.tsx';

export const Route = createFileRoute('/_auth/userInfo/dashboard')({
  component: Dashboard,
});
