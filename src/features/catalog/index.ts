// What other features may use of the catalogue feature: product reviews and product pictures.
export { evaluationCountTypeQueryOptions } from './api/get-evaluation-count-type.ts';
export { evaluationListQueryOptions } from './api/get-evaluation-list.ts';
export { ProductImage } from './components/product-image.tsx';
