// `npm run db:seed [-- --scale small|full|<listings>]`: loads the demo catalogue into the database
// of DATABASE_URL, or into the embedded PostgreSQL under DATA_DIR when no URL is set. The same
// generator runs on first start; an existing catalogue is left alone.
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/platform/database.ts';
import { catalogIsEmpty, seedDemo, type DemoScale } from '../server/demo/seed.ts';
import { AlreadyRunningError } from '../server/platform/instance-lock.ts';

function parseScale(argv: string[]): DemoScale {
  const index = argv.indexOf('--scale');
  const value = index >= 0 ? argv[index + 1] : undefined;
  if (value === undefined || value === 'full') return 'full';
  if (value === 'small') return 'small';
  const listings = Number(value);
  if (!Number.isInteger(listings) || listings < 1)
    throw new Error('--scale takes small, full or a number of listings');
  return { listings };
}

async function main(): Promise<void> {
  const say = (message: string) => console.log(`[db:seed] ${message}`);
  const scale = parseScale(process.argv.slice(2));
  const config = loadConfig();
  const opened = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    log: say,
    max: 4,
    lockDataDir: true,
  });
  const { database } = opened;
  try {
    if (!(await catalogIsEmpty(database))) {
      say('the catalogue already has data; nothing loaded');
      return;
    }
    const started = Date.now();
    const summary = await seedDemo(database, { scale, log: say });
    say(
      `loaded ${summary.categories} categories, ${summary.sellers} stores, ${summary.goods} goods, ${summary.listings} listings, ${summary.banners} banners in ${Date.now() - started} ms`,
    );
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AlreadyRunningError) {
    console.error(`[db:seed] ${error.message}`);
  } else {
    console.error('[db:seed] failed:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
