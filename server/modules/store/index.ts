// What other modules may use of stores: which store a user runs.
export { storeOfOwner } from './ownership.service.ts';
