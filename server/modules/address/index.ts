// What other modules may use of the address book: the buyer's addresses and the one an order ships to.
export { addressForOrder, addressesOf } from './address.service.ts';
