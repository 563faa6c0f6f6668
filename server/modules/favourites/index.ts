// What other modules may use of favourites: how many favourites and followed stores a buyer has.
export { followedCount, keptCount } from './favourites.service.ts';
