import * as z from 'zod/mini';
import { defineEndpoint, type SchemaSource } from '../endpoint.ts';
import { int, nothing, positiveId, requiredText, text } from '../fields.ts';

/**
 * A call of the promotion service: public, with its own success code '0'; a GET's request in
 * the query, a POST's as a form.
 */
function promotionCall<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(def: {
  method: 'GET' | 'POST';
  path: string;
  request: SchemaSource<Req>;
  response: SchemaSource<Res>;
  body?: 'binary';
}) {
  return defineEndpoint({
    ...def,
    encoding: def.method === 'GET' ? 'query' : 'form',
    auth: false,
    success: '0',
  });
}

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

export const landingTemplate = z.lazy(() =>
  z.object({
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
  }),
);

export const channelTemplate = defineEndpoint({
  method: 'GET',
  path: '/api/v2/youmi/service/channel/channel-template',
  encoding: 'query',
  auth: false,
  request: () => z.object({ templateId: positiveId() }),
  response: landingTemplate,
});

export const trackVisit = promotionCall({
  method: 'GET',
  path: '/api/v2/youmi/promotion/track-visit',
  request: () => z.object({ ...trackedPage(), pageType: z.optional(int()) }),
  response: nothing,
});

export const getSid = promotionCall({
  method: 'GET',
  path: '/api/v2/youmi/promotion/get-sid',
  request: () => z.object({}),
  response: () => z.object({ sid: z.string() }),
});

/** Answers a PNG image (never stored), not an envelope: the page shows it in an `<img>`. */
export const getCaptcha = promotionCall({
  method: 'GET',
  path: '/api/v2/youmi/promotion/get-captcha',
  body: 'binary',
  request: () => z.object({ sid: requiredText(64), t: z.optional(text(20)) }),
  response: nothing,
});

export const getSms = promotionCall({
  method: 'POST',
  path: '/api/v2/youmi/promotion/get-sms',
  request: () => z.object(captchaProvenPhone()),
  response: nothing,
});

export const trackClick = promotionCall({
  method: 'GET',
  path: '/api/v2/youmi/promotion/track-click',
  request: () => z.object({ ...trackedPage(), phone: z.optional(text(20)) }),
  response: nothing,
});

export const register = promotionCall({
  method: 'POST',
  path: '/api/v2/youmi/promotion/register',
  request: () =>
    z.object({
      ...captchaProvenPhone(),
      smsCode: requiredText(6),
      inviteCode: z.optional(text(32)),
      merchantNumber: z.optional(text(16)),
    }),
  response: nothing,
});
