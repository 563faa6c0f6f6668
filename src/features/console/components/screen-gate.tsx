// Stands before every console screen: while the operator's grant is read, a placeholder; a screen
// their roles do not open (a bookmarked or typed address), a plain "no access" page that says why
// instead of a screen whose every call would be refused.
import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/page-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { emptyState, pageTitle, skeleton } from '../../../styles/ui.css.ts';
import { screenAt } from '../console-access.ts';
import { useConsoleAccess } from '../use-console-access.ts';

/** The refusals that mean "not an operator (any more)", not a failed read. */
const refusedKeys = ['auth.noPermission', 'operator.permissionMissing'];

export function ScreenGate({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const access = useConsoleAccess();
  const { grant } = access;
  const screen = screenAt(pathname);
  if (grant.isPending) return <div className={skeleton} style={{ height: 240 }} aria-busy="true" />;
  if (grant.isError) {
    const refused =
      grant.error instanceof ApiError && refusedKeys.includes(grant.error.errorKey ?? '');
    if (!refused) return <LoadError onRetry={() => void grant.refetch()} />;
    return <NoAccess dashboard={false} />;
  }
  if (screen !== undefined && !access.mayOpen(screen))
    return <NoAccess dashboard={access.mayOpen('/admin')} />;
  return children;
}

function NoAccess({ dashboard }: { dashboard: boolean }) {
  return (
    <div className={emptyState} data-testid="console-no-access">
      <h1 className={pageTitle}>
        <Trans>You do not have access to this page</Trans>
      </h1>
      <p>
        <Trans>
          Your operator roles do not include this part of the console. If your work needs it, ask an
          administrator who manages roles.
        </Trans>
      </p>
      {dashboard ? (
        <p>
          <Link to="/admin">
            <Trans>Back to the dashboard</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  );
}
