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

// Reads and writes run one after another, in the order they were asked for: the panel opened
// right after a search reads the history with that search's keyword in it, not the one before.
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const result = queue.then(task);
  queue = result.catch(() => undefined);
  return result;
}

async function storedHistory(): Promise<string[]> {
  try {
    const { get } = await import('idb-keyval');
    const value = await get<unknown>(historyKey());
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function readHistory(): Promise<string[]> {
  return inTurn(storedHistory);
}

export function addToHistory(keyword: string): Promise<string[]> {
  return inTurn(async () => {
    const next = withKeyword(await storedHistory(), keyword);
    try {
      const { set } = await import('idb-keyval');
      await set(historyKey(), next);
    } catch {
      // IndexedDB unavailable (private mode): history lives for this page only
    }
    return next;
  });
}

export function clearHistory(): Promise<void> {
  return inTurn(async () => {
    try {
      const { del } = await import('idb-keyval');
      await del(historyKey());
    } catch {
      // nothing stored
    }
  });
}
