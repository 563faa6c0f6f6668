// Endpoints of merchant credit (issue #16; CONTRACT.md call family "credit"): real-name
// verification, the operator's loan products, eligibility from the store's verified sales, the full
// quote before consent, the application that stores the consented quote, the loan's life
// (disbursement, repayment, withholding, late charges) and the operator's reviews.
import { z } from 'zod';
import {
  idParam,
  intParam,
  optionalFlag,
  optionalText,
  paged,
  pagingInput,
  requiredText,
} from './common.ts';
import { endpointArea } from './define.ts';
import { decisionReasonFields } from './operator.ts';
import { loanStatuses } from '../credit/loan.ts';
import { MAX_TERM_DAYS } from '../credit/quote.ts';

const operatorCalls = endpointArea({
  tag: 'Operator',
  auth: 'admin',
  permissions: ['credit.loans'],
});
const creditCalls = endpointArea({ tag: 'Credit', auth: 'user' });

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A picture uploaded for credit (`uploadimg!execute` with moduleName `loan`). */
export const loanImage = z
  .string()
  .trim()
  .regex(/^\/uploads\/loan\/[0-9a-z]{26}\.(jpg|png|webp)$/, 'an uploaded loan picture');

const amount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'an amount with at most two decimals');
const rate = z
  .string()
  .trim()
  .regex(/^(0|1)(\.\d{1,6})?$/, 'a fraction from 0 to 1, e.g. 0.03');

// ---------------------------------------------------------------------------------------------
// Real-name verification

export const kycStatuses = ['none', 'pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof kycStatuses)[number];

export const kycSubmitInput = z.object({
  realName: requiredText(100),
  /** ISO 3166-1 alpha-2. */
  nationality: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase()),
  idNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{5,30}$/, 'letters, digits and dashes, 5 to 30'),
  idPhoto: loanImage,
  companyName: optionalText(120),
  companyRegNumber: optionalText(60),
  companyDocument: z.preprocess(blankToUndefined, loanImage.optional()),
});
export type KycSubmitInput = z.infer<typeof kycSubmitInput>;

export const kycView = z.object({
  id: z.string(),
  status: z.enum(kycStatuses),
  realName: z.string(),
  nationality: z.string(),
  /** Masked: only the last four characters. */
  idNumberMasked: z.string(),
  idPhoto: z.string(),
  companyName: z.string(),
  companyRegNumber: z.string(),
  companyDocument: z.string(),
  /** The operator's reason (in the reader's language when standard); '' when none. */
  reason: z.string(),
  createTime: z.string(),
  decideTime: z.string(),
});
export type KycView = z.infer<typeof kycView>;

export const kycSubmit = creditCalls.write('kyc!submit', {
  summary:
    'Sends the real-name verification (ID number stored encrypted, shown masked); an operator reviews it. Needed before applying for a loan.',
  input: kycSubmitInput,
  output: kycView,
});

export const kycStatusEndpoint = creditCalls.read('kyc!status', {
  summary:
    "The caller's latest verification with its status and reason; status none when never sent.",
  input: z.object({}),
  output: kycView,
});

export const adminKycList = operatorCalls.read('admin/kyc!list', {
  auth: 'operator',
  permissions: ['credit.kyc'],
  summary: 'Verifications, pending first; ID numbers masked.',
  input: z.object({
    ...pagingInput(20),
    status: z.preprocess(blankToUndefined, z.enum(['pending', 'approved', 'rejected']).optional()),
  }),
  output: paged(kycView.extend({ userId: z.string(), username: z.string() })),
});

export const adminKycRevealId = operatorCalls.write('admin/kyc!revealId', {
  permissions: ['credit.kyc'],
  summary:
    'The full ID number of a verification, for an admin only; every read is in the audit log.',
  input: z.object({ id: idParam }),
  output: z.object({ idNumber: z.string() }),
});

export const adminKycApprove = operatorCalls.write('admin/kyc!approve', {
  permissions: ['credit.kyc'],
  summary: 'Approves a pending verification; logged.',
  input: z.object({ id: idParam, ...decisionReasonFields }),
  output: kycView,
});

export const adminKycReject = operatorCalls.write('admin/kyc!reject', {
  permissions: ['credit.kyc'],
  summary: 'Rejects a pending verification with a reason the user reads; logged.',
  input: z.object({ id: idParam, ...decisionReasonFields }),
  output: kycView,
});

// ---------------------------------------------------------------------------------------------
// Loan products

export const repaymentKinds = ['single', 'instalments', 'salesShare'] as const;

export const loanProduct = z.object({
  id: z.string(),
  name: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  /** Terms offered, in days (each at most 365). */
  termDays: z.array(z.number().int()),
  /** Fixed interest for the whole term, a fraction ("0.03" = 3 %). */
  ratePerTerm: z.string(),
  fee: z.string(),
  repaymentKind: z.enum(repaymentKinds),
  /** Instalments: every this many days; 0 otherwise. */
  everyDays: z.number().int(),
  /** Sales share: percent of each store release withheld; '0' otherwise. */
  sharePercent: z.string(),
  graceDays: z.number().int(),
  lateDailyRate: z.string(),
  lateCapRate: z.string(),
  /** Early repayment costs interest only up to that day. */
  earlyInterestRebate: z.boolean(),
  /** Non-empty: the product asks for home and work address, for this reason (shown). */
  addressReason: z.string(),
  active: z.boolean(),
  updateTime: z.string(),
});
export type LoanProduct = z.infer<typeof loanProduct>;

const termList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map(Number)
      : value,
  z.array(z.coerce.number().int().min(1).max(MAX_TERM_DAYS)).min(1).max(12),
);

export const loanProductInput = z.object({
  id: z.preprocess(blankToUndefined, idParam.optional()),
  name: requiredText(80),
  minAmount: amount,
  maxAmount: amount,
  termDays: termList,
  ratePerTerm: rate,
  fee: amount,
  repaymentKind: z.enum(repaymentKinds),
  everyDays: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(MAX_TERM_DAYS).default(0),
  ),
  sharePercent: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{1,2}(\.\d{1,2})?$/)
      .default('0'),
  ),
  graceDays: intParam(0, 60),
  lateDailyRate: rate,
  lateCapRate: rate,
  earlyInterestRebate: optionalFlag,
  addressReason: optionalText(300),
  active: optionalFlag,
});
export type LoanProductInput = z.infer<typeof loanProductInput>;

export const adminLoanProductList = operatorCalls.read('admin/loanProduct!list', {
  auth: 'operator',
  summary: 'Every loan product, active or not.',
  input: z.object({}),
  output: z.array(loanProduct),
});

export const adminLoanProductSave = operatorCalls.write('admin/loanProduct!save', {
  summary:
    'Creates or changes a loan product (amounts within 100,000..30,000,000 at most, terms at most 365 days). Changed terms invalidate quotes already shown.',
  input: loanProductInput,
  output: loanProduct,
});

// ---------------------------------------------------------------------------------------------
// Eligibility and quote

export const eligibility = z.object({
  /** Signed in and running a store with verified sales. */
  hasStore: z.boolean(),
  kycStatus: z.enum(kycStatuses),
  /** The store's net sales (releases net of commission, less refunds) of the last 90 days. */
  netSales90: z.string(),
  since: z.string(),
  until: z.string(),
  /** The share of projected sales repayments may take. */
  affordableShare: z.string(),
  /** Per product and term, the largest amount offered ('0': none). */
  offers: z.array(
    z.object({ productId: z.string(), termDays: z.number().int(), maxAmount: z.string() }),
  ),
  /** The caller's unfinished loan, '' when none. */
  unfinishedLoanId: z.string(),
});
export type Eligibility = z.infer<typeof eligibility>;

export const loanProducts = creditCalls.read('loan!products', {
  auth: 'optional',
  summary:
    'The active loan products with their real terms (those priced above the APR ceiling are left out), the ceiling itself; for a signed-in caller also the eligibility (net sales of 90 days and the largest offer per product and term).',
  input: z.object({}),
  output: z.object({
    products: z.array(loanProduct),
    /** The highest APR any loan may cost, percent a year (system parameter `credit_apr_max`). */
    aprCeiling: z.string(),
    eligibility: eligibility.nullable(),
  }),
});

const instalment = z.object({
  number: z.number().int(),
  day: z.number().int(),
  dueDate: z.string(),
  principal: z.string(),
  interest: z.string(),
  fee: z.string(),
  amount: z.string(),
});

export const loanQuoteView = z.object({
  amount: z.string(),
  termDays: z.number().int(),
  instalments: z.array(instalment),
  totalInterest: z.string(),
  fee: z.string(),
  totalRepayable: z.string(),
  apr: z.string(),
  lateExample: z.object({
    days: z.number().int(),
    onAmount: z.string(),
    extra: z.string(),
    cap: z.string(),
  }),
});

export const quoteAnswer = z.object({
  productId: z.string(),
  productName: z.string(),
  quote: loanQuoteView,
  /** The terms the quote was computed from. */
  ratePerTerm: z.string(),
  repaymentKind: z.enum(repaymentKinds),
  everyDays: z.number().int(),
  sharePercent: z.string(),
  graceDays: z.number().int(),
  lateDailyRate: z.string(),
  lateCapRate: z.string(),
  earlyInterestRebate: z.boolean(),
  addressReason: z.string(),
  /** sha256 of the terms and numbers; `loan!apply` sends it back as the consent. */
  quoteHash: z.string(),
  /** The largest amount offered for this product and term. */
  maxAmount: z.string(),
});
export type QuoteAnswer = z.infer<typeof quoteAnswer>;

const quoteInput = {
  productId: idParam,
  amount,
  termDays: z.coerce.number().int().min(1).max(MAX_TERM_DAYS),
};

export const loanQuote = creditCalls.read('loan!quote', {
  summary:
    'Every number of a loan before consent: instalments with dates, interest, fee, total, APR (fee included), the late rule in money and what default means.',
  input: z.object(quoteInput),
  output: quoteAnswer,
});

// ---------------------------------------------------------------------------------------------
// Loans

export const loanRepayment = z.object({
  id: z.string(),
  /** repay (from the wallet) or withhold (from a store release). */
  kind: z.enum(['repay', 'withhold']),
  amount: z.string(),
  orderId: z.string(),
  createTime: z.string(),
});

export const instalmentState = instalment.extend({
  paid: z.string(),
  unpaid: z.string(),
  daysLate: z.number().int(),
  lateCharge: z.string(),
});

export const loanView = z.object({
  id: z.string(),
  status: z.enum(loanStatuses),
  productName: z.string(),
  sellerId: z.string(),
  amount: z.string(),
  termDays: z.number().int(),
  repaymentKind: z.enum(repaymentKinds),
  sharePercent: z.string(),
  quote: loanQuoteView,
  quoteHash: z.string(),
  consentTime: z.string(),
  netSales90: z.string(),
  /** Operator's reason (in the reader's language when standard). */
  reason: z.string(),
  applyTime: z.string(),
  decideTime: z.string(),
  disburseTime: z.string(),
  /** The schedule from the disbursement day with what is paid; the consented one before that. */
  schedule: z.array(instalmentState),
  totalDue: z.string(),
  paid: z.string(),
  outstanding: z.string(),
  lateCharged: z.string(),
  lateCap: z.string(),
  /** What settles the loan today. */
  payoff: z.string(),
  waived: z.string(),
  nextDue: z
    .object({ number: z.number().int(), dueDate: z.string(), unpaid: z.string() })
    .nullable(),
  repayments: z.array(loanRepayment),
});
export type LoanView = z.infer<typeof loanView>;

export const loanApply = creditCalls.write('loan!apply', {
  idempotent: true,
  summary:
    'Applies with the quote the borrower saw (quoteHash), the ticked agreement and the login password (`password`); refused when the terms changed since. An operator reviews it.',
  input: z.object({
    ...quoteInput,
    quoteHash: z
      .string()
      .trim()
      .regex(/^[0-9a-f]{64}$/),
    agree: optionalFlag,
    homeAddress: optionalText(300),
    workAddress: optionalText(300),
    /** The login password again (a stolen session alone cannot borrow); not kept. */
    password: z.string().max(64).optional(),
  }),
  output: loanView,
});

export const loanList = creditCalls.read('loan!list', {
  summary: "The caller's loans, newest first.",
  input: z.object({ ...pagingInput(20) }),
  output: paged(loanView),
});

export const loanInfo = creditCalls.read('loan!info', {
  summary:
    'One loan of the caller: schedule, paid, outstanding, next due, late charges, repayments.',
  input: z.object({ loanId: idParam }),
  output: loanView,
});

export const loanRepay = creditCalls.write('loan!repay', {
  idempotent: true,
  summary:
    'Repays from the wallet (any amount up to what settles the loan today; early repayment allowed). Idempotent.',
  input: z.object({ loanId: idParam, amount }),
  output: loanView,
});

export const adminLoanList = operatorCalls.read('admin/loan!list', {
  auth: 'operator',
  summary: 'Loans, applications under review first.',
  input: z.object({
    ...pagingInput(20),
    status: z.preprocess(blankToUndefined, z.enum(loanStatuses).optional()),
  }),
  output: paged(loanView.extend({ userId: z.string(), username: z.string() })),
});

export const adminLoanApprove = operatorCalls.write('admin/loan!approve', {
  summary:
    'Approves an application: the loan is paid to the borrower (ledger posting loan_disburse) and the schedule starts today; logged.',
  input: z.object({ id: idParam, ...decisionReasonFields }),
  output: loanView,
});

export const adminLoanReject = operatorCalls.write('admin/loan!reject', {
  summary:
    'Rejects an application with a reason the applicant reads (they may apply again); logged.',
  input: z.object({ id: idParam, ...decisionReasonFields }),
  output: loanView,
});
