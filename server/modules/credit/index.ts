// What other modules may use of merchant credit: the order module withholds a sales-share loan's
// part of a store release inside the release's transaction.
export { withholdFromRelease } from './loan-repayment.service.ts';
// An account closure waits for a loan application or a loan not yet finished.
export { unfinishedLoanOf } from './credit.repository.ts';
