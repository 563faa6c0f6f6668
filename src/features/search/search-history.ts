// Search history (spec section 4 "Search"): newest first, de-duplicated, at most 10 entries, kept
// in IndexedDB per user code, or under a shared key when nobody is logged in. idb-keyval loads on
// first use, off the first render.
import { storage } from '../../lib/storage.ts';

export const HISTORY_LIMIT = 10;

function historyKey(): string {
  const user = storage.user();
  return user ? `searchHistory:${user.usercode}` : 'searchHistory:guest';
}

/** The history with a keyword added at the front (pure; the rule the tests pin down). */
export function withKeyword(history: readonly string[], keyword: string): string[] {
  const word = keyword.trim();
  if (!word) return [...history];
  return [word, ...history.filter((item) => item !== word)].slice(0, HISTORY_LIMIT);
}

export async function readHistory(): Promise<string[]> {
  try {
    const { get } = await import('idb-keyval');
    const value = await get<unknown>(historyKey());
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export async function addToHistory(keyword: string): Promise<string[]> {
  const next = withKeyword(await readHistory(), keyword);
  try {
    const { set } = await import('idb-keyval');
    await set(historyKey(), next);
  } catch {
    // IndexedDB unavailable (private mode): history lives for this page only
  }
  return next;
}

export async function clearHistory(): Promise<void> {
  try {
    const { del } = await import('idb-keyval');
    await del(historyKey());
  } catch {
    // nothing stored
  }
}
