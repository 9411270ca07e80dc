import { useSearchParams } from 'react-router';
import { RecommendedProducts } from '../../features/loans/components/recommended-products.tsx';

/** `/relevant?scene=` — recommended products. */
export function Component() {
  const [search] = useSearchParams();
  return <RecommendedProducts scene={search.get('scene') || undefined} />;
}
