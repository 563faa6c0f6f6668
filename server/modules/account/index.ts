// What other modules may use of accounts: reading users and the caller's fund password check.
export { findUserById, grantRole, usernamesOf, verifySafeword } from './account.service.ts';
