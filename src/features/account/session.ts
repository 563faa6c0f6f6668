// The buyer's session on this device (spec section 4 "Login"): a token present means logged in.
// Token and user info live in storage; this module makes them reactive for React, and holds the
// sign-in and sign-out steps every screen shares.
import type { QueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { SessionData } from '../../../domain/api/account.ts';
import { PICTURE_CACHE } from '../../../domain/upload/picture-cache.ts';
import { storage, type StoredUser } from '../../lib/storage.ts';

export interface Session {
  token: string | null;
  user: StoredUser | null;
}

const listeners = new Set<() => void>();
let snapshot: Session = { token: null, user: null };
let snapshotKey = '';

function read(): Session {
  const token = storage.token();
  const user = storage.user();
  const key = `${token ?? ''}|${user ? JSON.stringify(user) : ''}`;
  // useSyncExternalStore needs a stable object while nothing changed.
  if (key !== snapshotKey) {
    snapshotKey = key;
    snapshot = { token, user: token ? user : null };
  }
  return snapshot;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes this tab too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The current session. Re-read on every navigation as well, because the API client clears the
 * stored session on a 403 outside React and then navigates.
 */
export function useSession(): Session {
  useRouterState({ select: (state) => state.location.href });
  return useSyncExternalStore(subscribe, read, guest);
}

// A page is rendered on the server for a guest (storefront pages are the same for everyone), and the
// browser's first render over that HTML must match it: React renders with this snapshot while it
// hydrates, then again with the stored session.
const guestSession: Session = { token: null, user: null };
const guest = () => guestSession;

export function isLoggedIn(): boolean {
  return Boolean(storage.token());
}

/**
 * Server state read under one session must not show under the next: cached API answers that no
 * screen shows are dropped, the shown ones are fetched again.
 */
export function resetServerState(queryClient: QueryClient): void {
  const isApi = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] === 'api';
  queryClient.removeQueries({ type: 'inactive', predicate: isApi });
  void queryClient.invalidateQueries({ type: 'active', predicate: isApi });
}

export function signIn(data: SessionData): void {
  storage.setToken(data.token);
  storage.setUser({ usercode: data.usercode, username: data.username, avatar: 1 });
  notify();
}

export function updateStoredUser(user: StoredUser): void {
  storage.setUser(user);
  notify();
}

/**
 * Local state that belongs to the logged-in buyer and goes with the session (spec section 4
 * "Login": search keyword, last message id, cart, token). Features that keep such state register
 * their cleanup here; the keys below are the spec's storage keys.
 */
const cleanups = new Set<() => void>();
export function onSignOut(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

const sessionKeys = ['searchValue', 'searchResult', 'lastMessageId', 'shoppingCart', 'cart'];

export function clearLocalSession(): void {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // one feature's cleanup must not keep the user logged in
    }
  }
  for (const key of sessionKeys) {
    try {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    } catch {
      // storage unavailable
    }
  }
  storage.clearSession();
  // The pictures this account looked at (chat, proofs, reviews) leave the device with it.
  if (typeof caches !== 'undefined') void caches.delete(PICTURE_CACHE).catch(() => false);
  notify();
}
