// Browser-side persisted state of the buyer (spec section 3 "Local storage keys"): token,
// language, user info, agent code. Reads never throw (private mode, quota, corrupt JSON).
import { isLanguageCode, type LanguageCode } from '../../domain/i18n/languages.ts';

const keys = {
  token: 'token',
  language: 'language',
  userInfo: 'userInfo',
  agentCode: 'agentCode',
  deviceId: 'deviceId',
} as const;

export interface StoredUser {
  usercode: string;
  username: string;
  avatar: number;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the value lives for this page only
  }
}

export const storage = {
  token: (): string | null => read(keys.token),
  setToken: (token: string | null) => write(keys.token, token),
  language: (): LanguageCode | null => {
    const value = read(keys.language);
    return isLanguageCode(value) ? value : null;
  },
  setLanguage: (code: LanguageCode) => write(keys.language, code),
  user: (): StoredUser | null => {
    const raw = read(keys.userInfo);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<StoredUser>;
      return typeof parsed.usercode === 'string'
        ? {
            usercode: parsed.usercode,
            username: String(parsed.username ?? ''),
            avatar: Number(parsed.avatar ?? 1) || 1,
          }
        : null;
    } catch {
      return null;
    }
  },
  setUser: (user: StoredUser | null) => write(keys.userInfo, user ? JSON.stringify(user) : null),
  agentCode: (): string | null => read(keys.agentCode),
  setAgentCode: (code: string) => write(keys.agentCode, code),
  /**
   * This browser's anonymous id for counting page views once per viewer and day (random, made
   * here, naming nobody). Without storage it lives for the page only.
   */
  deviceId: (): string => {
    const stored = read(keys.deviceId);
    if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
    // getRandomValues works outside secure contexts too (a phone on the LAN address).
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const made = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    write(keys.deviceId, made);
    return made;
  },
  /** A 403 ends the session: token and user info go (spec section 6 "Token handling"). */
  clearSession: () => {
    write(keys.token, null);
    write(keys.userInfo, null);
  },
};
