import { trackClick } from '@tenor/contract/endpoints/promo';
import { call } from '../../../shared/http/call.ts';
import type { LandingParams } from '../landing-address.ts';
import type { ClientType } from '../store-link.ts';

/** Records the apply tap with the attribution and the phone (answer ignored). */
export const recordApply = (
  pageId: number,
  params: LandingParams,
  clientType: ClientType,
  phone: string,
) =>
  call(
    trackClick,
    {
      pageId,
      clientType,
      phone,
      appFrom: params.appFrom,
      userFrom: params.userFrom,
      utmTag: params.utmTag,
    },
    { quiet: true },
  );
