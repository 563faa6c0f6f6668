// Endpoints of the operator console (`admin/...`): the audit log, and the reason every operator
// decision takes. Reads are open to both built-in operator roles (`admin`, `support`); anything that moves
// money or changes a setting needs `admin`. Each also names the permissions that admit a role made
// in the console (domain/operator/permissions.ts).
import { z } from 'zod';
import {
  bannerLinkFits,
  bannerLinkTypes,
  bannerPositions,
  FURNITURE_SORT_MAX,
  isHttpsAddress,
} from '../catalog/furniture.ts';
import { languageCodes } from '../i18n/languages.ts';
import { reasonCodes } from '../operator/reasons.ts';
import { userStatusValues } from '../operator/user-status.ts';
import { isCalendarDay } from '../store/report-range.ts';
import { idParam, jsonArray, optionalFlag, optionalText, paged, pagingInput } from './common.ts';
import { endpointArea } from './define.ts';
import { allPermissions, type Permission } from '../operator/permissions.ts';

const operatorCalls = endpointArea({ tag: 'Operator', auth: 'admin' });

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The reason fields of a decision: a standard code, free text, or both (required on reject). */
export const decisionReasonFields = {
  reasonCode: z.preprocess(blankToUndefined, z.enum(reasonCodes).optional()),
  reason: optionalText(500),
};

/** A platform day `YYYY-MM-DD` (a real calendar day). */
export const dayParam = z.string().trim().refine(isCalendarDay, 'a day written YYYY-MM-DD');
const optionalDay = z.preprocess(blankToUndefined, dayParam.optional());

export const auditEntry = z.object({
  id: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  /** What the record is called now (a username, a store, a listing, a serial number); '' when gone. */
  targetName: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reasonCode: z.string(),
  reason: z.string(),
  ip: z.string(),
  createTime: z.string(),
});

export type AuditEntry = z.infer<typeof auditEntry>;

export const adminAuditList = operatorCalls.read('admin/audit!list', {
  auth: 'operator',
  permissions: ['platform.audit'],
  summary:
    'The append-only audit log of operator actions, newest first; filters: actor (username), action, target kind / id, platform days from..to.',
  input: z.object({
    ...pagingInput(20),
    actor: optionalText(64),
    action: optionalText(64),
    targetKind: optionalText(32),
    targetId: optionalText(64),
    from: optionalDay,
    to: optionalDay,
  }),
  output: paged(auditEntry),
});

// ---------------------------------------------------------------------------------------------
// Users

export { userStatusValues, type UserStatusValue } from '../operator/user-status.ts';

export const adminUserRow = z.object({
  id: z.string(),
  usercode: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  roles: z.array(z.string()),
  status: z.enum(userStatusValues),
  /** The reason of a disabled or business-locked status, in the reader's language. */
  statusReason: z.string(),
  statusReasonCode: z.string(),
  cancelled: z.boolean(),
  createTime: z.string(),
});

export type AdminUserRow = z.infer<typeof adminUserRow>;

export const adminUserList = operatorCalls.read('admin/user!list', {
  auth: 'operator',
  permissions: ['support.users', 'moderation.users', 'platform.roles'],
  summary:
    'Users, newest first; `q` searches username, e-mail, user code and phone; filters: role, status.',
  input: z.object({
    ...pagingInput(20),
    q: optionalText(100),
    role: z.preprocess(blankToUndefined, z.enum(['user', 'seller', 'admin', 'support']).optional()),
    status: z.preprocess(blankToUndefined, z.enum(userStatusValues).optional()),
  }),
  output: paged(adminUserRow),
});

const adminRecordLine = z.object({
  id: z.string(),
  serialNo: z.string(),
  amount: z.string(),
  status: z.string(),
  createTime: z.string(),
});

export const adminUserInfo = operatorCalls.read('admin/user!info', {
  auth: 'operator',
  permissions: ['support.users', 'moderation.users', 'platform.roles'],
  summary:
    'One user: profile, wallet balances, latest orders, deposits and withdrawals, sessions and login attempts.',
  input: z.object({ id: idParam }),
  output: z.object({
    user: adminUserRow,
    balances: z.object({ available: z.string(), held: z.string() }),
    orders: z.array(
      z.object({
        orderId: z.string(),
        serialNumber: z.string(),
        status: z.number().int(),
        refundStatus: z.number().int(),
        total: z.string(),
        createTime: z.string(),
      }),
    ),
    deposits: z.array(adminRecordLine),
    withdrawals: z.array(adminRecordLine),
    sessions: z.array(
      z.object({
        id: z.string(),
        createTime: z.string(),
        lastSeenTime: z.string(),
        expireTime: z.string(),
        revokeTime: z.string(),
        revokeReason: z.string(),
        ip: z.string(),
        userAgent: z.string(),
      }),
    ),
    loginAttempts: z.array(
      z.object({
        id: z.string(),
        success: z.boolean(),
        outcome: z.string(),
        ip: z.string(),
        createTime: z.string(),
      }),
    ),
    /** The stores the user runs (the disable dialog offers to suspend them). */
    stores: z.array(z.object({ sellerId: z.string(), name: z.string(), enabled: z.boolean() })),
  }),
});

export type AdminUserInfo = z.infer<(typeof adminUserInfo)['output']>;

export const adminUserSetStatus = operatorCalls.write('admin/user!setStatus', {
  permissions: ['moderation.users'],
  summary:
    'Sets a user active, disabled or business-locked; a reason is required for the last two and the user reads it when refused. Disabling ends their sessions at once, and their stores take no payment; with `suspendStores` the stores they run are suspended in the same decision (same reason).',
  input: z.object({
    id: idParam,
    status: z.enum(userStatusValues),
    ...decisionReasonFields,
    suspendStores: optionalFlag,
  }),
  output: adminUserRow,
});

// ---------------------------------------------------------------------------------------------
// Operator roles (issue 37)

/** A role's code: a built-in (`admin`, `support`) or `op_<id>` for a role made in the console. */
export const operatorRoleCode = z
  .string()
  .trim()
  .regex(/^(admin|support|op_[0-9a-z]{1,40})$/, 'admin, support or op_<id>');

export const adminRole = z.object({
  code: z.string(),
  name: z.string(),
  permissions: z.array(z.enum(allPermissions as [Permission, ...Permission[]])),
  /** `admin` and `support`: listed with what they grant, never changed or deleted. */
  builtIn: z.boolean(),
  /** How many accounts hold the role now. */
  holders: z.number().int(),
  updateTime: z.string(),
});
export type AdminRole = z.infer<typeof adminRole>;

export const adminRoleList = operatorCalls.read('admin/role!list', {
  auth: 'operator',
  permissions: ['platform.roles'],
  summary:
    'The operator roles: the built-ins `admin` (everything) and `support` (every operator read and chat) and the roles admins made from permissions, each with how many accounts hold it.',
  input: z.object({}),
  output: z.object({ list: z.array(adminRole), permissions: z.array(z.string()) }),
});

export const adminRoleSave = operatorCalls.write('admin/role!save', {
  permissions: ['platform.roles'],
  summary:
    'Creates a role (no `code`) or changes one: its name and permissions (at least one). Built-ins are refused, and so is a role the caller holds (nobody widens their own rights). Audited; applies to the next call of every holder.',
  input: z.object({
    code: z.preprocess(blankToUndefined, operatorRoleCode.optional()),
    name: z.string().trim().min(1).max(60),
    permissions: z.preprocess(
      jsonArray,
      z
        .array(z.enum(allPermissions as [Permission, ...Permission[]]))
        .min(1)
        .max(50),
    ),
    reason: optionalText(500),
  }),
  output: adminRole,
});

export const adminRoleDelete = operatorCalls.write('admin/role!delete', {
  permissions: ['platform.roles'],
  summary:
    'Deletes a role nobody holds any more (built-ins never). Audited with the role as it was.',
  input: z.object({ code: operatorRoleCode, reason: optionalText(500) }),
  output: z.object({ code: z.string() }),
});

export const adminUserSetRoles = operatorCalls.write('admin/user!setRoles', {
  permissions: ['platform.roles'],
  summary:
    "Sets a user's operator roles (`admin`, `support` or a role code from `admin/role!list`; other roles stay). They apply to the next call of the user's open sessions.",
  input: z.object({
    id: idParam,
    roles: z.preprocess(jsonArray, z.array(operatorRoleCode).max(20)),
    reason: optionalText(500),
  }),
  output: adminUserRow,
});

// ---------------------------------------------------------------------------------------------
// Dashboard

const money = z.string();

export const adminDashboardStats = z.object({
  /** The range the figures cover (platform days, both included) and the days of the series. */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  days: z.array(z.string()),
  /** Accounts registered in the range, and per day. */
  signUps: z.object({ total: z.number().int(), perDay: z.array(z.number().int()) }),
  /** Distinct buyers who placed at least one order in the range. */
  activeBuyers: z.number().int(),
  /** Orders placed in the range: count and gross (sum of totals), per day and per current status. */
  orders: z.object({
    count: z.number().int(),
    gross: money,
    perDay: z.array(z.object({ count: z.number().int(), gross: money })),
    byStatus: z.array(
      z.object({ status: z.number().int(), count: z.number().int(), gross: money }),
    ),
  }),
  /** Deposits made in the range and credited (count, sum credited, per day); pending: waiting now. */
  deposits: z.object({
    count: z.number().int(),
    sum: money,
    pending: z.number().int(),
    perDay: z.array(money),
  }),
  /** Withdrawals asked in the range and paid out (count, sum, per day); pending: under way now. */
  withdrawals: z.object({
    count: z.number().int(),
    sum: money,
    pending: z.number().int(),
    perDay: z.array(money),
  }),
  /** Commission the platform's fee account took on order releases, less what refunds gave back. */
  commission: z.object({ total: money, perDay: z.array(money) }),
  /** Refunds approved in the range: count and the orders' totals, per day. */
  refunds: z.object({ count: z.number().int(), sum: money, perDay: z.array(money) }),
  /** Store applications waiting for a decision now. */
  openStoreApplications: z.number().int(),
  /** Refund requests the store disputes that wait for an operator now. */
  openRefundDisputes: z.number().int(),
  /** Real-name (KYC) checks waiting for an operator now. */
  pendingKyc: z.number().int(),
  /** Loan applications waiting for an operator's review now. */
  loansInReview: z.number().int(),
  /** Customer-service conversations waiting for an operator's answer now. */
  serviceChatsWaiting: z.number().int(),
  /**
   * The daily backup (BACKUP_DIR): whether one is scheduled, when the last run finished and
   * whether it succeeded, when the newest successful one finished (ISO times; null: none yet).
   */
  backup: z.object({
    scheduled: z.boolean(),
    lastRunAt: z.string().nullable(),
    lastRunOk: z.boolean().nullable(),
    lastSuccessAt: z.string().nullable(),
  }),
});

export type AdminDashboardStats = z.infer<typeof adminDashboardStats>;

export const adminDashboard = operatorCalls.read('admin/dashboard!stats', {
  auth: 'operator',
  permissions: allPermissions,
  summary:
    'Platform figures over `from`..`to` (platform days YYYY-MM-DD in the platform time zone, both included; default the last 30 days, at most 366), each with its series per day; open store applications and refund disputes are counted now.',
  input: z.object({ from: optionalDay, to: optionalDay }),
  output: adminDashboardStats,
});

// ---------------------------------------------------------------------------------------------
// System parameters

export const adminParameter = z.object({
  code: z.string(),
  group: z.enum(['orders', 'wallet', 'credit', 'storefront']),
  kind: z.enum(['decimal', 'integer', 'url', 'window']),
  min: z.string(),
  max: z.string(),
  /** What applies now: the stored value, else the default. */
  value: z.string(),
  defaultValue: z.string(),
  /** Set by an operator (else the default applies). */
  stored: z.boolean(),
  updateTime: z.string(),
});

export type AdminParameter = z.infer<typeof adminParameter>;

export const adminSysparaList = operatorCalls.read('admin/syspara!list', {
  auth: 'operator',
  permissions: ['platform.parameters', 'finance.rates'],
  summary:
    'Every system parameter the server reads (order fees, commission and timers, wallet limits and fees, storefront limits and links) with its type, range, value now and default.',
  input: z.object({}),
  output: z.object({ list: z.array(adminParameter) }),
});

export const adminSysparaUpdate = operatorCalls.write('admin/syspara!update', {
  permissions: ['platform.parameters', 'finance.rates'],
  summary:
    'Changes one system parameter, checked by type and range; the old and new value go to the audit log and the change applies to the next call (no restart).',
  input: z.object({
    code: z.string().trim().min(1).max(64),
    value: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().max(500)),
    reason: optionalText(500),
  }),
  output: adminParameter,
});

// ---------------------------------------------------------------------------------------------
// Stores and listings

export const adminStoreRow = z.object({
  sellerId: z.string(),
  ownerUserId: z.string(),
  name: z.string(),
  country: z.string(),
  status: z.enum(['active', 'suspended']),
  /** Why it is suspended, in the reader's language when it is a standard reason. */
  suspendReason: z.string(),
  suspendTime: z.string(),
  listings: z.number().int(),
  onShelf: z.number().int(),
  hidden: z.number().int(),
  openOrders: z.number().int(),
  createTime: z.string(),
});

export type AdminStoreRow = z.infer<typeof adminStoreRow>;

export const adminStoreList = operatorCalls.read('admin/store!list', {
  auth: 'operator',
  permissions: ['moderation.stores'],
  summary: 'Stores, newest first; `q` searches the name; `status` active or suspended.',
  input: z.object({
    ...pagingInput(20),
    q: optionalText(100),
    status: z.preprocess(blankToUndefined, z.enum(['active', 'suspended']).optional()),
  }),
  output: paged(adminStoreRow),
});

export const adminStoreInfo = operatorCalls.read('admin/store!info', {
  auth: 'operator',
  permissions: ['moderation.stores'],
  summary: 'One store with its moderation state, listings (on shelf, hidden) and open orders.',
  input: z.object({ sellerId: idParam }),
  output: adminStoreRow,
});

export const adminStoreSetStatus = operatorCalls.write('admin/store!setStatus', {
  permissions: ['moderation.stores'],
  summary:
    'Suspends a store (a reason required, which the store reads: its listings leave the storefront, open orders go on) or reinstates it.',
  input: z.object({
    sellerId: idParam,
    status: z.enum(['active', 'suspended']),
    ...decisionReasonFields,
  }),
  output: adminStoreRow,
});

export const adminListingRow = z.object({
  sellerGoodsId: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  name: z.string(),
  price: z.string(),
  stock: z.number().int(),
  onShelf: z.boolean(),
  hidden: z.boolean(),
  hiddenReason: z.string(),
  upTime: z.string(),
});

export type AdminListingRow = z.infer<typeof adminListingRow>;

export const adminGoodsList = operatorCalls.read('admin/goods!list', {
  auth: 'operator',
  permissions: ['moderation.goods'],
  summary: 'Listings of every store, newest first; `q` searches names; filters: store, hidden.',
  input: z.object({
    ...pagingInput(20),
    q: optionalText(100),
    sellerId: z.preprocess(blankToUndefined, idParam.optional()),
    hidden: z.preprocess(
      (v) =>
        v === '' || v === null || v === undefined
          ? undefined
          : v === true || v === '1' || v === 'true',
      z.boolean().optional(),
    ),
  }),
  output: paged(adminListingRow),
});

export const adminGoodsHide = operatorCalls.write('admin/goods!hide', {
  permissions: ['moderation.goods'],
  summary:
    'Hides a listing (moderation): off the storefront, its store cannot put it back; the reason (required) is shown to the store.',
  input: z.object({ sellerGoodsId: idParam, ...decisionReasonFields }),
  output: adminListingRow,
});

export const adminGoodsRestore = operatorCalls.write('admin/goods!restore', {
  permissions: ['moderation.goods'],
  summary: 'Restores a hidden listing to the shelf state it had before.',
  input: z.object({ sellerGoodsId: idParam, reason: optionalText(500) }),
  output: adminListingRow,
});

// ---------------------------------------------------------------------------------------------
// Catalogue furniture: categories, banners, the lucky-draw activity

/** Texts per interface language, English required: a JSON object `{ "en": "...", "cn": "..." }`. */
const localizedInput = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z
    .partialRecord(z.enum(languageCodes), z.string().trim().max(200))
    .refine((texts) => Boolean(texts.en?.trim()), 'an English text is required'),
);

/** A picture on this site (`/uploads/...`, `/brand/...`) or on an https address; '' for none. */
const pictureParam = z
  .string()
  .trim()
  .max(500)
  .regex(/^(|\/[A-Za-z0-9_\-./]+\.(png|jpe?g|webp|svg|gif)|https:\/\/\S+)$/, 'a picture address');

const wireTimeParam = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, 'a time YYYY-MM-DD HH:mm:ss')
    .optional(),
);

export const adminCategory = z.object({
  id: z.string(),
  parentId: z.string(),
  names: z.record(z.string(), z.string()),
  name: z.string(),
  iconImg: z.string(),
  sort: z.number().int(),
  isRecommend: z.boolean(),
  enabled: z.boolean(),
  /** Listings filed under it (a category in use cannot be deleted). */
  listings: z.number().int(),
  children: z.number().int(),
});

export type AdminCategory = z.infer<typeof adminCategory>;

export const adminCategoryList = operatorCalls.read('admin/category!list', {
  auth: 'operator',
  permissions: ['catalogue.categories'],
  summary: 'Every category (two levels), enabled or not, with its names in every language and use.',
  input: z.object({}),
  output: z.object({ list: z.array(adminCategory) }),
});

export const adminCategorySave = operatorCalls.write('admin/category!save', {
  permissions: ['catalogue.categories'],
  summary:
    'Creates (no `id`) or changes a category: names per language (English required), parent (a top-level category; two levels), icon, order, recommended, enabled.',
  input: z.object({
    id: z.preprocess(blankToUndefined, idParam.optional()),
    parentId: z.preprocess(blankToUndefined, idParam.optional()),
    names: localizedInput,
    iconImg: z.preprocess((v) => v ?? '', pictureParam),
    sort: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(0).max(FURNITURE_SORT_MAX).default(0),
    ),
    isRecommend: z.preprocess((v) => v === true || v === '1' || v === 'true', z.boolean()),
    enabled: z.preprocess(
      (v) => v === undefined || v === '' || v === true || v === '1' || v === 'true',
      z.boolean(),
    ),
  }),
  output: adminCategory,
});

export const adminCategoryDelete = operatorCalls.write('admin/category!delete', {
  permissions: ['catalogue.categories'],
  summary: 'Deletes a category; refused while listings use it or it has subcategories.',
  input: z.object({ id: idParam }),
  output: z.null(),
});

export { bannerLinkTypes, bannerPositions } from '../catalog/furniture.ts';

export const adminBanner = z.object({
  id: z.string(),
  position: z.enum(bannerPositions),
  /** The storefront brand that shows it; '' for every brand. */
  brand: z.string(),
  titles: z.record(z.string(), z.string()),
  title: z.string(),
  imgUrl: z.string(),
  linkType: z.enum(bannerLinkTypes),
  link: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  startTime: z.string(),
  endTime: z.string(),
});

export type AdminBanner = z.infer<typeof adminBanner>;

export const adminBannerList = operatorCalls.read('admin/banner!list', {
  auth: 'operator',
  permissions: ['moderation.banners'],
  summary:
    'Every banner of every position and brand, in display order, with its active period; also the brands a banner can be shown on.',
  input: z.object({}),
  output: z.object({
    list: z.array(adminBanner),
    brands: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
});

export const adminBannerSave = operatorCalls.write('admin/banner!save', {
  permissions: ['moderation.banners'],
  summary:
    'Creates (no `id`) or changes a banner: position, the brand that shows it (empty: every brand), titles per language, picture, link, order, enabled, active period (platform time).',
  input: z
    .object({
      id: z.preprocess(blankToUndefined, idParam.optional()),
      position: z.enum(bannerPositions),
      /** A brand code to show it on that storefront only; empty for every brand. */
      brand: z.preprocess(
        (v) => (v === undefined || v === null ? '' : v),
        z
          .string()
          .trim()
          .regex(/^([a-z0-9-]{1,40})?$/),
      ),
      titles: localizedInput,
      imgUrl: pictureParam.refine((v) => v !== '', 'a picture is required'),
      linkType: z.enum(bannerLinkTypes),
      link: z.preprocess((v) => v ?? '', z.string().trim().max(500)),
      sort: z.preprocess(
        blankToUndefined,
        z.coerce.number().int().min(0).max(FURNITURE_SORT_MAX).default(0),
      ),
      enabled: z.preprocess(
        (v) => v === undefined || v === '' || v === true || v === '1' || v === 'true',
        z.boolean(),
      ),
      startTime: wireTimeParam,
      endTime: wireTimeParam,
    })
    .refine((banner) => bannerLinkFits(banner.linkType, banner.link), {
      path: ['link'],
      message: 'a link that fits its type (https address, record id, or none)',
    }),
  output: adminBanner,
});

export const adminBannerDelete = operatorCalls.write('admin/banner!delete', {
  permissions: ['moderation.banners'],
  summary: 'Deletes a banner.',
  input: z.object({ id: idParam }),
  output: z.null(),
});

export const adminLottery = z.object({
  id: z.string(),
  titles: z.record(z.string(), z.string()),
  title: z.string(),
  detailUrl: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  enabled: z.boolean(),
});

export type AdminLottery = z.infer<typeof adminLottery>;

export const adminLotteryList = operatorCalls.read('admin/lottery!list', {
  auth: 'operator',
  permissions: ['catalogue.furniture'],
  summary:
    'The lucky-draw activities, latest start first (the current one is what the storefront shows).',
  input: z.object({}),
  output: z.object({ list: z.array(adminLottery) }),
});

export const adminLotterySave = operatorCalls.write('admin/lottery!save', {
  permissions: ['catalogue.furniture'],
  summary:
    'Creates (no `id`) or changes a lucky-draw activity: titles, the https page it opens, its period (platform time), enabled.',
  input: z.object({
    id: z.preprocess(blankToUndefined, idParam.optional()),
    titles: localizedInput,
    detailUrl: z.string().trim().refine(isHttpsAddress, 'an https address'),
    startTime: wireTimeParam.pipe(z.string()),
    endTime: wireTimeParam.pipe(z.string()),
    enabled: z.preprocess(
      (v) => v === undefined || v === '' || v === true || v === '1' || v === 'true',
      z.boolean(),
    ),
  }),
  output: adminLottery,
});
