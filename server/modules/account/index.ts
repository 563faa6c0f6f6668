// What other modules may use of accounts: reading a user and the fund password check.
export { findUserById, verifySafeword } from './account.service.ts';
