// `/userInfo` opens the dashboard (spec section 2).
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_auth/userInfo/')({
  beforeLoad: () => {
    throw redirect({ to: '/userInfo/dashboard', replace: true });
  },
});
