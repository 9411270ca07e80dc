/** `/relevant?scene=` — recommended products. */
export { RecommendedProducts as Component } from '../../../features/loans/components/recommended-products.tsx';
import { recommendedProductsQuery } from '../../../features/loans/api/recommended-products.ts';
import type { FirstView } from '../../router.tsx';

export const firstView: FirstView<'relevant'> = ({ scene }) => [recommendedProductsQuery(scene)];
