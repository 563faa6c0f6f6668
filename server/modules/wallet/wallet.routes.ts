// Routes of the wallet: balance and history, deposits, withdrawal address, withdrawals and the
// third-party channel. Thin: the service decides.
import { makePageInfo } from '../../../domain/api/common.ts';
import {
  bindWithdrawAddress,
  channelList,
  getUsdt,
  rechargeFee,
  rechargeGet,
  rechargeList,
  rechargeOpen,
  recharge,
  thirdPartyCoinList,
  thirdPartyPhp,
  thirdPartyRecharge,
  walletHistory,
  withdrawApply,
  withdrawFee,
  withdrawGet,
  withdrawList,
  withdrawOpen,
} from '../../../domain/api/wallet.ts';
import { WALLET_CURRENCY } from '../../../domain/ledger/accounts.ts';
import { fail, ok } from '../../../domain/errors.ts';
import { requireUser } from '../../platform/context.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { thirdPartyProvider } from './third-party.ts';
import * as balance from './balance.service.ts';
import * as deposit from './deposit.service.ts';
import * as withdrawal from './withdrawal.service.ts';
import { manualWithoutWayOut } from './wallet.config.ts';

export function walletRoutes({ api, app, config }: ModuleDeps): void {
  if (manualWithoutWayOut(config.wallet))
    app.log.warn(
      'manual deposits are switched on but no withdrawal network is configured (CHAIN_RPC_URL): ' +
        'they stay closed and each deposit is refused with wallet.noWayOut',
    );
  api.handle(getUsdt, async (_input, ctx) =>
    ok({ ...(await balance.balances(ctx)), currency: WALLET_CURRENCY }),
  );

  api.handle(walletHistory, async ({ pageNum, pageSize, type }, ctx) => {
    const { rows, total } = await balance.walletHistory(ctx, { pageNum, pageSize }, type);
    return ok({ pageList: rows, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });

  api.handle(channelList, async (_input, ctx) => ok(await deposit.depositChannels(ctx)));

  api.handle(rechargeOpen, async (_input, ctx) =>
    ok({ session_token: await balance.openSessionToken(ctx, 'recharge') }),
  );

  api.handle(recharge, async (input, ctx) => deposit.manualDeposit(ctx, input));

  api.handle(rechargeList, async ({ pageNum, pageSize }, ctx) =>
    ok(await deposit.listUserDeposits(ctx, { pageNum, pageSize })),
  );

  api.handle(rechargeGet, async ({ id }, ctx) => deposit.getUserDeposit(ctx, id));

  api.handle(rechargeFee, async ({ symbol }, ctx) => ok(await deposit.depositFeeInfo(ctx, symbol)));

  const provider = thirdPartyProvider();
  api.handle(thirdPartyCoinList, async () =>
    provider ? provider.coinList() : fail('wallet.channelNotOpened'),
  );
  api.handle(thirdPartyRecharge, async (input, ctx) =>
    provider
      ? provider.recharge(requireUser(ctx).userId, 1, input)
      : fail('wallet.channelNotOpened'),
  );
  thirdPartyPhp.forEach((endpoint, index) => {
    api.handle(endpoint, async (input, ctx) =>
      provider
        ? provider.recharge(requireUser(ctx).userId, index + 1, input)
        : fail('wallet.channelNotOpened'),
    );
  });

  api.handle(bindWithdrawAddress, async (input, ctx) => withdrawal.bindWithdrawAddress(ctx, input));

  api.handle(withdrawOpen, async (_input, ctx) =>
    ok({ session_token: await balance.openSessionToken(ctx, 'withdraw') }),
  );

  api.handle(withdrawFee, async (input, ctx) => withdrawal.withdrawFeeInfo(ctx, input));

  api.handle(withdrawApply, async (input, ctx) => withdrawal.applyWithdrawal(ctx, input));

  api.handle(withdrawList, async ({ pageNum, pageSize, status }, ctx) => {
    const { rows, total } = await withdrawal.listUserWithdrawals(
      ctx,
      { pageNum, pageSize },
      status,
    );
    return ok({ pageList: rows, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });

  api.handle(withdrawGet, async ({ id }, ctx) => withdrawal.getUserWithdrawal(ctx, id));
}
