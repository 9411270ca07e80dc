/** `/intelligentCustomerService` — the FAQ chatbot; its topics come with the HTML. */
export { Chatbot as Component } from '../../../features/care/components/chatbot.tsx';
import { qaListQuery } from '../../../features/care/api/qa-list.ts';
import type { FirstView } from '../../router.tsx';

export const firstView: FirstView<'chatbot'> = () => [qaListQuery(0)];
