// What every server module is given when the app is assembled.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { BrandRegistry } from '../modules/brand/brand.service.ts';
import type { Api } from './api.ts';

export interface ModuleDeps {
  app: FastifyInstance;
  api: Api;
  database: Database;
  config: Config;
  /** The storefront brands, chosen per request by its Host header. */
  brands: BrandRegistry;
  /** The clock; tests replace it to move time. */
  now: () => Date;
}
