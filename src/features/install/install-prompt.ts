// The browser's install offer. Chromium fires `beforeinstallprompt` once, early, and only when the
// app is installable and not installed; the event is kept here from start-up so the install page
// can show its button whenever the buyer gets there. `appinstalled` and the standalone display
// mode (the app opened from the home screen) both mean there is nothing left to offer.
import { useSyncExternalStore } from 'react';

/** Chromium's `BeforeInstallPromptEvent` (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState =
  /** Opened from the home screen, or installed during this visit. */
  | 'installed'
  /** The browser offers installation: the button can open its prompt. */
  | 'promptable'
  /** No offer from this browser (iOS Safari, Firefox, or the offer was used): show the steps. */
  | 'manual';

let deferred: InstallPromptEvent | undefined;
let installed = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function standalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/** Called once at start-up, before the first render, so an early offer is not missed. */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; the install page offers it with context.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = undefined;
    installed = true;
    notify();
  });
}

function currentState(): InstallState {
  if (installed || standalone()) return 'installed';
  return deferred ? 'promptable' : 'manual';
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentState,
    () => 'manual',
  );
}

/** Opens the browser's install prompt; the event can be used once, whatever the answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = undefined;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installed = true;
  notify();
  return outcome;
}

/** iPhone and iPad Safari have no install prompt: the buyer adds the page from the share sheet. */
export function isIosSafari(userAgent: string): boolean {
  const ios =
    /iPad|iPhone|iPod/.test(userAgent) ||
    // iPadOS 13+ reports a desktop Mac user agent.
    (userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent);
}
