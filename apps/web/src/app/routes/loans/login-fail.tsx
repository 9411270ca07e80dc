/** `/loginFail` — joint logon fail. */
export { JointLogonFail as Component } from '../../../features/loans/components/joint-logon-fail.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { loginFailPage as data } from '../../../features/loans/api/joint-logon.ts';
