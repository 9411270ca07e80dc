/** `/complainNewPage` — complaint home. */
export { ComplaintHome as Component } from '../../../features/care/components/complaint-home.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { complaintHomePage as data } from '../../../features/care/api/problem-init.ts';
