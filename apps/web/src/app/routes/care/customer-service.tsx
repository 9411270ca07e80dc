/** `/customerService` — support contacts and the market's grievance route. */
export { CustomerService as Component } from '../../../features/care/components/customer-service.tsx';
import { contactsQuery } from '../../../features/care/api/get-whatsapp.ts';
import type { FirstView } from '../../router.tsx';

export const firstView: FirstView<'customerService'> = () => [contactsQuery()];
