import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { int, nothing, positiveId, requiredText, text } from '../fields.ts';

const tracking = {
  appFrom: z.optional(text(64)),
  userFrom: z.optional(text(64)),
  utmTag: z.optional(text(128)),
};

/** Which landing page a visit or click is on, from which client, and where the visitor came from. */
const trackedPage = () => ({
  ...tracking,
  pageId: positiveId(),
  clientType: z.optional(z.enum(['ios', 'android', 'web'])),
});

/** A phone with the image captcha read for it (`capcode` of session `sid`): what asks for an SMS code, and again registers. */
const captchaProvenPhone = () => ({
  ...tracking,
  phone: requiredText(20),
  capcode: requiredText(4),
  sid: requiredText(64),
  /** The landing template: its market decides the phone rule and the SMS language. */
  id: positiveId(),
  appName: z.optional(text(64)),
});

export const landingTemplate = z.object({
  id: z.int(),
  /** The market: phone rule, currency and default language (`languageType` overrides only the language). */
  region: z.enum(['IN', 'ID']),
  title: z.string(),
  subtitle: z.string(),
  appName: z.string(),
  bannerUrl: z.string(),
  backgroundColor: z.string(),
  buttonText: z.string(),
  agreementTitle: z.string(),
  agreementText: z.string(),
  /** For a visitor on neither platform; the store links below for Android and iOS. */
  downloadUrl: z.string(),
  androidUrl: z.string(),
  iosUrl: z.string(),
  linksId: z.string(),
  downId: z.string(),
});

export const channelTemplate = defineEndpoint({
  method: 'GET',
  path: '/api/v2/youmi/service/channel/channel-template',
  encoding: 'query',
  auth: false,
  request: () => z.object({ templateId: positiveId() }),
  response: landingTemplate,
});

export const trackVisit = defineEndpoint({
  method: 'GET',
  path: '/api/v2/youmi/promotion/track-visit',
  encoding: 'query',
  auth: false,
  success: '0',
  request: () => z.object({ ...trackedPage(), pageType: z.optional(int()) }),
  response: nothing,
});

export const getSid = defineEndpoint({
  method: 'GET',
  path: '/api/v2/youmi/promotion/get-sid',
  encoding: 'query',
  auth: false,
  success: '0',
  request: () => z.object({}),
  response: () => z.object({ sid: z.string() }),
});

/** Answers a PNG image (never stored), not an envelope: the page shows it in an `<img>`. */
export const getCaptcha = defineEndpoint({
  method: 'GET',
  path: '/api/v2/youmi/promotion/get-captcha',
  encoding: 'query',
  auth: false,
  success: '0',
  body: 'binary',
  request: () => z.object({ sid: requiredText(64), t: z.optional(text(20)) }),
  response: nothing,
});

export const getSms = defineEndpoint({
  method: 'POST',
  path: '/api/v2/youmi/promotion/get-sms',
  encoding: 'form',
  auth: false,
  success: '0',
  request: () => z.object(captchaProvenPhone()),
  response: nothing,
});

export const trackClick = defineEndpoint({
  method: 'GET',
  path: '/api/v2/youmi/promotion/track-click',
  encoding: 'query',
  auth: false,
  success: '0',
  request: () => z.object({ ...trackedPage(), phone: z.optional(text(20)) }),
  response: nothing,
});

export const register = defineEndpoint({
  method: 'POST',
  path: '/api/v2/youmi/promotion/register',
  encoding: 'form',
  auth: false,
  success: '0',
  request: () =>
    z.object({
      ...captchaProvenPhone(),
      smsCode: requiredText(6),
      inviteCode: z.optional(text(32)),
      merchantNumber: z.optional(text(16)),
    }),
  response: nothing,
});
