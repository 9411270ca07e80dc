/** `/complainDetails?problemId=` — one complaint and its answer. */
export { ComplaintDetail as Component } from '../../../features/care/components/complaint-detail.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { complaintDetailPage as data } from '../../../features/care/api/problem-detail.ts';
