// What every server module is given when the app is assembled.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { BrandRegistry } from '../modules/brand/index.ts';
import type { Api } from './api.ts';
import type { JobLeader } from './leader.ts';
import type { Metrics } from './metrics.ts';

export interface ModuleDeps {
  app: FastifyInstance;
  api: Api;
  database: Database;
  config: Config;
  /** The clock; tests replace it to move time. */
  now: () => Date;
  /** Storefront brands; the brand of a request is `brands.forHost(Host)` (the router does this). */
  brands: BrandRegistry;
  /** Whether this instance leads the once-per-deployment jobs (the scheduled ledger check). */
  leader: JobLeader;
  /** This instance's Prometheus metrics (server/platform/metrics.ts). */
  metrics: Metrics;
}
