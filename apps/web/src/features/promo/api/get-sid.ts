import { getSid } from '@tenor/contract/endpoints/promo';
import { call } from '../../../shared/http/call.ts';

/** A registration session for the captcha and the code; failures stay quiet, the captcha box offers a retry. */
export const fetchSid = () => call(getSid, {}, { quiet: true });
