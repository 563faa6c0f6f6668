// What other modules may use of the address book: the buyer's addresses and the one an order ships to.
export { addressForOrder, addressesOf } from './address.service.ts';
// Loads the place-name dataset ahead of the first address call, once the server is listening.
export { warmGeo } from './geo.ts';
