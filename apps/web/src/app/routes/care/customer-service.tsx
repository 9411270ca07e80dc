/** `/customerService` — support contacts and the market's grievance route. */
export { CustomerService as Component } from '../../../features/care/components/customer-service.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { customerServicePage as data } from '../../../features/care/api/get-whatsapp.ts';
