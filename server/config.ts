// Runtime configuration: environment variables with defaults (ARCHITECTURE.md "Runtime shape").
import path from 'node:path';
import { loadAccountConfig, type AccountConfig } from './modules/account/account.config.ts';
import { loadWalletConfig, type WalletConfig } from './modules/wallet/wallet.config.ts';
import { loadOrderConfig, type OrderConfig } from './modules/order/order.config.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  defaultBrand: string;
  publicUrl: string | undefined;
  platformTimeZone: string;
  /** Requests per minute per client address before 429; 0 disables (benchmarks). */
  rateLimitPerMinute: number;
  /** Directory of the built PWA. */
  webDist: string;
  logLevel: string;
  /** How long anonymous catalogue reads (lists, search, totals) are reused, ms; 0 turns it off. */
  catalogCacheTtlMs: number;
  /** How often buffered page views are written (one statement per flush), ms; 0: only on close. */
  viewFlushMs: number;
  /** Wallet: chain network, deposit and withdrawal limits (server/modules/wallet/wallet.config.ts). */
  wallet: WalletConfig;
  /** Accounts: slider check, mail, sessions, codes (server/modules/account/account.config.ts). */
  account: AccountConfig;
  /** Orders: timer sweep period (server/modules/order/order.config.ts). */
  order: OrderConfig;
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFromEnv('PORT', 8080),
    host: env.HOST || 'localhost',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    defaultBrand: env.BRAND || 'wholesale',
    publicUrl: env.PUBLIC_URL || undefined,
    platformTimeZone: env.PLATFORM_TZ || 'Asia/Shanghai',
    rateLimitPerMinute: intFromEnv('RATE_LIMIT_PER_MINUTE', 600),
    webDist: path.resolve(env.WEB_DIST || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
    catalogCacheTtlMs: intFromEnv('CATALOG_CACHE_TTL_MS', 3000),
    viewFlushMs: intFromEnv('VIEW_FLUSH_MS', 2000),
    wallet: loadWalletConfig(env),
    account: loadAccountConfig(env),
    order: loadOrderConfig(env),
  };
}
