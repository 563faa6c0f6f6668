// Runtime configuration: environment variables with defaults (ARCHITECTURE.md "Runtime shape").
import path from 'node:path';
import { loadAccountConfig, type AccountConfig } from './modules/account/account.config.ts';
import { loadWalletConfig, type WalletConfig } from './modules/wallet/wallet.config.ts';
import { loadOrderConfig, type OrderConfig } from './modules/order/order.config.ts';
import { loadUploadStoreConfig, type UploadStoreConfig } from './modules/upload/upload.config.ts';
import { intFromEnv } from './platform/env.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  defaultBrand: string;
  publicUrl: string | undefined;
  platformTimeZone: string;
  /**
   * NODE_ENV=production: a real deployment. No demo data or demo accounts, no slider switched off,
   * no mail text in the log (see productionProblems).
   */
  production: boolean;
  /** Requests per minute per client address before 429; 0 disables (benchmarks). */
  rateLimitPerMinute: number;
  /**
   * Of those, the calls that cost real CPU per request (login and registration run the password
   * hash, the slider challenge renders pictures) have their own smaller budget per address.
   */
  authRateLimitPerMinute: number;
  /**
   * Proxies whose X-Forwarded-For is believed (addresses, CIDR ranges or proxy-addr names such as
   * `loopback`); empty: none, the client address is the connection's. A header from anyone else
   * is ignored, so it cannot forge the address the rate limit and the login records use.
   */
  trustProxy: string[];
  /**
   * Whether the session token is still accepted from the query string and the body (the spec's
   * legacy clients send it there; CONTRACT.md keeps that). `LEGACY_TOKEN_PARAMS=off`: only the
   * Authorization header (and the event stream's one-time ticket).
   */
  legacyTokenParams: boolean;
  /** Open event streams per user and per client address on one instance; past it the oldest ends. */
  pushStreamsPerUser: number;
  pushStreamsPerClient: number;
  /**
   * The key (at least 32 characters) that signs the assertion the external customer-service link
   * carries (HS256, shared with the provider); unset: the link says nothing of who the user is.
   */
  serviceLinkSecret: string | undefined;
  /** Directory of the built PWA (the server's renderer of its catalogue pages is `<webDist>-ssr`). */
  webDist: string;
  /** Whether catalogue pages are rendered on the server (when the build has the renderer). */
  serverRendering: boolean;
  logLevel: string;
  /** How long anonymous catalogue reads (lists, search, totals) are reused, ms; 0 turns it off. */
  catalogCacheTtlMs: number;
  /** How often buffered page views are written (one statement per flush), ms; 0: each at once. */
  viewFlushMs: number;
  /**
   * Uploads: a user's picture bytes per platform day, when never-used files are removed, and
   * where the files are kept (UPLOAD_STORE: the local folder or an S3 bucket,
   * server/modules/upload/upload.config.ts).
   */
  upload: {
    dailyQuotaBytes: number;
    unusedAfterMs: number;
    sweepIntervalMs: number;
    store: UploadStoreConfig;
  };
  /** Wallet: chain network, deposit and withdrawal limits (server/modules/wallet/wallet.config.ts). */
  wallet: WalletConfig;
  /** Accounts: slider check, mail, sessions, codes (server/modules/account/account.config.ts). */
  account: AccountConfig;
  /** Orders: timer sweep period (server/modules/order/order.config.ts). */
  order: OrderConfig;
  /**
   * Credit: the key that encrypts ID numbers at rest (KYC_ENCRYPTION_KEY, 32 bytes as 64 hex
   * digits or base64; required in production; locally kept in DATA_DIR/kyc-key, mode 0600) and
   * how often the loan overdue sweep runs (each loan is looked at once per platform day).
   */
  credit: {
    kycEncryptionKey: string | undefined;
    sweepIntervalMs: number;
    /**
     * Days after which the identity data and pictures of a rejected verification, or of a closed
     * account's verifications, are erased (KYC_RETENTION_DAYS; credit.jobs.ts).
     */
    retentionDays: number;
  };
  /** How often the schedule looks whether today's proof-of-reserves snapshot is taken; 0: never. */
  reserves: { scheduleCheckMs: number };
  /**
   * The graceful stop on SIGTERM (server/platform/lifecycle.ts): how long the instance keeps
   * serving with `/readyz` at 503 so the load balancer takes it out of rotation
   * (SHUTDOWN_DRAIN_MS; default 5 s in production, none locally), and the most the whole stop may
   * take before the process exits anyway (SHUTDOWN_TIMEOUT_MS, default 30 s).
   */
  shutdown: { drainMs: number; timeoutMs: number };
  /**
   * Prometheus metrics (server/platform/metrics.ts): on the public listener only behind a bearer
   * token (METRICS_TOKEN), or unauthenticated on a listener of their own (METRICS_PORT, on
   * METRICS_HOST, default 127.0.0.1); neither: not served.
   */
  metrics: { token: string | undefined; port: number; host: string };
  /** How often the jobs' leader checks the ledger (LEDGER_CHECK_INTERVAL_MS, 1 h; 0: never). */
  ledgerCheckIntervalMs: number;
  /**
   * How long `/readyz` stays ready while no instance leads the jobs (LEADER_GRACE_MS, 15 s): the
   * lead changes hands within one retry (5 s) when its holder stops, and a balancer must not take
   * every instance out for that moment.
   */
  leaderGraceMs: number;
  /**
   * The daily online backup of the embedded database (server/modules/backup): into BACKUP_DIR
   * (unset: none), keeping the newest BACKUP_KEEP (7); the jobs' leader looks whether one is due
   * every BACKUP_CHECK_INTERVAL_MS (10 min).
   */
  backup: { dir: string | undefined; keep: number; checkIntervalMs: number };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFromEnv(env, 'PORT', 8080),
    host: env.HOST || 'localhost',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    defaultBrand: env.BRAND || 'wholesale',
    publicUrl: env.PUBLIC_URL || undefined,
    platformTimeZone: env.PLATFORM_TZ || 'Asia/Shanghai',
    production: env.NODE_ENV === 'production',
    rateLimitPerMinute: intFromEnv(env, 'RATE_LIMIT_PER_MINUTE', 600),
    authRateLimitPerMinute: intFromEnv(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 30),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    legacyTokenParams: env.LEGACY_TOKEN_PARAMS !== 'off',
    pushStreamsPerUser: intFromEnv(env, 'PUSH_STREAMS_PER_USER', 8, 1),
    pushStreamsPerClient: intFromEnv(env, 'PUSH_STREAMS_PER_CLIENT', 32, 1),
    serviceLinkSecret: env.SERVICE_LINK_SECRET || undefined,
    webDist: path.resolve(env.WEB_DIST || './dist'),
    serverRendering: env.SERVER_RENDERING !== 'off',
    logLevel: env.LOG_LEVEL || 'info',
    catalogCacheTtlMs: intFromEnv(env, 'CATALOG_CACHE_TTL_MS', 3000),
    viewFlushMs: intFromEnv(env, 'VIEW_FLUSH_MS', 2000),
    upload: {
      dailyQuotaBytes: intFromEnv(env, 'UPLOAD_DAILY_QUOTA_MB', 200) * 1024 * 1024,
      unusedAfterMs: 24 * 60 * 60 * 1000,
      sweepIntervalMs: intFromEnv(env, 'UPLOAD_SWEEP_INTERVAL_MS', 60 * 60 * 1000),
      store: loadUploadStoreConfig(env),
    },
    wallet: loadWalletConfig(env),
    account: loadAccountConfig(env),
    order: loadOrderConfig(env),
    credit: {
      kycEncryptionKey: env.KYC_ENCRYPTION_KEY || undefined,
      sweepIntervalMs: intFromEnv(env, 'LOAN_SWEEP_INTERVAL_MS', 60 * 60 * 1000),
      retentionDays: intFromEnv(env, 'KYC_RETENTION_DAYS', 180),
    },
    reserves: { scheduleCheckMs: intFromEnv(env, 'RESERVES_SCHEDULE_CHECK_MS', 60 * 1000) },
    shutdown: {
      drainMs: intFromEnv(env, 'SHUTDOWN_DRAIN_MS', env.NODE_ENV === 'production' ? 5000 : 0),
      timeoutMs: intFromEnv(env, 'SHUTDOWN_TIMEOUT_MS', 30_000, 1),
    },
    metrics: {
      token: env.METRICS_TOKEN || undefined,
      port: intFromEnv(env, 'METRICS_PORT', 0),
      host: env.METRICS_HOST || '127.0.0.1',
    },
    ledgerCheckIntervalMs: intFromEnv(env, 'LEDGER_CHECK_INTERVAL_MS', 60 * 60 * 1000),
    leaderGraceMs: intFromEnv(env, 'LEADER_GRACE_MS', 15_000),
    backup: {
      dir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : undefined,
      keep: intFromEnv(env, 'BACKUP_KEEP', 7, 1),
      checkIntervalMs: intFromEnv(env, 'BACKUP_CHECK_INTERVAL_MS', 10 * 60 * 1000, 1),
    },
  };
}

/**
 * Settings a production server refuses to start with, each with the reason (empty: none). Local
 * conveniences (the slider switched off for automated tests) must never reach real buyers.
 */
export function productionProblems(config: Config): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (!config.account.sliderCheck)
    problems.push('SLIDER_CHECK=off: the slider puzzle protects logins and registrations');
  if (config.rateLimitPerMinute === 0)
    problems.push('RATE_LIMIT_PER_MINUTE=0: the API would have no rate limit');
  if (config.serviceLinkSecret !== undefined && config.serviceLinkSecret.length < 32)
    problems.push('SERVICE_LINK_SECRET is shorter than 32 characters');
  if (config.metrics.token !== undefined && config.metrics.token.length < 16)
    problems.push('METRICS_TOKEN is shorter than 16 characters: it guards /metrics');
  if (!config.credit.kycEncryptionKey)
    problems.push('KYC_ENCRYPTION_KEY is not set: ID numbers are stored encrypted with it');
  if (!config.account.smtpUrl && !config.account.mailOutbox)
    problems.push(
      'SMTP_URL is not set: codes would reach nobody (MAIL_OUTBOX=1 keeps mails in the outbox table on purpose, without their text)',
    );
  return problems;
}

/**
 * A server not told its mode: `DATABASE_URL` or `PUBLIC_URL` point at a real deployment, so
 * running it as the local demo (demo data and accounts) by accident is refused. NODE_ENV says
 * which it is (`production`, or e.g. `development` for a local server on an outside database).
 */
export function modeProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV) return [];
  return ['DATABASE_URL', 'PUBLIC_URL']
    .filter((name) => env[name])
    .map(
      (name) =>
        `${name} is set but NODE_ENV is not: set NODE_ENV=production for a deployment (or NODE_ENV=development for a local server)`,
    );
}
