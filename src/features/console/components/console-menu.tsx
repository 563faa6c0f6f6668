// The console's side menu: links to every console page (keyboard-operable: plain links in a
// landmark), folded behind a "Menu" button on a phone and always shown on a desktop.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { button } from '../../../styles/ui.css.ts';
import { page } from '../../../styles/ui.css.ts';
import * as css from './console.css.ts';

export function ConsoleMenu() {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
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
      <nav id={id} className={css.menu} data-open={open} aria-label={t`Operator console`}>
        <Link to="/admin" activeOptions={{ exact: true }} className={css.menuLink} onClick={close}>
          <Trans>Dashboard</Trans>
        </Link>
        <Link to="/admin/reviews" className={css.menuLink} onClick={close}>
          <Trans>Reviews</Trans>
        </Link>
        <Link to="/admin/chat" className={css.menuLink} onClick={close}>
          <Trans>Customer-service chat</Trans>
        </Link>
        <Link to="/admin/users" className={css.menuLink} onClick={close}>
          <Trans>Users</Trans>
        </Link>
        <Link to="/admin/stores" className={css.menuLink} onClick={close}>
          <Trans>Stores</Trans>
        </Link>
        <Link to="/admin/goods" className={css.menuLink} onClick={close}>
          <Trans>Listings</Trans>
        </Link>
        <Link to="/admin/parameters" className={css.menuLink} onClick={close}>
          <Trans>System parameters</Trans>
        </Link>
        <Link to="/admin/audit" className={css.menuLink} onClick={close}>
          <Trans>Audit log</Trans>
        </Link>
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
        <div className={css.content}>{children}</div>
      </div>
    </main>
  );
}
