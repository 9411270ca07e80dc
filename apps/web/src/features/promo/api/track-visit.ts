import { trackVisit } from '@tenor/contract/endpoints/promo';
import { call } from '../../../shared/http/call.ts';
import type { LandingParams } from '../landing-address.ts';
import type { ClientType } from '../store-link.ts';

/** Records the visit with the ad's attribution (`pageType` 1, answer ignored). */
export const recordVisit = (pageId: number, params: LandingParams, clientType: ClientType) =>
  call(
    trackVisit,
    {
      pageId,
      clientType,
      pageType: 1,
      appFrom: params.appFrom,
      userFrom: params.userFrom,
      utmTag: params.utmTag,
    },
    { quiet: true },
  );
