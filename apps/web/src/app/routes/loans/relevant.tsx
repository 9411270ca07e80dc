/** `/relevant?scene=` — recommended products. */
export { RecommendedProducts as Component } from '../../../features/loans/components/recommended-products.tsx';
