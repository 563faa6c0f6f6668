// The claim rule itself: backed numbers pass in any script's digits, unknown numbers and
// unbacked promises are caught with their field, language and reason.
import { describe, expect, it } from 'vitest';
import { claimProblems, numbersIn, pageTextFields } from './brand-claims.ts';

describe('brand claims rule', () => {
  it('reads numbers in any script and ignores mail addresses and links', () => {
    expect(numbersIn('Sellers ship within ٢٤ hours.')).toEqual([24]);
    expect(numbersIn('Write to a1@b2.example, within 7 days.')).toEqual([7]);
    expect(numbersIn('See https://example.com/2024 for more')).toEqual([]);
  });

  it('lets the 7-day return window through, in every language', () => {
    const fields = pageTextFields({
      title: { en: 'Returns', ar: 'الإرجاع' },
      body: [{ en: 'Ask for a return within 7 days of receipt.', ar: 'خلال ٧ أيام من الاستلام.' }],
    });
    expect(claimProblems(fields)).toEqual([]);
  });

  it('refuses an unknown number in any language, naming field and language', () => {
    const problems = claimProblems(
      pageTextFields({ title: 'About', body: [{ en: 'We sell.', ar: 'نشحن خلال ٢٤ ساعة' }] }),
    );
    expect(problems).toMatchObject([{ field: 'body.0', lang: 'ar', kind: 'number', number: 24 }]);
  });

  it.each([
    ['delivery within 24 hours', 'serviceTime'],
    ['Trusted by buyers everywhere', 'verification'],
    ['Use a coupon at checkout', 'coupon'],
    ['Shipped with DHL', 'carrier'],
    ['Buyers in 50 countries', 'figures'],
    ['Support around the clock', 'serviceTime'],
  ])('refuses the promise "%s" (%s)', (text, kind) => {
    const problems = claimProblems([['body.0', { en: text }]]);
    expect(problems.map((problem) => problem.kind)).toContain(kind);
    const promise = problems.find((problem) => problem.kind === kind);
    expect(promise && 'reason' in promise ? promise.reason : '').not.toBe('');
  });

  it('checks promises in English only (the translations follow it)', () => {
    expect(claimProblems([['title', { en: 'Help', fr: 'Chat en direct' }]])).toEqual([]);
  });
});
