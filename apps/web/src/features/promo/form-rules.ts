import type { Region } from '@tenor/contract/launch';
import { normalisePhone, typedPhone } from '@tenor/contract/phone';

/** Captcha 4 characters, SMS code 6 digits (docs/screens.md "Promotion landing"). */
export const CAPTCHA_LENGTH = 4;
export const SMS_CODE_LENGTH = 6;

export type LandingField = 'phone' | 'captcha' | 'smsCode';

export interface LandingFields {
  phone: string;
  captcha: string;
  smsCode: string;
}

/** A mobile number of the template's market (docs/markets.md "Phone numbers"). */
export const phoneOk = (region: Region, phone: string): boolean =>
  normalisePhone(region, typedPhone(region, phone)) !== null;

/** The image captcha's characters (letters and digits, any case). */
export const captchaOk = (captcha: string): boolean =>
  new RegExp(`^[a-z0-9]{${CAPTCHA_LENGTH}}$`, 'i').test(captcha.trim());

export const smsCodeOk = (code: string): boolean =>
  new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(code.trim());

/**
 * The first field that stops a step, in the order the form shows them: getting a code needs
 * the phone and the captcha; applying needs the SMS code too.
 */
export function firstProblem(
  step: 'sms' | 'register',
  region: Region,
  fields: LandingFields,
): LandingField | undefined {
  if (!phoneOk(region, fields.phone)) return 'phone';
  if (!captchaOk(fields.captcha)) return 'captcha';
  if (step === 'register' && !smsCodeOk(fields.smsCode)) return 'smsCode';
  return undefined;
}

/** The SMS code as typed or pasted: its digits only, at most six. */
export const codeDigits = (input: string): string =>
  input.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH);

/** The get-code button while it counts down: '59s' … */
export const countdownLabel = (secondsLeft: number): string => `${secondsLeft}s`;
