// What other modules may use of accounts: reading users and the caller's fund password check.
export { checkWalletCode } from './account.service.ts';
export { sessionsChanged } from './account.repository.ts';
export { issueStreamTicket, liveSessionRoles, redeemStreamTicket } from './session.service.ts';
export { requireLoginPassword, requireSafeword, verifySafeword } from './credentials.service.ts';
export { findUserById, grantRole, userIdByIdentifier, usernamesOf } from './users.service.ts';
export {
  adminUserView,
  findUserForOperator,
  listUsersForOperator,
  lockUserForOperator,
  roleHolderCounts,
  setOperatorRoles,
  setUserStatus,
  userIdsWithRole,
  userSessionsAndAttempts,
  type AdminUserSource,
} from './admin-users.service.ts';
// The closure room runs a cancellation between these two steps (what must be settled first).
export { checkCancellationRequest, closeAccount } from './cancellation.service.ts';
