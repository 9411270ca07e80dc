/** `/intelligentCustomerService` — the FAQ chatbot; its topics come with the HTML. */
export { Chatbot as Component } from '../../../features/care/components/chatbot.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { chatbotPage as data } from '../../../features/care/api/qa-list.ts';
