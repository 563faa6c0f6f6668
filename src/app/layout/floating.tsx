// Floating controls and notices: back-to-top after 100 px of scroll, the offline banner, the
// "new version" prompt of the service worker, and toasts.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, useSyncExternalStore } from 'react';
import { ArrowUpIcon } from '../../components/icons.tsx';
import { useToasts } from '../../lib/toast.ts';
import { button } from '../../styles/ui.css.ts';
import { applyUpdate, useUpdateAvailable } from '../pwa.ts';
import { useScrolledPast } from './header.tsx';
import * as css from './layout.css.ts';

const BACK_TO_TOP_AFTER_PX = 100;

export function BackToTop() {
  const { t } = useLingui();
  const shown = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  if (!shown) return null;
  return (
    <button
      type="button"
      className={css.floating}
      aria-label={t`Back to top`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  );
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div role="status" className={css.banner} data-testid="offline-banner">
      <Trans>You are offline. Showing saved pages; some content may be out of date.</Trans>
    </div>
  );
}

export function UpdatePrompt() {
  const available = useUpdateAvailable();
  const [dismissed, setDismissed] = useState(false);
  if (!available || dismissed) return null;
  return (
    <div role="alert" className={css.banner}>
      <span>
        <Trans>New version found, please upgrade.</Trans>
      </span>
      <button type="button" className={button.primary} onClick={applyUpdate}>
        <Trans>Upgrade</Trans>
      </button>
      <button
        type="button"
        className={button.ghost}
        style={{ color: 'inherit' }}
        onClick={() => setDismissed(true)}
      >
        <Trans>Later</Trans>
      </button>
    </div>
  );
}

export function Toasts() {
  const toasts = useToasts();
  return (
    <div className={css.toasts} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={css.toast} data-tone={toast.tone}>
          {toast.text}
        </div>
      ))}
    </div>
  );
}
