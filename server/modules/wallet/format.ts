// Wire formats of wallet records: masked card numbers, serial numbers.
import { randomInt } from 'node:crypto';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { WalletRecord } from '../../../domain/api/wallet.ts';
import type { LanguageCode } from '../../../domain/i18n/languages.ts';
import { D } from '../../../domain/money.ts';
import { reasonText } from '../../../domain/operator/reasons.ts';
import {
  depositRecordState,
  withdrawalRecordState,
  type DepositStatus,
  type WithdrawalStatus,
} from '../../../domain/wallet/withdrawal-state.ts';
import { wireTime } from '../../platform/time.ts';
import type { DepositRow, WithdrawalRow } from './wallet.repository.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Human-readable serial: prefix, platform-time stamp, six random digits. */
export function newSerial(prefix: string, now: Date, tz: string): string {
  return `${prefix}${dayjs(now).tz(tz).format('YYYYMMDDHHmmss')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

function maskCard(card: string | null): string {
  if (!card) return '';
  return `**** ${card.slice(-4)}`;
}

const plain = (value: string | null | undefined) => (value ? new D(value).toFixed() : '0');

/** A deposit as its owner reads it; an operator's reason in `lang` when it is a standard one. */
export function depositRecord(
  row: DepositRow,
  tz: string,
  lang: LanguageCode = 'en',
): WalletRecord {
  return {
    id: row.id,
    type: 'recharge',
    serialNo: row.serialNo,
    createTime: wireTime(row.createdAt, tz),
    amount: plain(row.amount),
    currency: row.currency,
    status: depositRecordState(row.status as DepositStatus),
    statusDetail: row.status,
    network: row.network,
    address: row.address,
    fee: '0',
    arrivalAmount: row.credited ? plain(row.credited) : '0',
    method: row.method,
    txHash: row.txHash ?? '',
    img: row.img ?? '',
    bankName: row.bankName ?? '',
    cardNumber: maskCard(row.cardNumber),
    failureReason: reasonText(row.failureReasonCode, row.failureReason, lang),
    updateTime: wireTime(row.updatedAt, tz),
    fiatCurrency: row.fiatCurrency ?? '',
    fiatAmount: row.fiatAmount ? plain(row.fiatAmount) : '',
    rate: row.rate ? plain(row.rate) : '',
    rateTime: row.rateSetAt ? wireTime(row.rateSetAt, tz) : '',
  };
}

export function withdrawalRecord(
  row: WithdrawalRow,
  tz: string,
  lang: LanguageCode = 'en',
): WalletRecord {
  return {
    id: row.id,
    type: 'withdraw',
    serialNo: row.serialNo,
    createTime: wireTime(row.createdAt, tz),
    amount: plain(row.amount),
    currency: row.currency,
    status: withdrawalRecordState(row.status as WithdrawalStatus),
    statusDetail: row.status,
    network: row.network,
    address: row.address,
    fee: plain(row.fee),
    // The fee is charged on top, so the address receives the full amount.
    arrivalAmount: plain(row.amount),
    method: 'chain',
    txHash: row.txHash ?? '',
    img: '',
    bankName: '',
    cardNumber: '',
    failureReason: reasonText(row.failureReasonCode, row.failureReason, lang),
    updateTime: wireTime(row.updatedAt, tz),
    fiatCurrency: '',
    fiatAmount: '',
    rate: '',
    rateTime: '',
  };
}
