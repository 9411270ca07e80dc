import { rightsArea } from '../../../shared/http/areas.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { EndpointLike, RequestOf, ResponseOf } from '@tenor/contract/endpoint';
import { call } from '../../../shared/http/call.ts';
import { readQuery } from '../../../shared/http/read-query.ts';
import { pageData } from '../../../shared/page/page-data.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';

const dataConsent = rightsArea('dataConsent');
const dataEmail = rightsArea('dataEmail');
const dataErase = rightsArea('dataErase');
const dataExport = rightsArea('dataExport');
const myData = rightsArea('myData');
const phoneCode = rightsArea('phoneCode');
const phoneCorrect = rightsArea('phoneCorrect');

const KEY = ['rights', 'myData'] as const;

/** What is held about the borrower, the optional consents and every request (decision 064). */
export const myDataQuery = () => readQuery(KEY, myData);

/** What My data shows, as the server answers it. */
export type RightsData = ResponseOf<typeof myData>;

/** `/myData`. */
export const myDataPage = pageData('myData', () => ({ data: myDataQuery() }));

/** A write of My data, once at a time; the page's data is read again after it either way. */
function useRightsWrite<E extends EndpointLike>(endpoint: E) {
  const client = useQueryClient();
  return useSingleFlight({
    mutationFn: (input: RequestOf<E>) => call(endpoint, input),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export const useExport = () => useRightsWrite(dataExport);
export const useConsent = () => useRightsWrite(dataConsent);
export const usePhoneCode = () => useRightsWrite(phoneCode);
export const usePhoneCorrect = () => useRightsWrite(phoneCorrect);
export const useErase = () => useRightsWrite(dataErase);
export const useEmail = () => useRightsWrite(dataEmail);
