// What other modules may use of the operator log: record a decision inside the deciding
// transaction, and read the log (admin/decision!list).
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../platform/ids.ts';
import * as repo from './operator.repository.ts';

export interface Decision {
  operatorId: string;
  /** deposit, withdrawal, store_application, ... */
  targetKind: string;
  targetId: string;
  decision: 'approve' | 'reject';
  note: string | undefined;
  details: Record<string, unknown>;
  now: Date;
}

/** Records an operator's decision in the transaction that carries it out. */
export async function logDecision(tx: DbOrTx, decision: Decision): Promise<void> {
  await repo.insertDecision(tx, {
    id: newId(decision.now),
    operatorId: decision.operatorId,
    targetKind: decision.targetKind,
    targetId: decision.targetId,
    decision: decision.decision,
    note: decision.note ?? '',
    details: decision.details,
    createdAt: decision.now,
  });
}

export const listDecisions = repo.listDecisions;
