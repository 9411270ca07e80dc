import { careArea } from '../../../shared/http/areas.ts';
import { queryOptions } from '@tanstack/react-query';
import { callOrThrow } from '../../../shared/http/query.ts';
import { pageData } from '../../../shared/page/page-data.ts';

const qaList = careArea('qaList');

/** The chatbot's tree: `pid` 0 gives the categories, a category its questions, a question its answer. */
export const qaListQuery = (pid: number) =>
  queryOptions({
    queryKey: ['care', 'qa', pid],
    queryFn: ({ signal }) => callOrThrow(qaList, { pid }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** `/intelligentCustomerService`: the chatbot's categories, with the HTML. */
export const chatbotPage = pageData('chatbot', () => ({ topics: qaListQuery(0) }));
