/** `/complainDetails?problemId=` — one complaint and its answer. */
export { ComplaintDetail as Component } from '../../../features/care/components/complaint-detail.tsx';
import { problemDetailQuery } from '../../../features/care/api/problem-detail.ts';
import type { FirstView } from '../../router.tsx';

export const firstView: FirstView<'complainDetails'> = ({ problemId }) => [
  problemDetailQuery(problemId),
];
