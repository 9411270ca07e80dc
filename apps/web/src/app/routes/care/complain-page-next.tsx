/**
 * `/complainPageNext` — the complaint form. Its first view reads the draft in this tab's
 * storage, which the server cannot see: only the types come with the HTML.
 */
export { ComplaintForm as Component } from '../../../features/care/components/complaint-form.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { complaintFormPage as data } from '../../../features/care/api/problem-init.ts';
