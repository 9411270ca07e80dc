import { register } from '@tenor/contract/endpoints/promo';
import { call } from '../../../shared/http/call.ts';
import type { LandingParams } from '../landing-address.ts';
import type { SmsRequest } from './get-sms.ts';

/** Registers the phone: '0' registered, '11' already registered, '-1' wrong captcha. */
export const registerPhone = (req: SmsRequest & { smsCode: string }, params: LandingParams) =>
  call(
    register,
    {
      phone: req.phone,
      capcode: req.captcha.trim(),
      sid: req.sid,
      smsCode: req.smsCode,
      id: req.templateId,
      appName: req.appName,
      appFrom: params.appFrom,
      userFrom: params.userFrom,
      utmTag: params.utmTag,
      inviteCode: params.inviteCode,
      merchantNumber: '0',
    },
    { loading: true },
  );
