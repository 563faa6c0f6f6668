// Page states: not found, not available yet, a failed load with a retry, and the pending and error
// pages of a route.
import { Trans } from '@lingui/react/macro';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { button, emptyState, page, pageTitle, section, skeleton } from '../styles/ui.css.ts';

export function NotFoundPage() {
  return (
    <main id="main" className={page}>
      <div className={emptyState}>
        <h1 className={pageTitle}>
          <Trans>Page not found</Trans>
        </h1>
        <p>
          <Trans>The page you asked for does not exist or has moved.</Trans>
        </p>
        <p>
          <Link to="/index" className={button.primary}>
            <Trans>Back to home</Trans>
          </Link>
        </p>
      </div>
    </main>
  );
}

export function UnavailablePage({ title }: { title: ReactNode }) {
  return (
    <main id="main" className={page}>
      <div className={emptyState}>
        <h1 className={pageTitle}>{title}</h1>
        <p>
          <Trans>This part of the store is not available yet. It is coming soon.</Trans>
        </p>
        <p>
          <Link to="/index" className={button.primary}>
            <Trans>Back to home</Trans>
          </Link>
        </p>
      </div>
    </main>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={emptyState} role="alert">
      <p>
        <Trans>This content could not be loaded.</Trans>
      </p>
      <p>
        <button type="button" className={button.secondary} onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </p>
    </div>
  );
}

/** A page still loading: a title placeholder over the page's own skeleton. */
export function PagePending({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={page} aria-busy="true">
      <div
        className={skeleton}
        style={{ height: '32px', width: '240px', marginBlockEnd: '16px' }}
      />
      <div className={section}>{children}</div>
    </main>
  );
}

export function ListError({ reset }: ErrorComponentProps) {
  return (
    <main id="main" className={page}>
      <LoadError onRetry={reset} />
    </main>
  );
}
