// The buyer's cart on this device (spec sections 3 "Cart item", 4 "Cart drawer"): lines kept in
// IndexedDB (idb-keyval) under the user code, or a shared key while nobody is logged in, so the
// cart survives reloads and works offline. The shared cart merges into the user's at login. The
// rules (duplicates, quantity bounds, grouping) are the pure ones of `domain/cart/cart.ts`.
import { del, get, set } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import {
  addLine,
  groupCheckedBySeller,
  mergeCarts,
  putLine,
  removeLine,
  setQuantity,
  type CartLine,
  type CartRefusal,
  type SettlementGroup,
} from '../../../domain/cart/cart.ts';
import { storage } from '../../lib/storage.ts';

const GUEST = 'guest';
const cartKey = (owner: string) => `cart:${owner}`;
const settlementKey = (owner: string) => `settlement:${owner}`;

interface CartState {
  owner: string;
  lines: readonly CartLine[];
  /** False until the stored cart of the current owner has been read. */
  ready: boolean;
}

let state: CartState = { owner: GUEST, lines: [], ready: false };
const listeners = new Set<() => void>();
// Writes of one owner run in order, so a fast add-then-remove cannot land reversed.
let queue: Promise<unknown> = Promise.resolve();

function emit(next: CartState): void {
  state = next;
  for (const listener of listeners) listener();
}

function ownerNow(): string {
  return (storage.token() && storage.user()?.usercode) || GUEST;
}

function enqueue<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

async function readLines(owner: string): Promise<CartLine[]> {
  try {
    const value = await get<CartLine[]>(cartKey(owner));
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

async function writeLines(owner: string, lines: readonly CartLine[]): Promise<void> {
  try {
    await set(cartKey(owner), lines);
  } catch {
    // IndexedDB unavailable (private mode): the cart lives for this page only
  }
}

/**
 * Loads the cart of whoever is logged in now. Called at start and whenever the session changes;
 * at login the shared (logged-out) cart is merged into the user's and then emptied.
 */
export function syncCartOwner(): Promise<void> {
  return enqueue(async () => {
    const owner = ownerNow();
    if (owner === state.owner && state.ready) return;
    let lines = await readLines(owner);
    if (owner !== GUEST) {
      const guest = await readLines(GUEST);
      if (guest.length > 0) {
        lines = mergeCarts(lines, guest);
        await writeLines(owner, lines);
        await del(cartKey(GUEST)).catch(() => undefined);
      }
    }
    emit({ owner, lines, ready: true });
  });
}

function update<R extends { ok: true; lines: CartLine[] }>(
  change: (lines: readonly CartLine[]) => R | { ok: false; key: CartRefusal },
): Promise<Omit<R, 'lines'> | { ok: false; key: CartRefusal }> {
  return enqueue(async () => {
    const owner = ownerNow();
    const current = owner === state.owner && state.ready ? state.lines : await readLines(owner);
    const result = change(current);
    if (!result.ok) return result;
    emit({ owner, lines: result.lines, ready: true });
    await writeLines(owner, result.lines);
    const { lines: _lines, ...answer } = result;
    return answer;
  });
}

/**
 * A tick of a checkbox: shown at once (a controlled checkbox that waits for the queue looks dead
 * while an earlier write is still on its way to IndexedDB), then written in turn. The write takes
 * the lines as they are when its turn comes, so a change queued before it is never undone.
 */
function tick(change: (lines: readonly CartLine[]) => CartLine[]) {
  const owner = ownerNow();
  if (owner !== state.owner || !state.ready)
    return update((lines) => ({ ok: true as const, lines: change(lines) }));
  emit({ owner, lines: change(state.lines), ready: true });
  return enqueue(async () => {
    if (state.owner === owner) await writeLines(owner, state.lines);
    return { ok: true as const };
  });
}

export const cart = {
  /** Refuses a listing already in the cart (buy again reports those). */
  add: (line: CartLine, maxPerOrder: number) =>
    update((lines) => addLine(lines, line, maxPerOrder)),
  /** The product page's add: a new line, or the new quantity of the line already there. */
  put: (line: CartLine, maxPerOrder: number) =>
    update((lines) => putLine(lines, line, maxPerOrder)),
  setCount: (id: string, count: number, maxPerOrder: number) =>
    update((lines) => setQuantity(lines, id, count, maxPerOrder)),
  setChecked: (id: string, checked: boolean) =>
    tick((lines) => lines.map((line) => (line.id === id ? { ...line, checked } : line))),
  setAllChecked: (checked: boolean) => tick((lines) => lines.map((line) => ({ ...line, checked }))),
  remove: (id: string) => update((lines) => ({ ok: true as const, lines: removeLine(lines, id) })),
  removeMany: (ids: readonly string[]) =>
    update((lines) => ({
      ok: true as const,
      lines: lines.filter((line) => !ids.includes(line.id)),
    })),
};

/** Stores the checked lines grouped by seller for `/settlement`; refuses when nothing is checked. */
export async function storeSettlement(): Promise<{ ok: true } | { ok: false; key: CartRefusal }> {
  const grouped = groupCheckedBySeller(state.lines);
  if (!grouped.ok) return grouped;
  try {
    await set(settlementKey(ownerNow()), grouped.groups);
  } catch {
    // without IndexedDB the settlement page falls back to the checked lines in memory
  }
  return { ok: true };
}

export async function readSettlement(): Promise<SettlementGroup[]> {
  try {
    const stored = await get<SettlementGroup[]>(settlementKey(ownerNow()));
    if (Array.isArray(stored) && stored.length > 0) return stored;
  } catch {
    // fall through to the in-memory cart
  }
  const grouped = groupCheckedBySeller(state.lines);
  return grouped.ok ? grouped.groups : [];
}

export async function clearSettlement(): Promise<void> {
  await del(settlementKey(ownerNow())).catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCart(): CartState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** Test hook and logout: forget what is in memory (the stored cart of the user stays). */
export function resetCartMemory(): void {
  emit({ owner: GUEST, lines: [], ready: false });
}
