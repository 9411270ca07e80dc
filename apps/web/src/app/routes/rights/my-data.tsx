/** `/myData` — the borrower's data: what is held, export, correction, consents, erasure. */
export { MyData as Component } from '../../../features/rights/components/my-data.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { myDataPage as data } from '../../../features/rights/api/my-data.ts';
