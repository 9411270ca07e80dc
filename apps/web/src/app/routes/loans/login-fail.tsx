/** `/loginFail` — joint logon fail. */
export { JointLogonFail as Component } from '../../../features/loans/components/joint-logon-fail.tsx';
