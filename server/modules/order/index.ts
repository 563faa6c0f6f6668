// What other modules may use of orders: figures the storefront states about them.
export { countDeliveredCountries } from './order.repository.ts';
