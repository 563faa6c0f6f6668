// Demo accounts for a fresh install: an owner (seller) account for every demo store, one operator
// and one buyer, all with one random password made for this install. The password is printed once
// at first start and kept in DATA_DIR/demo-accounts.json (readable by its owner only), so a local
// install can try the seller page and the operator console without a well-known password.
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.ts';
import { sellers as sellersTable } from '../db/schema/catalog.ts';
import { hashSecret } from '../modules/account/password-hash.ts';
import { createUserAccount } from '../modules/account/users.service.ts';

export interface DemoAccounts {
  password: string;
  operator: string;
  buyer: string;
  sellers: Array<{ username: string; storeId: string; storeName: string }>;
}

export const DEMO_ACCOUNTS_FILE = 'demo-accounts.json';

/** 10 characters, letters and digits, at least one of each (the login password rule). */
function demoPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const digits = '23456789';
  const all = letters + digits;
  const chars = [letters[randomInt(letters.length)]!, digits[randomInt(digits.length)]!];
  while (chars.length < 10) chars.push(all[randomInt(all.length)]!);
  return chars.join('');
}

async function create(
  db: DbOrTx,
  username: string,
  passwordHash: string,
  roles: string[],
): Promise<string> {
  const created = await createUserAccount(db, { username, passwordHash, roles });
  if (!created.ok) throw new Error(`demo account ${username}: ${created.key}`);
  return created.data.id;
}

export async function createDemoAccounts(
  database: Database,
  dataDir: string,
): Promise<DemoAccounts> {
  const password = demoPassword();
  // One password for all of them (it is printed once): one scrypt run, not one per account.
  const passwordHash = await hashSecret(password);
  const stores = await database.pool.query<{ id: string; name: string }>(
    'select id, name from sellers where owner_user_id is null order by id',
  );
  const sellers: DemoAccounts['sellers'] = [];
  const accounts: DemoAccounts = { password, operator: 'operator', buyer: 'buyer001', sellers };
  // One commit (one WAL flush) for all the accounts, and none of them if one fails.
  await database.db.transaction(async (tx) => {
    for (const [index, store] of stores.rows.entries()) {
      const username = `seller${String(index + 1).padStart(2, '0')}`;
      const userId = await create(tx, username, passwordHash, ['user', 'seller']);
      await tx
        .update(sellersTable)
        .set({ ownerUserId: userId })
        .where(eq(sellersTable.id, store.id));
      sellers.push({ username, storeId: store.id, storeName: store.name });
    }
    await create(tx, accounts.operator, passwordHash, ['user', 'admin']);
    await create(tx, accounts.buyer, passwordHash, ['user']);
  });
  fs.writeFileSync(path.join(dataDir, DEMO_ACCOUNTS_FILE), JSON.stringify(accounts, null, 2), {
    mode: 0o600,
  });
  return accounts;
}
