// Endpoints of the operator console (`admin/...`): the audit log, and the reason every operator
// decision takes. Reads are open to both built-in operator roles (`admin`, `support`); anything that moves
// money or changes a setting needs `admin`. Each also names the permissions that admit a role made
// in the console (domain/operator/permissions.ts).
import { z } from 'zod';
import { userStatusValues } from '../operator/user-status.ts';
import { idParam, jsonArray, optionalFlag, optionalText, paged, pagingInput } from './common.ts';
import { endpointArea } from './define.ts';
import { dayParam, decisionReasonFields } from './operator-fields.ts';
import { allPermissions, type Permission } from '../operator/permissions.ts';

// The stores, listings and catalogue furniture calls are in their own file, part of this door.
export * from './operator-catalog.ts';
export { dayParam, decisionReasonFields } from './operator-fields.ts';

const operatorCalls = endpointArea({ tag: 'Operator', auth: 'admin' });

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

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

/** A role's code: a built-in (`admin`, `support`) or `op_<id>` for a role made in the console. */
export const operatorRoleCode = z
  .string()
  .trim()
  .regex(/^(admin|support|op_[0-9a-z]{1,40})$/, 'admin, support or op_<id>');

/** The roles the users list filters by: buyer, seller, or an operator role (built-in or made in the console). */
export const userRoleFilter = z.union([z.enum(['user', 'seller']), operatorRoleCode]);

export const adminUserList = operatorCalls.read('admin/user!list', {
  auth: 'operator',
  permissions: ['support.users', 'moderation.users', 'platform.roles'],
  summary:
    'Users, newest first; `q` searches username, e-mail, user code and phone; filters: role (`user`, `seller`, `admin`, `support` or a role code from `admin/role!list`), status.',
  input: z.object({
    ...pagingInput(20),
    q: optionalText(100),
    role: z.preprocess(blankToUndefined, userRoleFilter.optional()),
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
  /**
   * Each USDT network's state now: whether its channel is open and, when not, why (`failing`: the
   * last sweep failed, with the node's words; `silent`: no sweep finished lately) and since when.
   */
  networks: z.array(
    z.object({
      network: z.string(),
      label: z.string(),
      available: z.boolean(),
      reason: z.enum(['', 'failing', 'silent']),
      failure: z.string(),
      /** ISO times; null: never. */
      since: z.string().nullable(),
      lastOkAt: z.string().nullable(),
      head: z.string().nullable(),
    }),
  ),
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
    // A parameter's name (snake_case): anything else is refused as a parameter error rather than
    // echoed back in the "unknown parameter" message.
    code: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z][A-Za-z0-9_.]*$/),
    value: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().max(500)),
    reason: optionalText(500),
  }),
  output: adminParameter,
});
