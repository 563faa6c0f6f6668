// The ceiling on the price of a loan (issue #33 "Loan prices have a ceiling"): an operator sets the
// highest annual percentage rate (system parameter `credit_apr_max`) and no product may cost more.
// A product's price is its dearest loan: the fee is fixed while interest is a share of the amount,
// so the smallest amount carries the highest APR, and the term that costs most per year decides.
import { D } from '../money.ts';
import { quoteLoan, type LoanTerms } from './quote.ts';

/** The system parameter holding the ceiling, in percent a year ("36" = 36 %). */
export const APR_CEILING_PARAMETER = 'credit_apr_max';
/** Until an operator sets one: the 36 % a year many usury laws use (e.g. the US Military Lending Act). */
export const DEFAULT_APR_CEILING = '36';

/**
 * The highest APR (percent, two decimals, as `LoanQuote.apr`) a loan of this product can have:
 * the quote of its smallest amount over each of its terms. Null when no term can be quoted.
 */
export function productMaxApr(
  terms: LoanTerms,
  minAmount: string,
  termDays: readonly number[],
): string | null {
  const amount = new D(minAmount).toFixed(2);
  let highest: string | null = null;
  for (const term of termDays) {
    const quoted = quoteLoan(terms, amount, term, '2000-01-01');
    if (!quoted.ok) continue;
    if (highest === null || new D(quoted.quote.apr).gt(highest)) highest = quoted.quote.apr;
  }
  return highest;
}

/** Whether an APR (percent) is above the ceiling (percent); equal is allowed. */
export function aboveCeiling(apr: string, ceiling: string): boolean {
  return new D(apr).gt(ceiling);
}
