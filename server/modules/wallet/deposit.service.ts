// Deposits of a user: the chain deposit address and channel, manual deposits (payment proof or
// bank card) waiting for an operator, and the user's deposit records.
import { sql } from 'drizzle-orm';
import type { WalletRecord } from '../../../domain/api/wallet.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { WALLET_CURRENCY } from '../../../domain/ledger/accounts.ts';
import { D } from '../../../domain/money.ts';
import {
  amountProblem,
  manualDepositLimits,
  MANUAL_DEPOSIT_DECIMALS,
} from '../../../domain/wallet/amounts.ts';
import { quoteFiatDeposit } from '../../../domain/wallet/exchange-rate.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { withIdempotency } from '../../platform/transaction.ts';
import type { ExchangeRateRow } from './exchange-rates.repository.ts';
import { freshRate, offeredBankCurrencies } from './exchange-rates.service.ts';
import { depositRecord, newSerial } from './format.ts';
import { networkHealthByCode } from './network-health.service.ts';
import { familyRules } from './network-family.ts';
import {
  manualMethods,
  manualWithoutWayOut,
  networkOf,
  networksOf,
  type ChainNetworkConfig,
} from './wallet.config.ts';
import { amountFailure, lockUser } from './wallet.shared.ts';
import * as repo from './wallet.repository.ts';
import { walletSettings } from './wallet.settings.ts';

const proofImage = /^\/uploads\/recharge\/[0-9a-z]{26}\.(jpg|png|webp)$/;

/**
 * The caller's deposit address on a network, derived on first use (in its family's key form).
 * Every network uses the user's one derivation index, so a buyer has one address on every network
 * of a family (every EVM network); a transfer is credited on the network it was made on, as the
 * deposit screen says.
 */
async function depositAddressOf(ctx: ServiceContext, userId: string, network: ChainNetworkConfig) {
  const existing = await repo.findDepositAddress(ctx.db, userId, network.code);
  if (existing) return existing.address;
  return ctx.db.transaction(async (tx) => {
    // One allocator at a time over all networks: indexes are dense and never serve two users.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('deposit-address'))`);
    const again = await repo.findDepositAddress(tx, userId, network.code);
    if (again) return again.address;
    const index =
      (await repo.derivationIndexOfUser(tx, userId)) ?? (await repo.nextDerivationIndex(tx));
    const address = familyRules(network).depositAddress(network.depositXpub, index);
    await repo.insertDepositAddress(tx, {
      userId,
      network: network.code,
      derivationIndex: index,
      address,
      createdAt: ctx.now,
    });
    return address;
  });
}

export async function depositChannels(ctx: ServiceContext) {
  const { userId } = requireUser(ctx);
  const networks = networksOf(ctx.config.wallet);
  const health = await networkHealthByCode(ctx.db, ctx.config.wallet, ctx.now);
  const channels = [];
  for (const network of networks) {
    const address = await depositAddressOf(ctx, userId, network);
    const status = health.get(network.code);
    channels.push({
      coin: network.coin,
      blockchain_name: network.code,
      family: network.family,
      label: network.label ?? network.code,
      // Kept in the family's key form (EVM: lower-case); shown as people read it (the checksum).
      address: familyRules(network).displayAddress(address),
      tokenContract: network.tokenAddress,
      decimals: network.decimals,
      confirmations: network.confirmations,
      min: network.depositMin,
      chainId: network.chainId,
      testNetwork: network.testNetwork,
      available: status?.available ?? true,
      confirmSeconds: status?.confirmSeconds ?? 0,
      explorerAddressUrl: network.explorerAddressUrl ?? '',
    });
  }
  return channels;
}

export interface ManualDepositInput {
  session_token: string;
  symbol?: string | undefined;
  amount: string;
  channel?: string | undefined;
  address?: string | undefined;
  img?: string | undefined;
  bank_name?: string | undefined;
  card_number?: string | undefined;
}

export async function manualDeposit(
  ctx: ServiceContext,
  input: ManualDepositInput,
): Promise<Result<WalletRecord>> {
  const { userId } = requireUser(ctx);
  const wallet = await walletSettings(ctx.db, ctx.config.wallet);
  const tz = ctx.config.platformTimeZone;
  const manual = wallet.manualDeposit;
  const open = manualMethods(wallet);
  // Money that could only come in is refused with the reason, not taken.
  if (manualWithoutWayOut(wallet)) return fail('wallet.noWayOut');
  if (!open.proof && !open.bank) return fail('wallet.channelNotOpened');
  if (!input.symbol) return fail('wallet.currencyRequired');
  const currency = input.symbol.toUpperCase();
  const isBank = input.bank_name !== undefined || input.card_number !== undefined;
  // A bank transfer is in a currency the bank account takes; a proof payment is in USDT.
  if (!isBank && currency !== WALLET_CURRENCY) return fail('wallet.channelNotOpened');
  // Nobody can pay to a place the platform has not given: that method is not open.
  if (isBank ? !open.bank : !open.proof) return fail('wallet.channelNotOpened');
  if (isBank && !wallet.bankCurrencies.includes(currency))
    return fail('wallet.currencyNotOffered', { currency });
  if (isBank && (!input.bank_name || !input.card_number)) return fail('wallet.bankDetailsRequired');
  // The last four digits (a full number is accepted from older clients and cut to four).
  if (isBank && !/^(\d{4}|[0-9 -]{8,32})$/.test(input.card_number ?? ''))
    return fail('param.invalid', { field: 'card_number' });
  if (!isBank && !input.img) return fail('wallet.proofRequired');
  // Only a picture uploaded here (uploadimg!execute): never an outside link shown to operators.
  if (!isBank && !proofImage.test(input.img ?? '')) return fail('param.invalid', { field: 'img' });
  const limits = manualDepositLimits(manual.max);
  // A fiat bank deposit: quoted at the currency's fresh rate (none: not offered), its USDT worth
  // within the limits; the rate is kept on the record and the approval credits by it.
  let fiat: { amount: string; rate: ExchangeRateRow } | null = null;
  let amount = input.amount;
  if (isBank && currency !== WALLET_CURRENCY) {
    const rate = await freshRate(ctx.db, wallet, currency, ctx.now);
    if (!rate) return fail('wallet.currencyNotOffered', { currency });
    const quote = quoteFiatDeposit(input.amount, rate.rate, limits);
    if (!quote.ok) return amountFailure(quote.problem, quote.limits);
    fiat = { amount: input.amount, rate };
    amount = quote.credited;
  } else {
    const problem = amountProblem(input.amount, limits);
    if (problem) return amountFailure(problem, limits);
  }
  const network = input.channel ?? manual.network;
  // Only known networks: the clearing account is named after it.
  if (network !== manual.network && !networkOf(wallet, network))
    return fail('wallet.channelNotOpened');

  const { now } = ctx;
  return withIdempotency(
    ctx.db,
    { scope: `${userId}:rechargeBlockchain!recharge`, key: ctx.idempotencyKey, payload: input },
    async (tx) => {
      await lockUser(tx, userId);
      if (!(await repo.consumeSessionToken(tx, input.session_token, userId, 'recharge', now)))
        return fail('wallet.sessionTokenInvalid');
      if (await repo.hasUnfinishedOrder(tx, userId)) return fail('wallet.unfinishedOrder');
      const row = await repo.insertDeposit(tx, {
        id: newId(now),
        serialNo: newSerial('R', now, tz),
        userId,
        method: isBank ? 'bank' : 'proof',
        currency: WALLET_CURRENCY,
        network,
        amount: new D(amount).toFixed(),
        ...(fiat
          ? {
              fiatCurrency: currency,
              fiatAmount: new D(fiat.amount).toFixed(),
              rate: fiat.rate.rate,
              rateId: fiat.rate.id,
              rateSetAt: fiat.rate.setAt,
            }
          : {}),
        status: 'pending_review',
        address: input.address ?? wallet.manualDepositAddress,
        img: isBank ? null : (input.img ?? null),
        bankName: isBank ? (input.bank_name ?? null) : null,
        // Only the last four digits are kept: enough to match the transfer, nothing to steal.
        cardNumber: isBank ? (input.card_number ?? '').replace(/[ -]/g, '').slice(-4) : null,
        createdAt: now,
        updatedAt: now,
      });
      return ok(depositRecord(row, tz, ctx.lang));
    },
  );
}

export async function depositFeeInfo(ctx: ServiceContext, symbol: string | undefined) {
  const wallet = await walletSettings(ctx.db, ctx.config.wallet);
  const open = manualMethods(wallet);
  return {
    symbol: (symbol ?? WALLET_CURRENCY).toUpperCase(),
    fee: '0',
    min: wallet.chain?.depositMin ?? '1',
    max: wallet.manualDeposit.max,
    manualDecimals: MANUAL_DEPOSIT_DECIMALS,
    manualEnabled: open.proof || open.bank,
    noWayOut: manualWithoutWayOut(wallet),
    proofEnabled: open.proof,
    bankEnabled: open.bank,
    manualAddress: open.proof ? wallet.manualDepositAddress : '',
    bankAccount: open.bank ? wallet.manualBankAccount : '',
    bankCurrencies: open.bank ? await offeredBankCurrencies(ctx, wallet) : [],
  };
}

export async function listUserDeposits(
  ctx: ServiceContext,
  page: { pageNum: number; pageSize: number },
) {
  const { rows, total } = await repo.listDeposits(
    ctx.db,
    { userId: requireUser(ctx).userId },
    page,
  );
  return {
    pageList: rows.map((row) => depositRecord(row, ctx.config.platformTimeZone, ctx.lang)),
    pageSize: page.pageSize,
    thisPageNumber: page.pageNum,
    totalElements: total,
  };
}

export async function getUserDeposit(
  ctx: ServiceContext,
  id: string,
): Promise<Result<WalletRecord>> {
  const row = await repo.findDeposit(ctx.db, id);
  // Someone else's record answers exactly like a missing one.
  if (!row || row.userId !== requireUser(ctx).userId) return fail('resource.notFound');
  return ok(depositRecord(row, ctx.config.platformTimeZone, ctx.lang));
}
