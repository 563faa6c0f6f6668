import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buyerActions,
  orderParameterDefaults,
  parseCount,
  parseRate,
  refundRequestFor,
  sellerEvents,
  serialNumber,
  withinReturnWindow,
} from './order-rules.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-04-10T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

describe('refundRequestFor', () => {
  it.each([
    [-1, null, { ok: false, key: 'order.statusNotOperable' }],
    [0, null, { ok: false, key: 'order.statusNotOperable' }],
    [1, null, { ok: true, event: 'requestRefund' }],
    [2, null, { ok: true, event: 'requestRefund' }],
    [3, null, { ok: false, key: 'order.shippedNoRefund' }],
    [4, daysAgo(1), { ok: true, event: 'requestReturn' }],
    [4, daysAgo(7), { ok: true, event: 'requestReturn' }],
    [4, daysAgo(7.001), { ok: false, key: 'order.returnWindowClosed' }],
    [4, null, { ok: false, key: 'order.returnWindowClosed' }],
    [5, daysAgo(1), { ok: false, key: 'order.statusNotOperable' }],
    [6, daysAgo(1), { ok: false, key: 'order.statusNotOperable' }],
  ] as const)('status %i received %s', (status, receivedAt, expected) => {
    expect(refundRequestFor(status, receivedAt, now)).toEqual(expected);
  });

  it('the return window is exactly 7 days', () => {
    expect(withinReturnWindow(daysAgo(7), now)).toBe(true);
    expect(withinReturnWindow(new Date(daysAgo(7).getTime() - 1), now)).toBe(false);
  });
});

describe('buyerActions', () => {
  const actions = (status: number, reminded = false, receivedDaysAgo: number | null = null) =>
    buyerActions({
      status,
      remindedAt: reminded ? now : null,
      receivedAt: receivedDaysAgo === null ? null : daysAgo(receivedDaysAgo),
      now,
    });

  it.each([
    [-1, ['buyAgain']],
    [0, ['cancel', 'pay', 'buyAgain']],
    [1, ['remind', 'refund', 'buyAgain']],
    [2, ['remind', 'refund', 'buyAgain']],
    [3, ['receipt', 'logistics', 'buyAgain']],
    [5, ['logistics', 'buyAgain']],
    [6, ['logistics', 'buyAgain']],
  ] as const)('status %i', (status, expected) => {
    expect(actions(status)).toEqual(expected);
  });

  it('hides remind once reminded and refund after the return window', () => {
    expect(actions(1, true)).toEqual(['refund', 'buyAgain']);
    expect(actions(4, false, 1)).toEqual(['refund', 'review', 'logistics', 'buyAgain']);
    expect(actions(4, false, 8)).toEqual(['review', 'logistics', 'buyAgain']);
  });

  it('sellers confirm and ship only paid orders, and answer refund requests', () => {
    expect(sellerEvents(1)).toEqual(['sellerConfirm', 'ship']);
    expect(sellerEvents(2)).toEqual(['ship']);
    expect(sellerEvents(6)).toEqual(['approveRefund', 'disputeRefund']);
    for (const status of [-1, 0, 3, 4, 5]) expect(sellerEvents(status)).toEqual([]);
  });
});

describe('parameters', () => {
  it('falls back to the default on malformed or negative values', () => {
    expect(parseRate('0.05', '0')).toBe('0.05');
    expect(parseRate(' 2 ', '0')).toBe('2');
    for (const bad of ['-1', 'abc', '', '1e3', '0.12345678901', null, undefined])
      expect(parseRate(bad, '0.1')).toBe('0.1');
    expect(parseCount('30', '1440')).toBe(30);
    for (const bad of ['0', '-5', '1.5', 'x', '', null]) expect(parseCount(bad, '1440')).toBe(1440);
  });

  it('every default parses as itself', () => {
    for (const value of Object.values(orderParameterDefaults))
      expect(parseRate(value, 'x')).toBe(value);
  });
});

describe('serialNumber', () => {
  it('is the local time followed by 6 digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (random) => {
        expect(serialNumber('20260410200000', random)).toMatch(/^20260410200000\d{6}$/);
      }),
    );
    expect(serialNumber('20260410200000', 42)).toBe('20260410200000000042');
  });
});
