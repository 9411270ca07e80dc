/** `/relevant?scene=` — recommended products. */
export { RecommendedProducts as Component } from '../../../features/loans/components/recommended-products.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { relevantPage as data } from '../../../features/loans/api/recommended-products.ts';
