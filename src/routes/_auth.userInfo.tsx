// `/userInfo`: the user centre frame, a side menu beside the chosen page. Areas add their own
// entries (orders, favourites, wallet) next to these as their pages arrive; store owners and
// operators also get the way to their pages (the server checks the role on every call there).
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useRef } from 'react';
import { useLocalUser } from '../features/account/api/get-local-user.ts';
import * as css from '../features/account/components/account.css.ts';
import { useLogOut } from '../features/account/use-log-out.ts';
import { useCurrentInView } from '../lib/use-current-in-view.ts';
import { page } from '../styles/ui.css.ts';
import { isOperatorRole } from '../../domain/operator/permissions.ts';

export const Route = createFileRoute('/_auth/userInfo')({
  component: UserCentre,
});

function UserCentre() {
  const { t } = useLingui();
  const user = useLocalUser().data;
  const roles = user?.roles ?? [];
  const lock = user?.businessLock;
  const logOut = useLogOut();
  // Below the desktop width the menu is one scrolling row above the page (account.css.ts).
  const menu = useRef<HTMLElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useCurrentInView(menu, '[data-status="active"]', pathname);
  return (
    <main id="main" className={page}>
      <div className={css.centre}>
        <nav ref={menu} className={css.sideMenu} aria-label={t`User centre`}>
          <Link to="/userInfo/dashboard" className={css.sideLink}>
            <Trans>Dashboard</Trans>
          </Link>
          <Link to="/userInfo/my-order" search={{ index: '2' }} className={css.sideLink}>
            <Trans>My orders</Trans>
          </Link>
          <Link to="/userInfo/collect-goods" search={{ index: '3' }} className={css.sideLink}>
            <Trans>Favourite products</Trans>
          </Link>
          <Link to="/userInfo/collect-shop" className={css.sideLink}>
            <Trans>Followed stores</Trans>
          </Link>
          <Link to="/userInfo/messages" className={css.sideLink}>
            <Trans>Messages</Trans>
          </Link>
          <Link to="/userInfo/setup/shipping-address" className={css.sideLink}>
            <Trans>Shipping addresses</Trans>
          </Link>
          <Link to="/userInfo/setup" className={css.sideLink}>
            <Trans>Settings</Trans>
          </Link>
          <Link to="/userInfo/money-package" className={css.sideLink}>
            <Trans>My wallet</Trans>
          </Link>
          <Link to="/userInfo/download" className={css.sideLink}>
            <Trans>Get the app</Trans>
          </Link>
          {roles.includes('seller') ? (
            <Link to="/seller" className={css.sideLink}>
              <Trans>My store's orders</Trans>
            </Link>
          ) : null}
          {roles.some(isOperatorRole) ? (
            <Link to="/admin" className={css.sideLink}>
              <Trans>Operator console</Trans>
            </Link>
          ) : null}
          {/* On phones the header has no room for it (it holds the chat corner). */}
          <button
            type="button"
            className={`${css.sideLink} ${css.sideButton} ${css.phoneOnly}`}
            onClick={() => void logOut()}
          >
            <Trans>Log out</Trans>
          </button>
        </nav>
        <div className={css.centreContent}>
          {lock ? (
            <div className={css.lockNotice} role="status" data-testid="business-lock">
              <p>
                <strong>
                  <Trans>Your account is restricted.</Trans>
                </strong>{' '}
                <Trans>
                  You can read your orders, wallet and messages and finish orders under way, but you
                  cannot place or pay orders, deposit or withdraw.
                </Trans>
              </p>
              {lock.reason ? (
                <p>
                  <Trans>Reason: {lock.reason}</Trans>
                </p>
              ) : null}
            </div>
          ) : null}
          <Outlet />
        </div>
      </div>
    </main>
  );
}
