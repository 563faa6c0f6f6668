// The withdrawal state machine as transition data. A withdrawal waits for review, is approved by an
// operator, signed and broadcast by the payout job, and ends in success; or it is rejected, or its
// payout fails (funds released). No transition leads from a final state, so a withdrawal can be
// paid out or released only once.
import { decideTransition, type TransitionTable } from '../state-machine.ts';

export const withdrawalStatuses = [
  'pending_review',
  'approved',
  'signed',
  'broadcast',
  'success',
  'rejected',
  'failed',
] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export type WithdrawalEvent = 'approve' | 'reject' | 'sign' | 'broadcast' | 'confirm' | 'fail';
export type WithdrawalActor = 'operator' | 'system';

export const withdrawalTransitions: TransitionTable<
  WithdrawalStatus,
  WithdrawalEvent,
  WithdrawalActor
> = {
  approve: { from: ['pending_review'], to: 'approved', actors: ['operator'] },
  reject: { from: ['pending_review'], to: 'rejected', actors: ['operator'] },
  sign: { from: ['approved'], to: 'signed', actors: ['system'] },
  broadcast: { from: ['signed'], to: 'broadcast', actors: ['system'] },
  confirm: { from: ['broadcast'], to: 'success', actors: ['system', 'operator'] },
  fail: { from: ['approved', 'signed', 'broadcast'], to: 'failed', actors: ['system'] },
};

export function nextWithdrawalStatus(
  state: WithdrawalStatus,
  event: WithdrawalEvent,
  actor: WithdrawalActor,
): WithdrawalStatus | null {
  const decision = decideTransition(withdrawalTransitions, state, event, actor);
  return decision.ok ? decision.to : null;
}

export const unfinishedWithdrawalStatuses: readonly WithdrawalStatus[] = [
  'pending_review',
  'approved',
  'signed',
  'broadcast',
];

/** Held funds go back to the user exactly when a withdrawal ends without paying out. */
export function releasesFunds(status: WithdrawalStatus): boolean {
  return status === 'rejected' || status === 'failed';
}

export const depositStatuses = [
  'pending_review',
  'confirming',
  'success',
  'rejected',
  'orphaned',
  'below_minimum',
] as const;
export type DepositStatus = (typeof depositStatuses)[number];

export const unfinishedDepositStatuses: readonly DepositStatus[] = ['pending_review'];

/** Wallet record states on the wire (SPEC section 4): 0 in progress, 1 success, 2 fail. */
export type RecordState = 0 | 1 | 2;

export function withdrawalRecordState(status: WithdrawalStatus): RecordState {
  if (status === 'success') return 1;
  if (status === 'rejected' || status === 'failed') return 2;
  return 0;
}

export function depositRecordState(status: DepositStatus): RecordState {
  if (status === 'success') return 1;
  if (status === 'pending_review' || status === 'confirming') return 0;
  return 2;
}
