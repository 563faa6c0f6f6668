// The user-centre dashboard: profile (avatar, name, code, e-mail, masked phone, referral code)
// and counters that come from real calls (wallet balance, orders per tab, favourite products and
// followed stores); '--' while an area cannot answer.
import { Trans, useLingui } from '@lingui/react/macro';
import { pageTitle, section } from '../styles/ui.css.ts';
import { Link } from '@tanstack/react-router';
import { useFollowedCount, useKeptCount } from '../features/favourites/index.ts';
import { useOrderCountsSummary } from '../features/orders/index.ts';
import { useBalanceSummary } from '../features/wallet/index.ts';
import { useLocalUser } from '../features/account/api/get-local-user.ts';
import { useRefreshAvatar } from '../features/account/api/refresh-avatar.ts';
import { updateStoredUser } from '../features/account/session.ts';
import * as css from '../features/account/components/account.css.ts';
import * as formCss from '../components/form.css.ts';

export function Dashboard() {
  const { t } = useLingui();
  const profile = useLocalUser();
  const balance = useBalanceSummary();
  const orders = useOrderCountsSummary();
  const kept = useKeptCount();
  const followed = useFollowedCount();
  const avatar = useRefreshAvatar();
  const user = profile.data;
  const count = (value: number | undefined) => (value === undefined ? '--' : String(value));

  return (
    <>
      <section className={section}>
        <h1 className={pageTitle}>
          <Trans>Dashboard</Trans>
        </h1>
        {user ? (
          <div className={css.profileRow}>
            <button
              type="button"
              className={css.avatar}
              title={t`Change avatar`}
              aria-label={t`Change avatar (now number ${user.avatar})`}
              onClick={() =>
                avatar.mutate(undefined, {
                  onSuccess: (data) =>
                    updateStoredUser({
                      usercode: user.usercode,
                      username: user.username,
                      avatar: data.avatar,
                    }),
                })
              }
            >
              {user.username.slice(0, 1).toUpperCase()}
            </button>
            <dl className={css.profileList}>
              <dt className={formCss.hint}>
                <Trans>Username</Trans>
              </dt>
              <dd className={css.profileValue} data-testid="dashboard-username">
                {user.username}
              </dd>
              <dt className={formCss.hint}>
                <Trans>User code / referral code</Trans>
              </dt>
              <dd className={css.profileValue}>{user.referralCode}</dd>
              {user.email ? (
                <>
                  <dt className={formCss.hint}>
                    <Trans>E-mail</Trans>
                  </dt>
                  <dd className={css.profileValue}>{user.email}</dd>
                </>
              ) : null}
              {user.phone ? (
                <>
                  <dt className={formCss.hint}>
                    <Trans>Mobile</Trans>
                  </dt>
                  <dd className={css.profileValue}>{user.phone}</dd>
                </>
              ) : null}
            </dl>
          </div>
        ) : null}
      </section>
      <section className={section}>
        <div className={css.tiles}>
          <div className={css.tile}>
            <span className={formCss.hint}>
              <Trans>Balance (USDT)</Trans>
            </span>
            <span className={css.tileValue}>{balance.data?.money ?? '--'}</span>
          </div>
          <div className={css.tile}>
            <span className={formCss.hint}>
              <Trans>Pending payment</Trans>
            </span>
            <span className={css.tileValue}>{count(orders.data?.pendingPayment)}</span>
          </div>
          <div className={css.tile}>
            <span className={formCss.hint}>
              <Trans>To be shipped</Trans>
            </span>
            <span className={css.tileValue}>{count(orders.data?.toBeShipped)}</span>
          </div>
          <div className={css.tile}>
            <span className={formCss.hint}>
              <Trans>To be received</Trans>
            </span>
            <span className={css.tileValue}>{count(orders.data?.toBeReceived)}</span>
          </div>
          <div className={css.tile}>
            <span className={formCss.hint}>
              <Trans>To be reviewed</Trans>
            </span>
            <span className={css.tileValue}>{count(orders.data?.toBeReviewed)}</span>
          </div>
          <Link
            to="/userInfo/collect-goods"
            search={{ index: '3' }}
            className={css.tile}
            data-testid="dashboard-favourites"
          >
            <span className={formCss.hint}>
              <Trans>Favourite products</Trans>
            </span>
            <span className={css.tileValue}>{count(kept.data?.count)}</span>
          </Link>
          <Link to="/userInfo/collect-shop" className={css.tile} data-testid="dashboard-followed">
            <span className={formCss.hint}>
              <Trans>Followed stores</Trans>
            </span>
            <span className={css.tileValue}>{count(followed.data?.count)}</span>
          </Link>
          <div className={css.tile}>
            <span className={formCss.hint}>
              <Trans>Fund password</Trans>
            </span>
            <span className={css.tileValue}>
              {user ? user.safeword ? <Trans>Set</Trans> : <Trans>Not set</Trans> : '--'}
            </span>
          </div>
        </div>
      </section>
    </>
  );
}
