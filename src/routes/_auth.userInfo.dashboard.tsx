// `/userInfo/dashboard`: the buyer's profile and counters, each from a real call.
import { createFileRoute } from '@tanstack/react-router';
import { Dashboard } from '../features/account/components/dashboard.tsx';

export const Route = createFileRoute('/_auth/userInfo/dashboard')({
  component: Dashboard,
});
