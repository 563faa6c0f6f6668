// What other modules may use of system parameters: reading them, and the console's change of one
// (inside the caller's transaction, beside its audit entry).
export { readParameter, readPublicParameter, readStoredParameters } from './settings.service.ts';
export { lockParameter, writeParameter } from './settings.repository.ts';
