// The console's side menu: links to the console pages the operator's roles open (keyboard-operable:
// plain links in a landmark), folded behind a "Menu" button on a phone and always shown on a
// desktop. A page the operator may not use is not offered; the server refuses its calls anyway.
import { PlatformTimeNote } from '../../../components/platform-time-note.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { button, page } from '../../../styles/ui.css.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import { useConsoleAccess } from '../use-console-access.ts';
import type { ConsoleScreen } from '../console-access.ts';
import { ScreenGate } from './screen-gate.tsx';

export function ConsoleMenu() {
  const { t } = useLingui();
  const id = useId();
  const access = useConsoleAccess();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const entries: Array<{ to: ConsoleScreen; label: ReactNode }> = [
    { to: '/admin', label: <Trans>Dashboard</Trans> },
    { to: '/admin/reviews', label: <Trans>Reviews</Trans> },
    { to: '/admin/rates', label: <Trans>Exchange rates</Trans> },
    { to: '/admin/chat', label: <Trans>Customer-service chat</Trans> },
    { to: '/admin/users', label: <Trans>Users</Trans> },
    { to: '/admin/roles', label: <Trans>Roles</Trans> },
    { to: '/admin/stores', label: <Trans>Stores</Trans> },
    { to: '/admin/goods', label: <Trans>Listings</Trans> },
    { to: '/admin/categories', label: <Trans>Categories</Trans> },
    { to: '/admin/banners', label: <Trans>Banners</Trans> },
    { to: '/admin/lottery', label: <Trans>Lucky draw</Trans> },
    { to: '/admin/credit', label: <Trans>Credit</Trans> },
    { to: '/admin/parameters', label: <Trans>System parameters</Trans> },
    { to: '/admin/brands', label: <Trans>Brands</Trans> },
    { to: '/admin/brand-pages', label: <Trans>Brand pages</Trans> },
    { to: '/admin/audit', label: <Trans>Audit log</Trans> },
  ];
  return (
    <div>
      <button
        type="button"
        className={`${button.secondary} ${css.menuToggle}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        <Trans>Console menu</Trans>
      </button>
      <nav
        id={id}
        className={css.menu}
        data-open={open}
        aria-label={t`Operator console`}
        aria-busy={access.grant.isPending}
      >
        {entries
          .filter((entry) => access.mayOpen(entry.to))
          .map((entry) => (
            <Link
              key={entry.to}
              to={entry.to}
              activeOptions={{ exact: entry.to === '/admin' }}
              className={css.menuLink}
              onClick={close}
            >
              {entry.label}
            </Link>
          ))}
      </nav>
    </div>
  );
}

/** The console's frame: the menu beside (on a phone: above) the page. */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={page}>
      <div className={css.frame}>
        <ConsoleMenu />
        <div className={css.content}>
          <ScreenGate>{children}</ScreenGate>
          <PlatformTimeNote />
        </div>
      </div>
    </main>
  );
}
