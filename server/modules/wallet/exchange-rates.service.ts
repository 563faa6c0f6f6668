// Exchange rates of bank deposits (issue 36): operators set the rate per fiat currency the bank
// account takes (fiat per 1 USDT), each change audited with its reason; a currency is offered to
// buyers only while its newest rate is younger than `wallet_rate_max_age_hours`. The rules of
// what a rate may be and what it credits are domain/wallet/exchange-rate.ts.
import type { ExchangeRateView, OfferedBankCurrency } from '../../../domain/api/exchange-rates.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { WALLET_CURRENCY } from '../../../domain/ledger/accounts.ts';
import { D } from '../../../domain/money.ts';
import { rateIsFresh, rateProblem } from '../../../domain/wallet/exchange-rate.ts';
import type { DbOrTx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { wireTime } from '../../platform/time.ts';
import { usernamesOf } from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './exchange-rates.repository.ts';
import type { WalletConfig } from './wallet.config.ts';
import { walletSettings } from './wallet.settings.ts';

const HISTORY = 50;

/** The fiat currencies of the bank account (USDT there means transfers stated in USDT). */
function fiatCurrencies(wallet: WalletConfig): string[] {
  return wallet.bankCurrencies.filter((code) => code !== WALLET_CURRENCY);
}

const maxAgeSeconds = (wallet: WalletConfig) => wallet.rateMaxAgeHours * 3600;

function view(
  ctx: ServiceContext,
  wallet: WalletConfig,
  row: repo.ExchangeRateRow,
  names: Map<string, string>,
): ExchangeRateView {
  return {
    id: row.id,
    currency: row.currency,
    rate: new D(row.rate).toFixed(),
    note: row.note,
    setBy: row.setBy,
    setByName: names.get(row.setBy) ?? '',
    setTime: wireTime(row.setAt, ctx.config.platformTimeZone),
    fresh: rateIsFresh(row.setAt, ctx.now, maxAgeSeconds(wallet)),
  };
}

/** The fresh rate of a fiat currency the bank account takes, or undefined (not offered). */
export async function freshRate(
  db: DbOrTx,
  wallet: WalletConfig,
  currency: string,
  now: Date,
): Promise<repo.ExchangeRateRow | undefined> {
  if (!fiatCurrencies(wallet).includes(currency)) return undefined;
  const [row] = await repo.currentRates(db, [currency]);
  return row && rateIsFresh(row.setAt, now, maxAgeSeconds(wallet)) ? row : undefined;
}

/** What a buyer may make a bank deposit in now, in the order the bank account lists them. */
export async function offeredBankCurrencies(
  ctx: ServiceContext,
  wallet: WalletConfig,
): Promise<OfferedBankCurrency[]> {
  const current = new Map(
    (await repo.currentRates(ctx.db, fiatCurrencies(wallet))).map((row) => [row.currency, row]),
  );
  const offered: OfferedBankCurrency[] = [];
  for (const currency of wallet.bankCurrencies) {
    if (currency === WALLET_CURRENCY) {
      offered.push({ currency, rate: '', rateTime: '' });
      continue;
    }
    const row = current.get(currency);
    if (row && rateIsFresh(row.setAt, ctx.now, maxAgeSeconds(wallet)))
      offered.push({
        currency,
        rate: new D(row.rate).toFixed(),
        rateTime: wireTime(row.setAt, ctx.config.platformTimeZone),
      });
  }
  return offered;
}

export async function listRates(ctx: ServiceContext) {
  const wallet = await walletSettings(ctx.db, ctx.config.wallet);
  const currencies = fiatCurrencies(wallet);
  const [current, history] = await Promise.all([
    repo.currentRates(ctx.db, currencies),
    repo.recentRates(ctx.db, HISTORY),
  ]);
  const names = await usernamesOf(
    ctx.db,
    [...current, ...history].map((row) => row.setBy),
  );
  const byCurrency = new Map(current.map((row) => [row.currency, row]));
  return {
    maxAgeHours: wallet.rateMaxAgeHours,
    currencies: currencies.map((currency) => {
      const row = byCurrency.get(currency);
      return { currency, current: row ? view(ctx, wallet, row, names) : null };
    }),
    history: history.map((row) => view(ctx, wallet, row, names)),
  };
}

export interface SaveRateInput {
  currency: string;
  rate: string;
  note?: string | undefined;
  reason: string;
}

export async function saveRate(
  ctx: ServiceContext,
  input: SaveRateInput,
): Promise<Result<ExchangeRateView>> {
  const operator = requireUser(ctx);
  const wallet = await walletSettings(ctx.db, ctx.config.wallet);
  if (!fiatCurrencies(wallet).includes(input.currency))
    return fail('wallet.rateCurrencyNotAccepted', { currency: input.currency });
  const problem = rateProblem(input.currency, input.rate);
  if (problem === 'notPositive') return fail('wallet.rateNotPositive');
  if (problem) return fail('wallet.rateFormat');
  return ctx.db.transaction(async (tx) => {
    await repo.lockCurrency(tx, input.currency);
    const [before] = await repo.currentRates(tx, [input.currency]);
    const row = await repo.insertRate(tx, {
      id: newId(ctx.now),
      currency: input.currency,
      rate: new D(input.rate).toFixed(),
      note: input.note ?? '',
      setBy: operator.userId,
      setAt: ctx.now,
    });
    await recordAudit(tx, ctx, {
      action: 'rate.set',
      targetKind: 'exchange_rate',
      targetId: input.currency,
      before: before
        ? { rate: new D(before.rate).toFixed(), setAt: before.setAt.toISOString() }
        : null,
      after: { rate: new D(row.rate).toFixed(), note: row.note },
      reason: input.reason,
    });
    const names = await usernamesOf(tx, [operator.userId]);
    return ok(view(ctx, wallet, row, names));
  });
}
