import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedEvents, decideTransition, type TransitionResult } from '../state-machine.ts';
import {
  OrderStatus as S,
  orderTransitions,
  type OrderActor,
  type OrderEvent,
  type OrderStatus,
} from './order-status.ts';

const actors: OrderActor[] = ['buyer', 'seller', 'operator', 'system'];
const statuses = Object.values(S) as OrderStatus[];
const events = Object.keys(orderTransitions) as OrderEvent[];

// Every (status, event, actor) decided explicitly: the rules of SPEC.md section 4.
const allowed: Array<[OrderStatus, OrderEvent, OrderActor, OrderStatus]> = [
  [S.pendingPayment, 'pay', 'buyer', S.pendingShipment],
  [S.pendingPayment, 'cancel', 'buyer', S.cancelled],
  [S.pendingPayment, 'timeoutCancel', 'system', S.cancelled],
  [S.pendingShipment, 'sellerConfirm', 'seller', S.confirmed],
  [S.pendingShipment, 'ship', 'seller', S.toBeReceived],
  [S.confirmed, 'ship', 'seller', S.toBeReceived],
  [S.toBeReceived, 'receipt', 'buyer', S.toBeReviewed],
  [S.toBeReceived, 'autoReceipt', 'system', S.toBeReviewed],
  [S.toBeReviewed, 'review', 'buyer', S.reviewed],
  [S.toBeReviewed, 'defaultReview', 'system', S.reviewed],
  [S.pendingShipment, 'requestRefund', 'buyer', S.refund],
  [S.confirmed, 'requestRefund', 'buyer', S.refund],
  [S.toBeReviewed, 'requestReturn', 'buyer', S.refund],
  [S.refund, 'approveRefund', 'operator', S.refund],
  [S.refund, 'approveRefund', 'seller', S.refund],
  [S.refund, 'rejectRefund', 'operator', S.refund],
  [S.refund, 'disputeRefund', 'seller', S.refund],
];

describe('order state machine', () => {
  it('allows exactly the listed transitions, for exactly the listed actors', () => {
    for (const status of statuses) {
      for (const event of events) {
        for (const actor of actors) {
          const expected = allowed.find(([s, e, a]) => s === status && e === event && a === actor);
          const result = decideTransition(orderTransitions, status, event, actor);
          expect(result.ok, `${status} ${event} by ${actor}`).toBe(Boolean(expected));
          if (expected && result.ok) expect(result.to).toBe(expected[3]);
        }
      }
    }
  });

  it('never lets a seller cancel, and only pending-payment orders can be cancelled', () => {
    for (const status of statuses) {
      expect(decideTransition(orderTransitions, status, 'cancel', 'seller').ok).toBe(false);
      expect(decideTransition(orderTransitions, status, 'cancel', 'buyer').ok).toBe(
        status === S.pendingPayment,
      );
    }
  });

  it('refuses a refund once shipped and before receipt', () => {
    expect(decideTransition(orderTransitions, S.toBeReceived, 'requestRefund', 'buyer')).toEqual({
      ok: false,
      reason: 'stateNotAllowed',
    });
    expect(decideTransition(orderTransitions, S.toBeReceived, 'requestReturn', 'buyer').ok).toBe(
      false,
    );
  });

  it('keeps cancelled orders final under any sequence of events', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...events), fc.constantFrom(...actors)), {
          maxLength: 30,
        }),
        (steps) => {
          let status: OrderStatus = S.cancelled;
          for (const [event, actor] of steps) {
            const result: TransitionResult<OrderStatus> = decideTransition(
              orderTransitions,
              status,
              event,
              actor,
            );
            if (result.ok) status = result.to;
          }
          expect(status).toBe(S.cancelled);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never reaches "reviewed" without passing receipt, whatever the sequence', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...events), fc.constantFrom(...actors)), {
          maxLength: 30,
        }),
        (steps) => {
          let status: OrderStatus = S.pendingPayment;
          let received = false;
          for (const [event, actor] of steps) {
            const result: TransitionResult<OrderStatus> = decideTransition(
              orderTransitions,
              status,
              event,
              actor,
            );
            if (!result.ok) continue;
            if (event === 'receipt' || event === 'autoReceipt') received = true;
            status = result.to;
            if (status === S.reviewed) expect(received).toBe(true);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('lists the buttons a buyer sees for a status', () => {
    expect(allowedEvents(orderTransitions, S.pendingPayment, 'buyer').sort()).toEqual([
      'cancel',
      'pay',
    ]);
    expect(allowedEvents(orderTransitions, S.toBeReceived, 'buyer')).toEqual(['receipt']);
  });
});
