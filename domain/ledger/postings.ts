// Named postings: every money movement of the platform as a pure function returning balanced legs
// (they sum to zero; postings.test.ts checks it on random amounts). Services post these through
// the ledger module and never build signed legs by hand.
import { D } from '../money.ts';
import { splitRelease } from '../orders/pricing.ts';
import { withdrawalDebit } from '../wallet/amounts.ts';
import {
  clearing,
  feeIncome,
  loanPool,
  orderEscrow,
  sellerAvailable,
  userAvailable,
  userHeld,
  type AccountRef,
} from './accounts.ts';

export interface PostingLeg {
  account: AccountRef;
  /** Signed decimal string: positive adds to the account, negative takes from it. */
  amount: string;
}

const credit = (account: AccountRef, amount: string): PostingLeg => ({
  account,
  amount: new D(amount).toFixed(),
});
const debit = (account: AccountRef, amount: string): PostingLeg => ({
  account,
  amount: new D(amount).negated().toFixed(),
});
const nonZero = (leg: PostingLeg) => !new D(leg.amount).isZero();

/** A deposit arrives: the channel's clearing account (`manual:<network>` or the chain network) pays the user. */
export function depositCredit(channel: string, userId: string, amount: string): PostingLeg[] {
  return [debit(clearing(channel), amount), credit(userAvailable(userId), amount)];
}

/** A withdrawal is applied: amount + fee move from available to held. */
export function withdrawalHold(userId: string, amount: string, fee: string): PostingLeg[] {
  const total = withdrawalDebit(amount, fee);
  return [debit(userAvailable(userId), total), credit(userHeld(userId), total)];
}

/** A withdrawal is rejected or fails: the held amount + fee go back to available. */
export function withdrawalRelease(userId: string, amount: string, fee: string): PostingLeg[] {
  const total = withdrawalDebit(amount, fee);
  return [debit(userHeld(userId), total), credit(userAvailable(userId), total)];
}

/** A withdrawal is paid out on chain: held -> the network's clearing account, the fee -> income. */
export function withdrawalSettle(w: {
  userId: string;
  network: string;
  amount: string;
  fee: string;
}): PostingLeg[] {
  const legs = [
    debit(userHeld(w.userId), withdrawalDebit(w.amount, w.fee)),
    credit(clearing(w.network), w.amount),
  ];
  if (new D(w.fee).gt(0)) legs.push(credit(feeIncome(), w.fee));
  return legs;
}

export interface OrderMoney {
  orderId: string;
  /** The buyer. */
  userId: string;
  sellerId: string;
  currency: string;
  total: string;
}

/** The buyer pays an order from their balance into the order's escrow. */
export function orderPay(order: OrderMoney): PostingLeg[] {
  return [
    debit(userAvailable(order.userId, order.currency), order.total),
    credit(orderEscrow(order.orderId, order.currency), order.total),
  ];
}

/**
 * Receipt: escrow pays the store, less the platform's commission (the rate fixed at order time)
 * to fee income. Zero legs (no commission) are left out.
 */
export function orderRelease(order: OrderMoney, commissionRate: string): PostingLeg[] {
  const split = splitRelease(order.total, commissionRate);
  return [
    debit(orderEscrow(order.orderId, order.currency), order.total),
    credit(sellerAvailable(order.sellerId, order.currency), split.seller),
    credit(feeIncome(order.currency), split.commission),
  ].filter(nonZero);
}

/** A refund before release: escrow pays the buyer back. */
export function orderRefundFromEscrow(order: OrderMoney): PostingLeg[] {
  return [
    debit(orderEscrow(order.orderId, order.currency), order.total),
    credit(userAvailable(order.userId, order.currency), order.total),
  ].filter(nonZero);
}

/**
 * A refund after release (a return): the store gives back what it received and the platform its
 * commission, so the buyer gets the whole total.
 */
export function orderRefundAfterRelease(order: OrderMoney, commission: string): PostingLeg[] {
  const total = new D(order.total);
  return [
    debit(sellerAvailable(order.sellerId, order.currency), total.minus(commission).toFixed()),
    debit(feeIncome(order.currency), commission),
    credit(userAvailable(order.userId, order.currency), order.total),
  ].filter(nonZero);
}

/** A store owner moves store earnings to their own wallet, from where withdrawals pay out. */
export function storeTransfer(sellerId: string, ownerUserId: string, amount: string): PostingLeg[] {
  return [debit(sellerAvailable(sellerId), amount), credit(userAvailable(ownerUserId), amount)];
}

/** An approved loan is paid out: the platform's lending pool -> the borrower's wallet. */
export function loanDisburse(userId: string, amount: string): PostingLeg[] {
  return [debit(loanPool(), amount), credit(userAvailable(userId), amount)];
}

/** The borrower repays (instalment, early settlement, late charge): wallet -> lending pool. */
export function loanRepay(userId: string, amount: string): PostingLeg[] {
  return [debit(userAvailable(userId), amount), credit(loanPool(), amount)];
}

/**
 * A sales-share loan: part of a store release is withheld for the owner's loan. It passes through
 * the owner's wallet (followed by `loanRepay` in the same transaction) so the borrower sees both
 * movements in the wallet history.
 */
export function loanWithhold(sellerId: string, ownerUserId: string, amount: string): PostingLeg[] {
  return [debit(sellerAvailable(sellerId), amount), credit(userAvailable(ownerUserId), amount)];
}
