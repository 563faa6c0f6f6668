// Demo data on first start of an empty database. (The catalogue generator is being built; until it
// lands this only reports that there is nothing to load.)
import type { Database } from '../db/client.ts';

export async function seedDemoIfEmpty(
  _database: Database,
  options: { log: (m: string) => void; dataDir: string },
): Promise<void> {
  options.log('demo data: generator not built yet');
}
