// What other features may use of the address feature: the country list of the maintained dataset.
export { useCountries } from './api/get-regions.ts';
