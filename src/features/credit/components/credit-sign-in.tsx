// What a guest sees instead of the application or their loan: the way to log in and come back.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { button, emptyState } from '../../../styles/ui.css.ts';

export function CreditSignIn({ redirect }: { redirect: string }) {
  return (
    <div className={emptyState}>
      <p>
        <Trans>Log in to apply for a loan or see your loan.</Trans>
      </p>
      <Link to="/login" search={{ redirect }} className={button.primary}>
        <Trans>Log in</Trans>
      </Link>
    </div>
  );
}
