// `/userInfo`: the user centre frame, a side menu beside the chosen page. Areas add their own
// entries (orders, favourites, wallet) next to these as their pages arrive.
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import * as css from '../features/account/components/account.css.ts';
import { page } from '../styles/ui.css.ts';

export const Route = createFileRoute('/_auth/userInfo')({
  component: UserCentre,
});

function UserCentre() {
  const { t } = useLingui();
  return (
    <main id="main" className={page}>
      <div className={css.centre}>
        <nav className={css.sideMenu} aria-label={t`User centre`}>
          <Link to="/userInfo/dashboard" className={css.sideLink}>
            <Trans>Dashboard</Trans>
          </Link>
          <Link to="/userInfo/my-order" search={{ index: '2' }} className={css.sideLink}>
            <Trans>My orders</Trans>
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
        </nav>
        <div>
          <Outlet />
        </div>
      </div>
    </main>
  );
}
