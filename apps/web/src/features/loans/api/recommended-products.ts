import { loansArea } from '../../../shared/http/areas.ts';
import { queryOptions } from '@tanstack/react-query';
import { callOrThrow } from '../../../shared/http/query.ts';
import { readQuery } from '../../../shared/http/read-query.ts';
import { pageData } from '../../../shared/page/page-data.ts';

const offerDisclosure = loansArea('offerDisclosure');
const recommendProductList = loansArea('recommendProductList');

export const recommendedProductsQuery = (scene: string | undefined) =>
  queryOptions({
    queryKey: ['loans', 'recommended-products', scene ?? ''],
    queryFn: ({ signal }) => callOrThrow(recommendProductList, { scene }, { signal }),
  });

/** What the offer list discloses besides its cards (decision 057). */
export const offerDisclosureQuery = () => readQuery(['loans', 'offer-disclosure'], offerDisclosure);

/** `/relevant`: the products recommended for the launch's scene, and how they are ordered. */
export const relevantPage = pageData('relevant', ({ scene }) => ({
  products: recommendedProductsQuery(scene),
  disclosure: offerDisclosureQuery(),
}));

/**
 * `/errorPage`: the same list, for no scene. Not fetched by the server: the page has always
 * been rendered loading there, and rendering it with its list is a change of its HTML of its own.
 */
export const failurePage = pageData(
  'errorPage',
  () => ({ products: recommendedProductsQuery(undefined) }),
  { onServer: false },
);
