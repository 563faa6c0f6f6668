// The settings list of the user centre: login password, e-mail (the way back into a forgotten
// account, said plainly while there is none), transaction password, cancellation.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { pageTitle } from '../../../styles/ui.css.ts';
import { button } from '../../../styles/ui.css.ts';
import { useLocalUser } from '../api/get-local-user.ts';
import * as css from './account.css.ts';
import * as formCss from '../../../components/form.css.ts';

export function SettingsIndex() {
  const profile = useLocalUser();
  const safewordSet = profile.data?.safeword ?? false;
  const email = profile.data?.emailVerified ? profile.data.email : '';
  return (
    <section className={formCss.wideCard}>
      <h1 className={pageTitle}>
        <Trans>Settings</Trans>
      </h1>
      <ul className={css.settingsList}>
        <li className={css.settingsItem}>
          <span>
            <Trans>Login password</Trans>
          </span>
          <Link to="/userInfo/setup/login-password" className={button.secondary}>
            <Trans>Change</Trans>
          </Link>
        </li>
        <li className={css.settingsItem} data-testid="settings-email">
          <span>
            <Trans>E-mail</Trans>
            {' · '}
            {email ? (
              <span className={formCss.hint}>
                <bdi>{email}</bdi>
              </span>
            ) : profile.data ? (
              <span className={formCss.hint}>
                <Trans>
                  None: a forgotten password cannot be recovered without a confirmed e-mail
                </Trans>
              </span>
            ) : null}
          </span>
          <Link to="/userInfo/setup/email" className={button.secondary}>
            {email ? <Trans>Change</Trans> : <Trans>Add</Trans>}
          </Link>
        </li>
        <li className={css.settingsItem}>
          <span>
            <Trans>Transaction password</Trans>
            {' · '}
            <span className={formCss.hint}>
              {safewordSet ? <Trans>Set</Trans> : <Trans>Not set</Trans>}
            </span>
          </span>
          <Link to="/userInfo/setup/transaction-password" className={button.secondary}>
            {safewordSet ? <Trans>Change</Trans> : <Trans>Set up</Trans>}
          </Link>
        </li>
        <li className={css.settingsItem}>
          <span>
            <Trans>Account cancellation</Trans>
          </span>
          <Link to="/userInfo/setup/account-cancellation" className={button.secondary}>
            <Trans>Open</Trans>
          </Link>
        </li>
      </ul>
    </section>
  );
}
