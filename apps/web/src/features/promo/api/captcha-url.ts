import { getCaptcha } from '@tenor/contract/endpoints/promo';
import { apiBase } from '../../../lib/config.ts';
import { commonParams } from '../../../lib/launch.ts';
import { buildRequest } from '../../../shared/http/build-request.ts';

/** The captcha image's address: a new image (and a new answer) for every `stamp`. */
export const captchaUrl = (sid: string, stamp: number): string =>
  buildRequest(
    getCaptcha,
    { sid, t: String(stamp) },
    { apiBase, token: undefined, common: commonParams() },
  ).url;
