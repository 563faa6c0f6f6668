// What other features may use of favourites: the heart on product cards with the kept state of a
// page of cards, and the user-centre counters.
export { FavouriteToggle } from './components/favourite-toggle.tsx';
export { useKeptCount } from './api/get-kept-count.ts';
export { useFollowedCount } from './api/get-followed-count.ts';
