import { useNavigate } from '../lib/navigation.tsx';
import { pagePaths } from '@tenor/contract/paths';
import { type BridgeTarget, bridge } from '../lib/bridge.ts';

/**
 * A button that leads to the app's home or a product ("Back to Home", "More products",
 * "Borrow more"): inside the app it asks the app (the bridge), as docs/native-integration.md
 * says. In a plain browser nothing would answer the simulator, so the page goes somewhere
 * useful instead: the recommended products by default (the launch language is kept for the
 * session), or the `browserTarget` a page names.
 */
export function useAppHome(
  browserTarget: string = pagePaths.relevant,
): (ask?: () => BridgeTarget) => void {
  const navigate = useNavigate();
  return (ask = bridge.openAppHome) => {
    if (ask() === 'simulator') void navigate(browserTarget);
  };
}
