import { JointLogonFail } from '../../features/loans/components/joint-logon-fail.tsx';

/** `/loginFail` — joint logon fail. */
export function Component() {
  return <JointLogonFail />;
}
