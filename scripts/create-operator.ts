// Creates an operator (role 'admin') account: `npm run operator:create -- <username> <password>`.
// Uses DATABASE_URL when set, else the embedded PostgreSQL under DATA_DIR (the server must be
// stopped then, since one process owns that folder). An existing user is promoted instead.
import { eq, sql } from 'drizzle-orm';
import { isValidPassword } from '../domain/account/credentials.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/platform/database.ts';
import { users } from '../server/db/schema/account.ts';
import { createUserAccount } from '../server/modules/account/users.service.ts';

async function main(): Promise<number> {
  const [username, password] = process.argv.slice(2);
  if (!username || !password) {
    console.error('usage: npm run operator:create -- <username> <password>');
    return 2;
  }
  if (!isValidPassword(password)) {
    console.error('the password must be 6-12 characters: letters, digits and specials, no spaces');
    return 2;
  }
  const config = loadConfig();
  const opened = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    log: console.log,
    max: 2,
    lockDataDir: true,
  });
  const { database } = opened;
  try {
    const created = await createUserAccount(database.db, {
      username,
      password,
      roles: ['user', 'admin'],
    });
    if (created.ok) {
      console.log(`operator ${created.data.username} created (usercode ${created.data.usercode})`);
      return 0;
    }
    if (created.key === 'register.usernameTaken') {
      await database.db
        .update(users)
        .set({ roles: sql`array(select distinct unnest(${users.roles} || '{admin}'::text[]))` })
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
      const [row] = await database.db
        .select({ roles: users.roles })
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
      console.log(
        `user ${username} exists; roles now ${row?.roles.join(', ')} (password unchanged)`,
      );
      return 0;
    }
    console.error(`cannot create ${username}: ${created.key}`);
    return 1;
  } finally {
    await opened.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('operator:create failed:', error);
    process.exit(1);
  },
);
