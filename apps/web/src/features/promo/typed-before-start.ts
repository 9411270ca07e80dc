import type { LandingFields } from './form-rules.ts';

/**
 * What the visitor typed into the server-rendered form before the app started. React resets
 * controlled inputs to their state when it hydrates, so the entry reads them just before
 * (keepTypedFields) and the form starts from them (takeTypedFields).
 */
let typed: LandingFields | undefined;

export function keepTypedFields(root: ParentNode): void {
  const value = (name: keyof LandingFields) =>
    root.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  typed = { phone: value('phone'), captcha: value('captcha'), smsCode: value('smsCode') };
}

/** The kept fields, once (empty on the server and on a page the browser rendered). */
export function takeTypedFields(): LandingFields {
  const fields = typed ?? { phone: '', captcha: '', smsCode: '' };
  typed = undefined;
  return fields;
}
