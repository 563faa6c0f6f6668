// The pathless layout of every page that needs login: without a token, to
// `/login?redirect=<this page>`, and the seller panel to its own `/seller/login`. (An expired
// token is caught by the API client's 403 handling.) Its pages' texts are the account catalog.
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isLoggedIn } from '../features/account/session.ts';
import { loadAccountTexts } from '../app/later-texts.ts';

export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ location }) => {
    if (!isLoggedIn()) {
      // The seller panel has its own login screen.
      if (location.pathname === '/seller') throw redirect({ to: '/seller/login' });
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
    return loadAccountTexts();
  },
  component: Outlet,
});
