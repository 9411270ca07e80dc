import type { ResponseOf } from '@tenor/contract/endpoint';
import { channelTemplate } from '@tenor/contract/endpoints/promo';
import { call, type CallOptions } from '../../../shared/http/call.ts';

export type LandingTemplate = ResponseOf<typeof channelTemplate>;

/** The landing's template by id (success '00'; a refusal's message is the page's error). */
export const fetchTemplate = (templateId: number, options?: CallOptions) =>
  call(channelTemplate, { templateId }, { quiet: true, ...options });
