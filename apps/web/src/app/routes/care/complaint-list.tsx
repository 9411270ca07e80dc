/** `/complaintList` — the borrower's complaints. */
export { ComplaintList as Component } from '../../../features/care/components/complaint-list.tsx';
import { problemListQuery } from '../../../features/care/api/problem-list.ts';
import type { FirstView } from '../../router.tsx';

export const firstView: FirstView<'complaintList'> = () => [problemListQuery()];
