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

/** The fields a deposit and a withdrawal read alike; an operator's reason in `lang` when standard. */
function recordFields(row: DepositRow | WithdrawalRow, tz: string, lang: LanguageCode) {
  return {
    id: row.id,
    serialNo: row.serialNo,
    createTime: wireTime(row.createdAt, tz),
    amount: plain(row.amount),
    currency: row.currency,
    statusDetail: row.status,
    network: row.network,
    address: row.address,
    txHash: row.txHash ?? '',
    failureReason: reasonText(row.failureReasonCode, row.failureReason, lang),
    updateTime: wireTime(row.updatedAt, tz),
  };
}

/** A deposit as its owner reads it. */
export function depositRecord(
  row: DepositRow,
  tz: string,
  lang: LanguageCode = 'en',
): WalletRecord {
  return {
    ...recordFields(row, tz, lang),
    type: 'recharge',
    status: depositRecordState(row.status as DepositStatus),
    fee: '0',
    arrivalAmount: row.credited ? plain(row.credited) : '0',
    method: row.method,
    img: row.img ?? '',
    bankName: row.bankName ?? '',
    cardNumber: maskCard(row.cardNumber),
    fiatCurrency: row.fiatCurrency ?? '',
    fiatAmount: row.fiatAmount ? plain(row.fiatAmount) : '',
    rate: row.rate ? plain(row.rate) : '',
    rateTime: row.rateSetAt ? wireTime(row.rateSetAt, tz) : '',
  };
}

/** A withdrawal as its owner reads it. */
export function withdrawalRecord(
  row: WithdrawalRow,
  tz: string,
  lang: LanguageCode = 'en',
): WalletRecord {
  return {
    ...recordFields(row, tz, lang),
    type: 'withdraw',
    status: withdrawalRecordState(row.status as WithdrawalStatus),
    fee: plain(row.fee),
    // The fee is charged on top, so the address receives the full amount.
    arrivalAmount: plain(row.amount),
    method: 'chain',
    img: '',
    bankName: '',
    cardNumber: '',
    fiatCurrency: '',
    fiatAmount: '',
    rate: '',
    rateTime: '',
  };
}
