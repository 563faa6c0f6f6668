import { describe, expect, it } from 'vitest';
import { refusalText } from './refusal-text.ts';

/** What the API client throws for a refusal (its `ApiError`, which needs the Lingui macros to load). */
const refused = (message: string, errorKey: string) =>
  Object.assign(new Error(message), { name: 'ApiError', code: '1', status: 200, errorKey });

describe("a wallet screen's refusal", () => {
  it("keeps the server's text with the configured hold's end, not a fixed 24 hours", () => {
    const text = refusalText(
      refused(
        'Die Auszahlungsadresse wurde kürzlich geändert; Auszahlungen sind ab 2026-11-28 09:00:00 möglich',
        'wallet.addressOnHold',
      ),
      'Submit failed',
    );
    expect(text).toContain('2026-11-28 09:00:00');
    expect(text).not.toContain('24');
  });

  it("keeps the operator's reason and the limits in force", () => {
    const locked = 'Account restricted, please contact customer service. Reason: chargeback review';
    expect(refusalText(refused(locked, 'auth.businessLocked'), 'Submit failed')).toBe(locked);
    const window = 'Withdrawal is not allowed at this time (09:00-17:00)';
    expect(refusalText(refused(window, 'wallet.withdrawOutsideTime'), 'x')).toBe(window);
    const range = 'The amount is outside the limits (10 - 100000)';
    expect(refusalText(refused(range, 'wallet.amountOutOfRange'), 'x')).toBe(range);
  });

  it('falls back only when there is no answer to show', () => {
    expect(refusalText(new Error('socket hang up'), 'Submit failed')).toBe('Submit failed');
    expect(refusalText(refused('', 'wallet.amountInvalid'), 'Submit failed')).toBe('Submit failed');
  });
});
