/**
 * `/complainPageNext` — the complaint form. Its first view reads the draft in this tab's
 * storage, which the server cannot see: only the types come with the HTML.
 */
export { ComplaintForm as Component } from '../../../features/care/components/complaint-form.tsx';
import { problemInitQuery } from '../../../features/care/api/problem-init.ts';
import type { FirstView } from '../../router.tsx';

export const firstView: FirstView<'complainNext'> = ({ orderNo }) => [problemInitQuery(orderNo)];
