// What other features may use of the catalogue feature: product reviews, product pictures and
// the running lucky draw.
export { evaluationCountTypeQueryOptions } from './api/get-evaluation-count-type.ts';
export { evaluationListQueryOptions } from './api/get-evaluation-list.ts';
export { ProductImage } from './components/product-image.tsx';
export { useCurrentLottery } from './api/get-current-lottery.ts';
