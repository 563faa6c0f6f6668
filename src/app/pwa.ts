// Service-worker registration through workbox-window (loaded after the first render, off the
// critical path) and the update prompt: a waiting worker means a new version; "upgrade" lets it
// take over and reloads once it controls the page.
import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

let updateAvailable = false;
let workbox: Workbox | undefined = undefined;
const listeners = new Set<() => void>();

function setUpdateAvailable(value: boolean): void {
  updateAvailable = value;
  for (const listener of listeners) listener();
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateAvailable,
    () => false,
  );
}

export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setUpdateAvailable(true));
  try {
    await workbox.register();
  } catch (error) {
    // Without a worker the app still works online (no offline copy, no install); nothing to show.
    console.warn('service worker registration failed', error);
    return;
  }
  // Check for a new version every hour while the page stays open.
  setInterval(() => void workbox?.update(), 60 * 60 * 1000);
}
