import { getSms } from '@tenor/contract/endpoints/promo';
import { call } from '../../../shared/http/call.ts';
import type { LandingParams } from '../landing-address.ts';

export interface SmsRequest {
  phone: string;
  captcha: string;
  sid: string;
  templateId: number;
  appName: string;
}

/** Asks for an SMS code: '0' sent, '101' wrong captcha, '11' already registered. */
export const sendSmsCode = (req: SmsRequest, params: LandingParams) =>
  call(getSms, {
    phone: req.phone,
    capcode: req.captcha.trim(),
    sid: req.sid,
    id: req.templateId,
    appName: req.appName,
    appFrom: params.appFrom,
    userFrom: params.userFrom,
    utmTag: params.utmTag,
  });
