// Routes of merchant credit: the borrower's `kyc!*` and `loan!*`, the operator's `admin/kyc!*`,
// `admin/loanProduct!*` and `admin/loan!*`, and the daily loan sweep. Thin: the services decide.
import { makePageInfo } from '../../../domain/api/common.ts';
import {
  adminKycApprove,
  adminKycList,
  adminKycReject,
  adminKycRevealId,
  adminLoanApprove,
  adminLoanList,
  adminLoanProductList,
  adminLoanProductSave,
  adminLoanReject,
  kycStatusEndpoint,
  kycSubmit,
  loanApply,
  loanInfo,
  loanList,
  loanProducts,
  loanQuote,
  loanRepay,
} from '../../../domain/api/credit.ts';
import { ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { startLoanJobs } from './credit.jobs.ts';
import { resolveKycKey } from './kyc-crypto.ts';
import * as kyc from './kyc.service.ts';
import { apply, decide } from './loan-application.service.ts';
import { productsForOperator, saveProduct } from './loan-products.service.ts';
import { products, quote } from './loan-quote.service.ts';
import { repay } from './loan-repayment.service.ts';
import { loansForOperator, myLoan, myLoans } from './loan-views.ts';

export function creditRoutes({ api, app, config, database, now }: ModuleDeps): void {
  const key = resolveKycKey(config);

  api.handle(kycSubmit, (input, ctx) => kyc.submit(ctx, key, input));
  api.handle(kycStatusEndpoint, async (_input, ctx) => ok(await kyc.status(ctx)));
  api.handle(adminKycList, async ({ pageNum, pageSize, status }, ctx) => {
    const { list, total } = await kyc.listForReview(ctx, status, { pageNum, pageSize });
    return ok({ pageList: list, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });
  api.handle(adminKycRevealId, ({ id }, ctx) => kyc.revealIdNumber(ctx, key, id));
  api.handle(adminKycApprove, ({ id, reasonCode, reason }, ctx) =>
    kyc.decide(ctx, { id, decision: 'approve', reasonCode, reason }),
  );
  api.handle(adminKycReject, ({ id, reasonCode, reason }, ctx) =>
    kyc.decide(ctx, { id, decision: 'reject', reasonCode, reason }),
  );

  api.handle(adminLoanProductList, async (_input, ctx) => ok(await productsForOperator(ctx)));
  api.handle(adminLoanProductSave, (input, ctx) => saveProduct(ctx, input));

  api.handle(loanProducts, async (_input, ctx) => ok(await products(ctx)));
  api.handle(loanQuote, (input, ctx) => quote(ctx, input));
  api.handle(loanApply, (input, ctx) => apply(ctx, input));
  api.handle(loanList, async ({ pageNum, pageSize }, ctx) => {
    const { list, total } = await myLoans(ctx, { pageNum, pageSize });
    return ok({ pageList: list, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });
  api.handle(loanInfo, ({ loanId }, ctx) => myLoan(ctx, loanId));
  api.handle(loanRepay, (input, ctx) => repay(ctx, input));

  api.handle(adminLoanList, async ({ pageNum, pageSize, status }, ctx) => {
    const { list, total } = await loansForOperator(ctx, status, { pageNum, pageSize });
    return ok({ pageList: list, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });
  api.handle(adminLoanApprove, ({ id, reasonCode, reason }, ctx) =>
    decide(ctx, { id, decision: 'approve', reasonCode, reason }),
  );
  api.handle(adminLoanReject, ({ id, reasonCode, reason }, ctx) =>
    decide(ctx, { id, decision: 'reject', reasonCode, reason }),
  );

  if (config.credit.sweepIntervalMs > 0) {
    const stop = startLoanJobs({
      db: database.db,
      intervalMs: config.credit.sweepIntervalMs,
      timeZone: config.platformTimeZone,
      now,
      log: app.log,
    });
    app.addHook('onClose', async () => stop());
  }
}
