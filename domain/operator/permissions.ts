// Operator permissions (issue 37): what a role lets an operator do, one permission per kind of
// work, grouped by area. Every admin endpoint names the permissions that admit it (any one
// suffices, domain/api/*.ts); the router checks them against the caller's roles' permissions.
// The two built-in roles keep their meaning exactly: `admin` may call everything (also what is
// added later) and `support` every endpoint declared `auth: 'operator'` (reads and chat), whatever
// permissions those endpoints name.
import type { EndpointAuth } from '../api/define.ts';

export const permissionAreas = {
  finance: [
    'finance.deposits',
    'finance.withdrawals',
    'finance.rates',
    'finance.refunds',
    'finance.reserves',
  ],
  credit: ['credit.kyc', 'credit.loans'],
  moderation: ['moderation.goods', 'moderation.stores', 'moderation.banners', 'moderation.users'],
  support: ['support.chat', 'support.users'],
  catalogue: ['catalogue.categories', 'catalogue.furniture'],
  platform: ['platform.parameters', 'platform.brands', 'platform.roles', 'platform.audit'],
} as const;

export type PermissionArea = keyof typeof permissionAreas;
export type Permission = (typeof permissionAreas)[PermissionArea][number];

export const allPermissions: readonly Permission[] = Object.values(permissionAreas).flat();

export function isPermission(value: string): value is Permission {
  return (allPermissions as readonly string[]).includes(value);
}

/** The built-in roles: they cannot be deleted or changed, and their grants are defined here. */
export const builtInRoles = ['admin', 'support'] as const;
export type BuiltInRole = (typeof builtInRoles)[number];

export function isBuiltInRole(code: string): code is BuiltInRole {
  return (builtInRoles as readonly string[]).includes(code);
}

/** Whether a role code names an operator role: a built-in or one made in the console (`op_<id>`). */
export function isOperatorRole(code: string): boolean {
  return isBuiltInRole(code) || /^op_[0-9a-z]+$/.test(code);
}

/**
 * The permissions `support` is listed with (for the console): its grant is wider — every
 * `auth: 'operator'` endpoint, the reads of every area — and is checked by `operatorMay`.
 */
export const supportPermissions: readonly Permission[] = ['support.chat', 'support.users'];

/** The permissions a built-in role is listed with. */
export function builtInPermissions(role: BuiltInRole): readonly Permission[] {
  return role === 'admin' ? allPermissions : supportPermissions;
}

/** What the router knows of an operator endpoint. */
export interface OperatorGate {
  auth: EndpointAuth;
  /** Any one of these admits a caller whose roles grant it. */
  permissions?: readonly Permission[] | undefined;
}

/** What the router knows of a caller: role codes and the permissions their roles grant. */
export interface OperatorGrant {
  roles: readonly string[];
  permissions: readonly string[];
}

/** Whether the auth of an endpoint makes it an operator (console) endpoint. */
export function isOperatorAuth(auth: EndpointAuth): boolean {
  return auth === 'operator' || auth === 'admin';
}

/** Whether a caller may call an operator endpoint (login assumed). */
export function operatorMay(gate: OperatorGate, caller: OperatorGrant): boolean {
  if (caller.roles.includes('admin')) return true;
  if (gate.auth === 'operator' && caller.roles.includes('support')) return true;
  return (gate.permissions ?? []).some((permission) => caller.permissions.includes(permission));
}

/** Whether a caller holds a permission (admin holds every one, support its listed ones). */
export function holds(caller: OperatorGrant, permission: Permission): boolean {
  if (caller.roles.includes('admin')) return true;
  if (caller.roles.includes('support') && supportPermissions.includes(permission)) return true;
  return caller.permissions.includes(permission);
}

/** Whether a caller is an operator at all: a built-in role or a role granting any permission. */
export function isOperator(caller: OperatorGrant): boolean {
  return builtInRoles.some((role) => caller.roles.includes(role)) || caller.permissions.length > 0;
}

/**
 * The permission a system parameter needs to change: rates and fees (commission, tax, handling,
 * delivery, withdrawal fees, the credit APR ceiling, how old an exchange rate may be) belong to finance, every other parameter to
 * the platform area. By name, so a new `..._rate` or `..._fee` parameter is finance's too.
 */
export function parameterPermission(code: string): Permission {
  return /(_rate|_fee|_fee_min|_per_unit)$|^credit_apr|^wallet_rate_/.test(code)
    ? 'finance.rates'
    : 'platform.parameters';
}
