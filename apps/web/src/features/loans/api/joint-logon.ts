import { loansArea } from '../../../shared/http/areas.ts';
import { queryOptions } from '@tanstack/react-query';
import { callOrThrow } from '../../../shared/http/query.ts';
import { pageData } from '../../../shared/page/page-data.ts';

const jointNecessity = loansArea('jointNecessity');
const jointProducts = loansArea('jointProducts');
const jointTargeted = loansArea('jointTargeted');

/**
 * Joint logon fail reads three calls (docs/screens.md "Joint logon fail"): the status title and message, the notice
 * under it and the products to apply to instead. The page needs all three, so they load
 * together, as one query, and fail or retry together.
 */
export const jointLogonQuery = () =>
  queryOptions({
    queryKey: ['loans', 'joint'],
    queryFn: async ({ signal }) => {
      const [status, notice, products] = await Promise.all([
        callOrThrow(jointTargeted, {}, { signal }),
        callOrThrow(jointNecessity, {}, { signal }),
        callOrThrow(jointProducts, {}, { signal }),
      ]);
      return { status, notice, products };
    },
  });

/**
 * `/loginFail`. Not fetched by the server: the page has always been rendered loading there,
 * and rendering it with its data is a change of its HTML of its own.
 */
export const loginFailPage = pageData('loginFail', () => ({ joint: jointLogonQuery() }), {
  onServer: false,
});
