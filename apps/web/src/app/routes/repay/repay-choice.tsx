import { Navigate, useLocation } from '../../../lib/navigation.tsx';
import { pagePaths } from '@tenor/contract/paths';
import { region } from '../../../lib/launch.ts';
import { MethodChooser } from '../../../features/repay/components/method-chooser.tsx';

/**
 * `/individual?amount=&display=&orderId=&productId=` — the bank and mini-market chooser
 * (Indonesia). India has no such choice to make: its ways to pay are all on /that.
 */
export function Component() {
  const { search } = useLocation();
  if (region() === 'IN') return <Navigate to={`${pagePaths.repay}${search}`} replace />;
  return <MethodChooser />;
}
