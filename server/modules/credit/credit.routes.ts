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
import { startPeriodicJob } from '../../platform/jobs.ts';
import { startLoanJobs } from './credit.jobs.ts';
import { eraseExpiredIdentities, sealLegacyIdentities } from './identity-upkeep.ts';
import { identityKeyOf } from '../../platform/identity-crypto.ts';
import * as kyc from './kyc.service.ts';
import { apply, decide } from './loan-application.service.ts';
import { productsForOperator, saveProduct } from './loan-products.service.ts';
import { products, quote } from './loan-quote.service.ts';
import { repay } from './loan-repayment.service.ts';
import { loansForOperator, myLoan, myLoans } from './loan-views.ts';

export function creditRoutes({ api, app, config, database, now }: ModuleDeps): void {
  const key = identityKeyOf(config);

  api.handle(kycSubmit, (input, ctx) => kyc.submit(ctx, key, input));
  api.handle(kycStatusEndpoint, async (_input, ctx) => ok(await kyc.status(ctx, key)));
  api.handle(adminKycList, async ({ pageNum, pageSize, status }, ctx) => {
    const { list, total } = await kyc.listForReview(ctx, key, status, { pageNum, pageSize });
    return ok({ pageList: list, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });
  api.handle(adminKycRevealId, ({ id }, ctx) => kyc.revealIdNumber(ctx, key, id));
  api.handle(adminKycApprove, ({ id, reasonCode, reason }, ctx) =>
    kyc.decide(ctx, key, { id, decision: 'approve', reasonCode, reason }),
  );
  api.handle(adminKycReject, ({ id, reasonCode, reason }, ctx) =>
    kyc.decide(ctx, key, { id, decision: 'reject', reasonCode, reason }),
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
    // The retention rule runs with the loan sweep; idempotent, safe on several servers.
    const stopErasing = startPeriodicJob({
      name: 'identity retention',
      intervalMs: config.credit.sweepIntervalMs,
      log: app.log,
      run: async () => {
        const erased = await eraseExpiredIdentities(database.db, config, now());
        if (erased > 0) app.log.info({ erased }, 'identity data erased by the retention rule');
      },
    });
    app.addHook('onClose', async () => {
      await stopErasing();
      await stop();
    });
    // Data from before the sealing is sealed once, in the background.
    app.addHook('onReady', async () => {
      void sealLegacyIdentities(database.db, config, key)
        .then((sealed) => {
          if (sealed > 0) app.log.info({ sealed }, 'identity data from before the sealing sealed');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'sealing identity data failed'));
    });
  }
}
