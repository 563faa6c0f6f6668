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
import type { AuthUser, RequestContext } from '../../platform/context.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { thirdPartyProvider } from './third-party.ts';
import * as wallet from './wallet.service.ts';

/** Routes with auth 'user' always have a user; this narrows the type. */
function userOf(ctx: RequestContext): AuthUser {
  if (!ctx.user) throw new Error('route requires a user');
  return ctx.user;
}

export function walletRoutes({ api, config }: ModuleDeps): void {
  const env: wallet.WalletEnv = {
    config: config.wallet,
    tz: config.platformTimeZone,
  };

  api.handle(getUsdt, async (_input, ctx) => {
    const { userId } = userOf(ctx);
    const [money, frozen] = await Promise.all([
      wallet.availableBalance(ctx.db, userId),
      wallet.heldBalance(ctx.db, userId),
    ]);
    return ok({ money, frozen, currency: WALLET_CURRENCY });
  });

  api.handle(walletHistory, async ({ pageNum, pageSize, type }, ctx) => {
    const { rows, total } = await wallet.walletHistory(
      ctx.db,
      env,
      userOf(ctx).userId,
      { pageNum, pageSize },
      type,
    );
    return ok({ pageList: rows, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });

  api.handle(channelList, async (_input, ctx) =>
    ok(await wallet.depositChannels(ctx.db, env, userOf(ctx).userId, ctx.now())),
  );

  api.handle(rechargeOpen, async (_input, ctx) =>
    ok({
      session_token: await wallet.openSessionToken(
        ctx.db,
        userOf(ctx).userId,
        'recharge',
        ctx.now(),
      ),
    }),
  );

  api.handle(recharge, async (input, ctx) =>
    wallet.manualDeposit(ctx.db, env, userOf(ctx).userId, input, ctx.idempotencyKey, ctx.now()),
  );

  api.handle(rechargeList, async ({ pageNum, pageSize }, ctx) =>
    ok(await wallet.listUserDeposits(ctx.db, env, userOf(ctx).userId, { pageNum, pageSize })),
  );

  api.handle(rechargeGet, async ({ id }, ctx) =>
    wallet.getUserDeposit(ctx.db, env, userOf(ctx).userId, id),
  );

  api.handle(rechargeFee, async ({ symbol }) => ok(wallet.depositFeeInfo(env, symbol)));

  const provider = thirdPartyProvider();
  api.handle(thirdPartyCoinList, async () =>
    provider ? provider.coinList() : fail('wallet.channelNotOpened'),
  );
  api.handle(thirdPartyRecharge, async (input, ctx) =>
    provider ? provider.recharge(userOf(ctx).userId, 1, input) : fail('wallet.channelNotOpened'),
  );
  thirdPartyPhp.forEach((endpoint, index) => {
    api.handle(endpoint, async (input, ctx) =>
      provider
        ? provider.recharge(userOf(ctx).userId, index + 1, input)
        : fail('wallet.channelNotOpened'),
    );
  });

  api.handle(bindWithdrawAddress, async (input, ctx) =>
    wallet.bindWithdrawAddress(ctx.db, env, userOf(ctx).userId, input, ctx.now()),
  );

  api.handle(withdrawOpen, async (_input, ctx) =>
    ok({
      session_token: await wallet.openSessionToken(
        ctx.db,
        userOf(ctx).userId,
        'withdraw',
        ctx.now(),
      ),
    }),
  );

  api.handle(withdrawFee, async (input, ctx) =>
    wallet.withdrawFeeInfo(ctx.db, env, userOf(ctx).userId, input, ctx.now()),
  );

  api.handle(withdrawApply, async (input, ctx) =>
    wallet.applyWithdrawal(ctx.db, env, userOf(ctx).userId, input, ctx.idempotencyKey, ctx.now()),
  );

  api.handle(withdrawList, async ({ pageNum, pageSize, status }, ctx) => {
    const { rows, total } = await wallet.listUserWithdrawals(
      ctx.db,
      env,
      userOf(ctx).userId,
      { pageNum, pageSize },
      status,
    );
    return ok({ pageList: rows, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });

  api.handle(withdrawGet, async ({ id }, ctx) =>
    wallet.getUserWithdrawal(ctx.db, env, userOf(ctx).userId, id),
  );
}
