// Sign-out on a shared device: the session's keys go, and so do the pictures the service worker
// kept for this account (chat pictures, payment proofs, review photos).
import { afterEach, expect, it, vi } from 'vitest';
import { PICTURE_CACHE } from '../../../domain/upload/picture-cache.ts';
import { clearLocalSession } from './session.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it('empties the service worker picture cache at sign-out', async () => {
  const deleted: string[] = [];
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('caches', {
    delete: (name: string) => {
      deleted.push(name);
      return Promise.resolve(true);
    },
  });
  localStorage.setItem('token', 'a-session');
  clearLocalSession();
  await Promise.resolve();
  expect(deleted).toEqual([PICTURE_CACHE]);
  expect(PICTURE_CACHE).toBe('caravan-images');
});
