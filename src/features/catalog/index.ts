// What other features may use of the catalogue feature: product reviews, product pictures, the
// running lucky draw and the category tree.
export { evaluationCountTypeQueryOptions } from './api/get-evaluation-count-type.ts';
export { evaluationListQueryOptions } from './api/get-evaluation-list.ts';
export { ProductImage } from './components/product-image.tsx';
export { useCurrentLottery } from './api/get-current-lottery.ts';
export { categoryTreeQueryOptions } from './api/get-category-tree.ts';
