// Error and notice toasts. Errors appear after 500 ms and an identical message already shown or
// pending is not repeated (spec section 8). A tiny external store so the API client (outside
// React) can raise toasts and the <Toasts> component can render them.
import { useSyncExternalStore } from 'react';

interface Toast {
  id: number;
  text: string;
  tone: 'error' | 'info';
}

const ERROR_DELAY_MS = 500;
const VISIBLE_MS = 3000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const pending = new Set<string>();
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(text: string, tone: Toast['tone']): void {
  if (toasts.some((toast) => toast.text === text)) return;
  const toast = { id: nextId++, text, tone };
  emit([...toasts, toast]);
  setTimeout(() => emit(toasts.filter((item) => item.id !== toast.id)), VISIBLE_MS);
}

/** Shows an error toast after 500 ms, debounced for identical messages. */
export function toastError(text: string): void {
  if (!text || pending.has(text)) return;
  pending.add(text);
  setTimeout(() => {
    pending.delete(text);
    show(text, 'error');
  }, ERROR_DELAY_MS);
}

export function toastInfo(text: string): void {
  show(text, 'info');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A server-rendered page has no toasts; one raised before React attached to it (a failed call
// while the page loaded) shows right after, so the first render still matches the server's HTML.
const noToasts: readonly Toast[] = [];

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
}
