// The withdrawal address a user has bound per network, with the hold a change of it starts.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { withdrawAddresses } from '../../db/schema/wallet.ts';

export async function findWithdrawAddress(db: DbOrTx, userId: string, network: string) {
  const rows = await db
    .select()
    .from(withdrawAddresses)
    .where(and(eq(withdrawAddresses.userId, userId), eq(withdrawAddresses.network, network)));
  return rows[0];
}

export async function upsertWithdrawAddress(
  db: DbOrTx,
  row: {
    userId: string;
    network: string;
    address: string;
    holdUntil: Date | null;
    boundAt: Date | null;
    now: Date;
  },
): Promise<void> {
  await db
    .insert(withdrawAddresses)
    .values({
      userId: row.userId,
      network: row.network,
      address: row.address,
      holdUntil: row.holdUntil,
      boundAt: row.boundAt,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflictDoUpdate({
      target: [withdrawAddresses.userId, withdrawAddresses.network],
      set: {
        address: row.address,
        holdUntil: row.holdUntil,
        boundAt: row.boundAt,
        updatedAt: row.now,
      },
    });
}
