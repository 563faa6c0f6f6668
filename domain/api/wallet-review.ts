// Endpoints of the operator's wallet review (`admin/deposit!*`, `admin/withdraw!*`,
// `admin/wallet!decisions`; CONTRACT.md "wallet", "withdrawals"): the deposits and withdrawals
// waiting for a decision, approve and reject with the reason the user reads, and the log of those
// decisions.
import { z } from 'zod';
import { idParam, optionalText, paged, pagingInput } from './common.ts';
import { endpointArea } from './define.ts';
import { decisionReasonFields } from './operator-fields.ts';
import { walletRecord } from './wallet.ts';

const operatorCalls = endpointArea({
  tag: 'Operator',
  auth: 'admin',
  permissions: ['finance.deposits'],
});

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const adminRecord = walletRecord.extend({
  userId: z.string(),
  username: z.string(),
  /**
   * Withdrawals in the review list: when the address was bound to the account (platform time),
   * so an address bound minutes before the withdrawal stands out; '' when not known.
   */
  addressBoundTime: z.string().optional(),
});

const reviewStatus = z.preprocess(
  blankToUndefined,
  z.enum(['pending', 'all', 'finished']).default('pending'),
);

export const adminDepositList = operatorCalls.read('admin/deposit!list', {
  auth: 'operator',
  summary: 'Deposits for review (`status` pending, finished or all), oldest pending first.',
  input: z.object({ ...pagingInput(20), status: reviewStatus }),
  output: paged(adminRecord),
});

/** `note` is the older name of `reason`; a rejection needs a reason (a standard code or text). */
const decisionInput = z.object({ id: idParam, ...decisionReasonFields, note: optionalText(500) });

export const adminDepositApprove = operatorCalls.write('admin/deposit!approve', {
  summary: 'Approves a pending manual deposit: the amount is credited. Logged with who and when.',
  input: decisionInput,
  output: adminRecord,
});

export const adminDepositReject = operatorCalls.write('admin/deposit!reject', {
  summary: 'Rejects a pending manual deposit (nothing is credited). Logged with who and when.',
  input: decisionInput,
  output: adminRecord,
});

export const adminWithdrawList = operatorCalls.read('admin/withdraw!list', {
  auth: 'operator',
  permissions: ['finance.withdrawals'],
  summary: 'Withdrawals for review (`status` pending, finished or all), oldest pending first.',
  input: z.object({ ...pagingInput(20), status: reviewStatus }),
  output: paged(adminRecord),
});

export const adminWithdrawApprove = operatorCalls.write('admin/withdraw!approve', {
  permissions: ['finance.withdrawals'],
  summary:
    'Approves a pending withdrawal: the payout job sends it from the hot wallet and marks it ' +
    'successful after the confirmations. Logged with who and when.',
  input: decisionInput,
  output: adminRecord,
});

export const adminWithdrawReject = operatorCalls.write('admin/withdraw!reject', {
  permissions: ['finance.withdrawals'],
  summary: 'Rejects a pending withdrawal and releases its held funds. Logged with who and when.',
  input: decisionInput,
  output: adminRecord,
});

export const operatorDecision = z.object({
  id: z.string(),
  operatorId: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  decision: z.string(),
  note: z.string(),
  createTime: z.string(),
});

export const adminDecisionList = operatorCalls.read('admin/wallet!decisions', {
  auth: 'operator',
  permissions: ['finance.deposits', 'finance.withdrawals'],
  summary: 'The log of operator decisions on deposits and withdrawals, newest first.',
  input: z.object({
    ...pagingInput(20),
    targetId: z.preprocess(blankToUndefined, idParam.optional()),
  }),
  output: paged(operatorDecision),
});
