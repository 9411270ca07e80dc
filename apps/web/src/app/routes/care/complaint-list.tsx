/** `/complaintList` — the borrower's complaints. */
export { ComplaintList as Component } from '../../../features/care/components/complaint-list.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { complaintListPage as data } from '../../../features/care/api/problem-list.ts';
