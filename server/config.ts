// Runtime configuration: environment variables with defaults (ARCHITECTURE.md "Runtime shape").
import path from 'node:path';

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
  };
}
