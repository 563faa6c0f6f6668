// What other modules may use of system parameters: reading them.
export { readParameter, readPublicParameter } from './settings.service.ts';
