// Every named posting balances: its legs sum to zero and form a valid transfer, whatever the amounts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money.ts';
import {
  depositCredit,
  orderPay,
  orderRefundAfterRelease,
  orderRefundFromEscrow,
  orderRelease,
  storeTransfer,
  withdrawalHold,
  withdrawalRelease,
  withdrawalSettle,
  type OrderMoney,
  type PostingLeg,
} from './postings.ts';
import { transferProblem } from './transfer.ts';
import { splitRelease } from '../orders/pricing.ts';

const amountArb = fc
  .tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 99 }))
  .map(([whole, cents]) => new D(`${whole}.${String(cents).padStart(2, '0')}`).toFixed())
  .filter((text) => !new D(text).isZero());
const feeArb = fc.oneof(fc.constant('0'), amountArb);
const rateArb = fc.integer({ min: 0, max: 3000 }).map((bp) => new D(bp).div(10_000).toFixed());
const orderArb: fc.Arbitrary<OrderMoney> = fc.record({
  orderId: fc.uuid(),
  userId: fc.uuid(),
  sellerId: fc.uuid(),
  currency: fc.constant('USDT'),
  total: amountArb,
});

function expectBalanced(legs: PostingLeg[]): void {
  const total = legs.reduce((sum, leg) => sum.plus(leg.amount), new D(0));
  expect(total.isZero()).toBe(true);
  const keyed = legs.map((leg) => ({ account: leg.account.code, amount: leg.amount }));
  expect(transferProblem(keyed)).toBeNull();
}

describe('named postings balance', () => {
  it('deposit credit', () => {
    fc.assert(
      fc.property(fc.constantFrom('ERC20', 'manual:TRC20'), fc.uuid(), amountArb, (ch, u, a) =>
        expectBalanced(depositCredit(ch, u, a)),
      ),
    );
  });
  it('withdrawal hold, release and settle', () => {
    fc.assert(
      fc.property(fc.uuid(), amountArb, feeArb, (userId, amount, fee) => {
        expectBalanced(withdrawalHold(userId, amount, fee));
        expectBalanced(withdrawalRelease(userId, amount, fee));
        expectBalanced(withdrawalSettle({ userId, network: 'ERC20', amount, fee }));
      }),
    );
  });
  it('order pay, release with commission, and both refunds', () => {
    fc.assert(
      fc.property(orderArb, rateArb, (order, rate) => {
        expectBalanced(orderPay(order));
        expectBalanced(orderRelease(order, rate));
        expectBalanced(orderRefundFromEscrow(order));
        const { commission } = splitRelease(order.total, rate);
        const refund = orderRefundAfterRelease(order, commission);
        expectBalanced(refund);
        // The buyer gets the whole total back.
        expect(refund.at(-1)?.amount).toBe(new D(order.total).toFixed());
      }),
    );
  });
  it('store transfer', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), amountArb, (seller, owner, a) =>
        expectBalanced(storeTransfer(seller, owner, a)),
      ),
    );
  });
});
