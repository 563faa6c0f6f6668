// The pathless layout of every page that needs login: without a token, to
// `/login?redirect=<this page>`. (An expired token is caught by the API client's 403 handling.)
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isLoggedIn } from '../features/account/session.ts';

export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ location }) => {
    if (!isLoggedIn()) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
  component: Outlet,
});
