// Endpoints of the wallet (spec section 7 "Orders and wallet", CONTRACT.md "wallet", "withdrawals"):
// balance and history, blockchain / manual / third-party deposits, withdrawal address binding,
// withdrawals, and the store's earnings. The operator's review of deposits and withdrawals is in
// wallet-review.ts.
import { z } from 'zod';
import { NETWORK_FAMILIES } from '../wallet/network-family.ts';
import { idParam, optionalInt, optionalText, paged, pagingInput } from './common.ts';
import { offeredBankCurrency } from './exchange-rates.ts';
import { endpointArea } from './define.ts';

const walletCalls = endpointArea({ tag: 'Wallet', auth: 'user' });
const sellerCalls = endpointArea({ tag: 'Seller', auth: 'seller' });

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const amountText = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string().trim().min(1).max(40),
);
const channelParam = z.string().trim().min(1).max(32);
const sessionToken = z.string().trim().min(1).max(128);
const safeword = z.string().min(1).max(64);

/** 0 in progress, 1 success, 2 fail (SPEC section 4 "Wallet record"). */
const recordState = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const walletRecord = z.object({
  id: z.string(),
  type: z.enum(['recharge', 'withdraw']),
  serialNo: z.string(),
  createTime: z.string(),
  amount: z.string(),
  currency: z.string(),
  /** 0 in progress, 1 success, 2 fail. */
  status: recordState,
  /** The detailed state: pending_review, confirming, approved, broadcast, success, rejected, ... */
  statusDetail: z.string(),
  /** Blockchain network, e.g. ERC20. */
  network: z.string(),
  address: z.string(),
  fee: z.string(),
  /** What reached the user (deposit credited) or the address (withdrawal). */
  arrivalAmount: z.string(),
  /** deposits: chain, proof, bank; withdrawals: chain. */
  method: z.string(),
  txHash: z.string(),
  img: z.string(),
  bankName: z.string(),
  /** Masked: last four digits only. */
  cardNumber: z.string(),
  failureReason: z.string(),
  updateTime: z.string(),
  /** A bank deposit in a fiat currency: the currency and amount transferred ('' otherwise). */
  fiatCurrency: z.string(),
  fiatAmount: z.string(),
  /** The spec's "current rate": fiat per 1 USDT the deposit was quoted at ('' when none). */
  rate: z.string(),
  /** When the operator set that rate (platform time; '' when none). */
  rateTime: z.string(),
});
export type WalletRecord = z.infer<typeof walletRecord>;

export const getUsdt = walletCalls.read('wallet!getUsdt', {
  summary:
    'The USDT balance: data.money is spendable, data.frozen is held for pending withdrawals.',
  input: z.object({}),
  output: z.object({ money: z.string(), frozen: z.string(), currency: z.string() }),
});

/** The kinds of balance movement a user's history shows (ledger transfer kinds). */
export const historyTypes = [
  'deposit',
  'withdraw_hold',
  'withdraw_release',
  'withdraw_payout',
  'order_pay',
  'order_refund',
  'store_transfer',
  'loan_disburse',
  'loan_withhold',
  'loan_repay',
] as const;
export type HistoryType = (typeof historyTypes)[number];

export const historyItem = z.object({
  id: z.string(),
  /** One of historyTypes; later areas (loans) add theirs. */
  type: z.string(),
  /** The order this movement paid or refunded; empty for wallet records. */
  orderId: z.string(),
  /** The record's serial number (deposit, withdrawal, order) when there is one. */
  serialNo: z.string(),
  createTime: z.string(),
  /** Signed change of the spendable or held balance. */
  amount: z.string(),
  balanceAfter: z.string(),
  /** available or held */
  balance: z.enum(['available', 'held']),
  currency: z.string(),
  record: walletRecord.nullable(),
});

export const walletHistory = walletCalls.read('wallet!history', {
  summary:
    'Every balance movement of the caller, newest first, with its deposit, withdrawal or order; `type` keeps one kind.',
  input: z.object({ ...pagingInput(20), type: z.enum(historyTypes).optional() }),
  output: paged(historyItem),
});

export const depositChannel = z.object({
  coin: z.string(),
  /** Network name, used as `channel`. */
  blockchain_name: z.string(),
  /** How the network's addresses look (`evm`): the withdrawal form checks a typed address by it. */
  family: z.enum(NETWORK_FAMILIES),
  /** The caller's own deposit address on this network (checksummed). */
  address: z.string(),
  tokenContract: z.string(),
  decimals: z.number().int(),
  confirmations: z.number().int(),
  /** Deposits below this are shown but not credited. */
  min: z.string(),
  chainId: z.number().int(),
  /** A test network (the local chain of a fresh install): its USDT has no value. */
  testNetwork: z.boolean(),
  /** What buyers read for the network (e.g. `BNB Smart Chain`); the name when none is set. */
  label: z.string(),
  /** false while the network's node does not answer: nothing on it is credited or paid yet. */
  available: z.boolean(),
  /** Expected seconds until a transfer has its confirmations (measured); 0 when not known yet. */
  confirmSeconds: z.number().int(),
  /** An explorer page of the address (`{address}` in it); '' when none (a test network). */
  explorerAddressUrl: z.string(),
});

export const channelList = walletCalls.read('channelBlockchain!list', {
  summary:
    'Configured deposit networks with the caller’s own deposit address; empty when none is configured.',
  input: z.object({}),
  output: z.array(depositChannel),
});

const sessionTokenOutput = z.object({ session_token: z.string() });

export const rechargeOpen = walletCalls.write('rechargeBlockchain!recharge_open', {
  summary: 'A fresh one-use session_token for the next manual deposit (valid 10 minutes).',
  input: z.object({}),
  output: sessionTokenOutput,
});

export const recharge = walletCalls.write('rechargeBlockchain!recharge', {
  idempotent: true,
  summary:
    'A manual deposit for operator review: with a payment proof image (`img`) or a bank card ' +
    '(`bank_name` + `card_number`: the last four digits, only those are kept). Amount at least 1 ' +
    'with at most 2 decimals, within limits. A bank deposit in a fiat currency (`symbol` one of ' +
    'fee.bankCurrencies) states `amount` in that currency: it credits amount / rate USDT, rounded ' +
    'down to 10 decimals, at the rate quoted now (kept on the record).',
  input: z.object({
    session_token: sessionToken,
    symbol: z.preprocess(blankToUndefined, z.string().trim().max(16).optional()),
    amount: amountText,
    /** Network the proof payment went over; defaults to the manual deposit network. */
    channel: z.preprocess(blankToUndefined, channelParam.optional()),
    /** Where the user paid to (the platform address shown on screen). */
    address: optionalText(128),
    /** Payment proof image URL from uploadimg!execute. */
    img: optionalText(512),
    bank_name: optionalText(64),
    card_number: optionalText(32),
  }),
  output: walletRecord,
});

export const rechargeList = walletCalls.read('rechargeBlockchain!list', {
  summary: 'The caller’s deposit records, newest first (page size 8).',
  input: z.object({ ...pagingInput(8) }),
  output: z.object({
    pageList: z.array(walletRecord),
    pageSize: z.number().int(),
    thisPageNumber: z.number().int(),
    totalElements: z.number().int(),
  }),
});

export const rechargeGet = walletCalls.read('rechargeBlockchain!get', {
  summary: 'One of the caller’s deposit records.',
  input: z.object({ id: idParam }),
  output: walletRecord,
});

export const rechargeFee = walletCalls.read('rechargeBlockchain!fee', {
  summary: 'Deposit fee and limits of a currency (deposits carry no fee).',
  input: z.object({ symbol: z.preprocess(blankToUndefined, z.string().trim().max(16).optional()) }),
  output: z.object({
    symbol: z.string(),
    fee: z.string(),
    min: z.string(),
    max: z.string(),
    manualDecimals: z.number().int(),
    manualEnabled: z.boolean(),
    /** Manual deposits are switched on but closed: no withdrawal network exists for money to leave. */
    noWayOut: z.boolean(),
    /** Payment-proof deposits are open: the platform configured where buyers pay. */
    proofEnabled: z.boolean(),
    /** Bank-card deposits are open: the platform configured its bank account. */
    bankEnabled: z.boolean(),
    manualAddress: z.string(),
    /** The bank account to transfer to (bank, account, holder), when bank deposits are open. */
    bankAccount: z.string(),
    /**
     * The currencies a bank deposit may be made in now: fiat ones with a fresh operator rate, and
     * USDT when the account takes transfers stated in USDT. Empty while bank deposits are open:
     * none is offered at the moment.
     */
    bankCurrencies: z.array(offeredBankCurrency),
  }),
});

const thirdPartyInput = z.record(z.string(), z.unknown());
const thirdPartyOutput = z.unknown();
const thirdParty = <const N extends string>(name: N, summary: string) =>
  walletCalls.write(name, {
    summary: `${summary} Answers wallet.channelNotOpened while no provider is configured.`,
    input: thirdPartyInput,
    output: thirdPartyOutput,
  });

export const thirdPartyCoinList = thirdParty(
  'thirdPartyRecharge!getCoinList',
  'Currencies of the third-party deposit channel.',
);
export const thirdPartyRecharge = thirdParty(
  'thirdPartyRecharge!recharge',
  'Starts a third-party deposit.',
);
export const thirdPartyPhp = [
  thirdParty('thirdPartyRecharge!PHP_recharge', 'Third-party deposit, provider variant 1.'),
  thirdParty('thirdPartyRecharge!PHP_recharge2', 'Third-party deposit, provider variant 2.'),
  thirdParty('thirdPartyRecharge!PHP_recharge3', 'Third-party deposit, provider variant 3.'),
  thirdParty('thirdPartyRecharge!PHP_recharge4', 'Third-party deposit, provider variant 4.'),
  thirdParty('thirdPartyRecharge!PHP_recharge5', 'Third-party deposit, provider variant 5.'),
] as const;

export const bindWithdrawAddress = walletCalls.write('user!bindWithdrawAddress', {
  summary:
    'Binds the one withdrawal address of a network (EIP-55 checksum for EVM), fund password ' +
    'required, and on an account with a verified e-mail the code mailed for purpose wallet. Binding a new or changed address starts a hold on withdrawals (addressHoldHours, 24 by default).',
  input: z.object({
    channel: channelParam,
    address: z.string().trim().min(1).max(128),
    safeword,
    /** On an account with a verified e-mail: the code mailed for purpose wallet. */
    verifcode: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.string().trim().max(16).optional(),
    ),
  }),
  output: z.object({ channel: z.string(), address: z.string(), holdUntil: z.string() }),
});

export const withdrawOpen = walletCalls.write('withdraw!withdraw_open', {
  summary: 'A fresh one-use session_token for the next withdrawal (valid 10 minutes).',
  input: z.object({}),
  output: sessionTokenOutput,
});

export const withdrawFee = walletCalls.read('withdraw!fee', {
  summary:
    'Fee rule and limits of a withdrawal channel, the bound address and its hold; with `amount`, ' +
    'the fee, the total debit and the actual arrival for that amount. `closingAmount` is the whole ' +
    'balance when it is below the minimum: withdrawing exactly that is allowed, without a fee.',
  input: z.object({
    channel: channelParam,
    amount: z.preprocess(blankToUndefined, amountText.optional()),
  }),
  output: z.object({
    channel: z.string(),
    currency: z.string(),
    feeRate: z.string(),
    feeMin: z.string(),
    min: z.string(),
    max: z.string(),
    decimals: z.number().int(),
    maxPerDay: z.number().int(),
    usedToday: z.number().int(),
    window: z.string(),
    address: z.string(),
    holdUntil: z.string(),
    /** How long withdrawals wait after a new or changed address is bound. */
    addressHoldHours: z.number().int(),
    withdraw_fee: z.string(),
    totalDebit: z.string(),
    arrivalAmount: z.string(),
    /** The available balance when it is below the minimum ('' otherwise). */
    closingAmount: z.string(),
    /** false while the network's node does not answer: a withdrawal on it is refused for now. */
    available: z.boolean(),
    /** Expected seconds from payout to the network's confirmations (measured); 0: not known yet. */
    confirmSeconds: z.number().int(),
  }),
});

export const withdrawApply = walletCalls.write('withdraw!apply', {
  idempotent: true,
  summary:
    'Applies for a withdrawal to the bound address: fresh session_token, fund password, amount ' +
    'rules, daily count, time window, one unfinished order. Amount + fee move to held at once. ' +
    'Below the minimum only the whole balance may leave (no fee).',
  input: z.object({
    channel: channelParam,
    amount: amountText,
    safeword,
    session_token: sessionToken,
  }),
  output: walletRecord,
});

export const withdrawList = walletCalls.read('withdraw!list', {
  summary: 'The caller’s withdrawals, newest first (page size 20); `status` filters 0, 1 or 2.',
  input: z.object({ ...pagingInput(20), status: optionalInt(0, 2) }),
  output: paged(walletRecord),
});

export const withdrawGet = walletCalls.read('withdraw!get', {
  summary: 'One of the caller’s withdrawals.',
  input: z.object({ id: idParam }),
  output: walletRecord,
});

// Store earnings (`seller/wallet!*`, role seller): what the caller's store has earned, line by
// line, and moving it to the owner's wallet.

export const storeEarningsSummary = sellerCalls.read('seller/wallet!summary', {
  summary:
    "The store's money: available (can move to the wallet), still in escrow (paid orders not yet received), commission paid, and net earnings this month (platform time).",
  input: z.object({}),
  output: z.object({
    sellerId: z.string(),
    currency: z.string(),
    available: z.string(),
    inEscrow: z.string(),
    commissionPaid: z.string(),
    netThisMonth: z.string(),
    /** The commission rate new orders are charged (each order keeps the rate it was placed at). */
    commissionRate: z.string(),
  }),
});

export const storeStatementLine = z.object({
  id: z.string(),
  /** order_release, order_refund or store_transfer. */
  type: z.string(),
  orderId: z.string(),
  serialNumber: z.string(),
  /** What the buyer paid (negative for a refund); the transfer amount for a transfer. */
  gross: z.string(),
  /** The platform's commission on it (negative when a refund gives it back). */
  commission: z.string(),
  /** What moved on the store balance. */
  net: z.string(),
  balanceAfter: z.string(),
  createTime: z.string(),
});

export const storeStatement = sellerCalls.read('seller/wallet!statement', {
  summary:
    'Every movement of the store balance, newest first: releases (gross, commission, net), refunds after release and transfers to the wallet.',
  input: z.object(pagingInput(20)),
  output: paged(storeStatementLine),
});

export const storeTransferToWallet = sellerCalls.write('seller/wallet!transfer', {
  summary:
    "Moves store earnings to the owner's wallet (idempotent with an Idempotency-Key) with the fund password `safeword`; the withdrawal flow pays out from there.",
  input: z.object({ amount: amountText, safeword: safeword.optional() }),
  output: z.object({ available: z.string(), walletBalance: z.string() }),
});
