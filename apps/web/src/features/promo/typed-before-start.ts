import { takeTyped } from '../../shared/typed-before-start.ts';
import type { LandingFields } from './form-rules.ts';

/**
 * What the visitor typed into the server-rendered form before the app started, as the form
 * starts from it (the landing's entry keeps it: shared/typed-before-start.ts).
 */
export { keepTypedFields } from '../../shared/typed-before-start.ts';

/** The kept fields, once (empty on the server and on a page the browser rendered). */
export function takeTypedFields(): LandingFields {
  return {
    phone: takeTyped('phone') ?? '',
    captcha: takeTyped('captcha') ?? '',
    smsCode: takeTyped('smsCode') ?? '',
  };
}
