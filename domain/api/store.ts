// Endpoints of stores run by sellers (issue "Sellers run their stores"): a user applies to open a
// store, an operator approves (the store is created and the user becomes a seller) or rejects with
// a reason the applicant reads; the seller then keeps the store's profile up to date.
import { z } from 'zod';
import {
  idParam,
  intParam,
  jsonArray,
  optionalText,
  paged,
  pagingInput,
  requiredText,
  timeString,
} from './common.ts';
import { decisionReasonFields } from './operator.ts';
import { endpointArea } from './define.ts';

const sellerCalls = endpointArea({ tag: 'Seller', auth: 'user' });
const operatorCalls = endpointArea({
  tag: 'Operator',
  auth: 'admin',
  permissions: ['moderation.stores'],
});

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An uploaded picture of the store area (`uploadimg!execute` with moduleName `store`). */
export const storeImage = z
  .string()
  .trim()
  .regex(/^\/uploads\/store\/[0-9a-z]{26}\.(jpg|png|webp)$/, 'an uploaded store picture');

const optionalStoreImage = z.preprocess(blankToUndefined, storeImage.optional());

/** The company certificate: a private picture (`uploadimg!execute` with moduleName `certificate`). */
const certificateImage = z
  .string()
  .trim()
  .regex(/^\/uploads\/certificate\/[0-9a-z]{26}\.(jpg|png|webp)$/, 'an uploaded certificate');

/** Main categories: ids as an array or a comma-separated list, 1 to 5. */
const categoryIds = z.preprocess(jsonArray, z.array(idParam).min(1).max(5));

const contactEmail = z.email().max(120);

const contactPhone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,24}$/, 'a phone number');

/** ISO 3166-1 alpha-2 country the store ships from. */
const shipsFromCountry = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((value) => value.toUpperCase());

export const storeApplicationInput = z.object({
  name: requiredText(60),
  description: requiredText(1000),
  logo: storeImage,
  banner: optionalStoreImage,
  contactEmail,
  contactPhone,
  country: shipsFromCountry,
  categoryIds,
  companyName: requiredText(120),
  registrationNumber: requiredText(60),
  certificate: z.preprocess(blankToUndefined, certificateImage.optional()),
});
export type StoreApplicationInput = z.infer<typeof storeApplicationInput>;

export const storeApplicationStatuses = ['pending', 'approved', 'rejected'] as const;

export const storeApplication = z.object({
  id: z.string(),
  status: z.enum(storeApplicationStatuses),
  name: z.string(),
  description: z.string(),
  logo: z.string(),
  banner: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  country: z.string(),
  categoryIds: z.array(z.string()),
  companyName: z.string(),
  registrationNumber: z.string(),
  certificate: z.string(),
  /** The operator's reason when rejected, '' otherwise. */
  reason: z.string(),
  /** The store created on approval, '' before. */
  sellerId: z.string(),
  createTime: z.string(),
  decideTime: z.string(),
});
export type StoreApplication = z.infer<typeof storeApplication>;

export const storeApply = sellerCalls.write('seller/store!apply', {
  summary:
    'Applies to open a store (logo and banner from uploadimg!execute, moduleName store; the company certificate with moduleName certificate, private). One open application per user; an operator decides.',
  input: storeApplicationInput,
  output: storeApplication,
});

export const storeApplicationGet = sellerCalls.read('seller/store!application', {
  summary:
    "The caller's latest store application with its status and the operator's reason; null when none.",
  input: z.object({}),
  output: storeApplication.nullable(),
});

export const adminStoreApplications = operatorCalls.read('admin/store!applications', {
  auth: 'operator',
  summary: 'Store applications, pending first (oldest first), then decided ones (newest first).',
  input: z.object({
    ...pagingInput(20),
    status: z.preprocess(blankToUndefined, z.enum(storeApplicationStatuses).optional()),
  }),
  output: paged(storeApplication.extend({ username: z.string() })),
});

export const adminStoreApprove = operatorCalls.write('admin/store!approve', {
  summary:
    'Approves a pending application: creates the store, makes the applicant a seller, logs the decision.',
  input: z.object({ id: idParam, ...decisionReasonFields, note: optionalText(500) }),
  output: storeApplication,
});

export const adminStoreReject = operatorCalls.write('admin/store!reject', {
  summary: 'Rejects a pending application with a reason the applicant reads; logs the decision.',
  input: z.object({ id: idParam, ...decisionReasonFields }),
  output: storeApplication,
});

// ---------------------------------------------------------------------------------------------
// The store's profile, kept by its seller

/** How many days a store may take to ship an order. */
export const HANDLING_DAYS_MIN = 1;
export const HANDLING_DAYS_MAX = 30;

/**
 * The whole profile, as the seller's form sends it (absent banner: none). The description is the
 * text in the request's language; the texts in other languages stay as they are.
 */
export const storeProfileInput = z.object({
  name: requiredText(60),
  description: requiredText(1000),
  logo: storeImage,
  banner: optionalStoreImage,
  contactEmail,
  contactPhone,
  country: shipsFromCountry,
  handlingDays: intParam(HANDLING_DAYS_MIN, HANDLING_DAYS_MAX),
});
export type StoreProfileInput = z.infer<typeof storeProfileInput>;

export const storeProfile = z.object({
  id: z.string(),
  name: z.string(),
  /** In the request's language, else English, else any language it is written in. */
  description: z.string(),
  logo: z.string(),
  banner: z.string(),
  /** '' while not stated (stores opened before the profile had these fields). */
  contactEmail: z.string(),
  contactPhone: z.string(),
  country: z.string(),
  /** The store ships an order within this many days of ordering. */
  handlingDays: z.number().int(),
  createTime: timeString,
  /** Suspended by an operator: its listings are off the storefront; open orders go on. */
  suspended: z.boolean(),
  suspendReason: z.string(),
});
export type StoreProfile = z.infer<typeof storeProfile>;

export const storeInfo = sellerCalls.read('seller/store!info', {
  auth: 'seller',
  summary:
    "The caller's store: name, description (request language), pictures, contact, ships-from country, handling time.",
  input: z.object({}),
  output: storeProfile,
});

export const storeUpdate = sellerCalls.write('seller/store!update', {
  auth: 'seller',
  summary:
    "Replaces the caller's store profile (pictures from uploadimg!execute, moduleName store; no banner: none). The description is stored for the request language.",
  input: storeProfileInput,
  output: storeProfile,
});
