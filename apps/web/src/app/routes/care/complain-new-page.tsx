/** `/complainNewPage` — complaint home. */
export { ComplaintHome as Component } from '../../../features/care/components/complaint-home.tsx';
import { problemInitQuery } from '../../../features/care/api/problem-init.ts';
import type { FirstView } from '../../router.tsx';

export const firstView: FirstView<'complainNew'> = ({ orderNo }) => [problemInitQuery(orderNo)];
