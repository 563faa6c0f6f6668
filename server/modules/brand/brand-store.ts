// Brands in the database (issue #37): the `brand-assets/` files seed an empty `brands` table
// (version 1 of each, kept in `brand_versions`), and every server answers with the rows from
// then on. A change is announced with NOTIFY on `caravan_brand` inside its transaction; every
// server LISTENs and reloads its brands when it commits, so no restart is needed anywhere.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { brandConfig } from '../../../domain/brand.ts';
import type { DbOrTx } from '../../db/client.ts';
import { brands, brandVersions } from '../../db/schema/brand.ts';
import type { BrandRegistry, BrandSource } from './brand.service.ts';

export const BRAND_CHANNEL = 'caravan_brand';
const RECONNECT_MS = 2_000;

/** Tells every server (this one too) to reload its brands once the transaction commits. */
export async function notifyBrandChange(db: DbOrTx, code: string): Promise<void> {
  await db.execute(sql`select pg_notify(${BRAND_CHANNEL}, ${code})`);
}

/**
 * Writes the files' brands into an empty table. Several servers starting together may all try:
 * the inserts skip rows already there, so each brand is seeded once.
 */
export async function seedBrands(db: DbOrTx, registry: BrandRegistry): Promise<void> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(brands);
  if ((row?.count ?? 0) > 0) return;
  for (const file of registry.files()) {
    const values = {
      code: file.config.code,
      config: file.config as unknown as Record<string, unknown>,
      logoSvg: file.logoSvg.toString('utf8'),
      iconSvg: file.iconSvg.toString('utf8'),
    };
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(brands)
        .values({ ...values, version: 1 })
        .onConflictDoNothing()
        .returning({ code: brands.code });
      if (inserted.length === 0) return;
      await tx
        .insert(brandVersions)
        .values({ ...values, version: 1, reason: 'seeded from brand-assets' })
        .onConflictDoNothing();
    });
  }
}

/** The brands of the table; a row the schema no longer accepts is left out (and logged). */
export async function brandRows(db: DbOrTx, log?: FastifyBaseLogger): Promise<BrandSource[]> {
  const rows = await db.select().from(brands);
  const sources: BrandSource[] = [];
  for (const row of rows) {
    const parsed = brandConfig.safeParse(row.config);
    if (!parsed.success) {
      log?.error({ brand: row.code, err: parsed.error }, 'a saved brand fails the brand schema');
      continue;
    }
    sources.push({
      config: parsed.data,
      logoSvg: Buffer.from(row.logoSvg, 'utf8'),
      iconSvg: Buffer.from(row.iconSvg, 'utf8'),
      version: row.version,
      enabled: row.enabled,
    });
  }
  return sources;
}

/** Reads the table into the registry (after the seed, and after every NOTIFY). */
export async function reloadBrands(
  db: DbOrTx,
  registry: BrandRegistry,
  log?: FastifyBaseLogger,
): Promise<void> {
  const sources = await brandRows(db, log);
  if (sources.length > 0) registry.install(sources);
}

/**
 * One LISTEN connection per server: each notification reloads the brands (reloads arriving
 * while one runs are folded into one more). A lost connection is opened again and the brands
 * reloaded, since a change may have been missed meanwhile.
 */
export class BrandListener {
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly reload: () => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Reloads now, or once more after the running reload when one runs. */
  refresh(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.reload();
        } catch (error) {
          this.log.warn({ err: error }, 'brand reload failed');
        }
      } while (this.again);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async listen(): Promise<void> {
    if (this.closed || this.client) return;
    const client = new pg.Client(this.connection);
    client.on('notification', (message) => {
      if (message.channel === BRAND_CHANNEL) void this.refresh();
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      if (error) this.log.warn({ err: error }, 'brand listener lost its connection');
      void client.end().catch(() => undefined);
      this.reconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`listen ${BRAND_CHANNEL}`);
      this.client = client;
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  private reconnect(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      this.listen()
        .then(() => this.refresh())
        .catch(() => this.reconnect());
    }, RECONNECT_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => undefined);
  }
}
