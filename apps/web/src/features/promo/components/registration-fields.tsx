import type { InputHTMLAttributes, RefObject } from 'react';
import type { Region } from '@tenor/contract/launch';
import { countryCode, PHONE_INPUT_MAX } from '@tenor/contract/phone';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { CAPTCHA_LENGTH, SMS_CODE_LENGTH } from '../form-rules.ts';
import type { Captcha } from '../use-captcha.ts';
import { CaptchaImage } from './captcha-image.tsx';
import { Field } from './field.tsx';
import styles from './landing.module.css';

/** What the form gives each stage's input: its id, name, value, change and error binding. */
export type StageInput = InputHTMLAttributes<HTMLInputElement> & { id: string };

interface StageProps {
  input: StageInput;
  inputRef: RefObject<HTMLInputElement | null>;
  error: string | undefined;
}

/** The phone number, after the market's country code, which is shown and not typed. */
export function PhoneField({ input, inputRef, error, region }: StageProps & { region: Region }) {
  return (
    <Field id={input.id} label={t('promo.phoneLabel')} error={error}>
      {/* The number is sent with the country code (typedPhone). */}
      <span className={styles.prefix} data-testid="phone-prefix">
        {countryCode(region)}
      </span>
      <input
        {...input}
        ref={inputRef}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={PHONE_INPUT_MAX}
        placeholder={t(region === 'IN' ? 'promo.phonePlaceholderIN' : 'promo.phonePlaceholderID')}
      />
    </Field>
  );
}

/** The image captcha's field beside its image (a tap on the image asks for a new one). */
export function CaptchaField({
  input,
  inputRef,
  error,
  captcha,
  onTap,
}: StageProps & { captcha: Captcha; onTap: () => void }) {
  return (
    <Field id={input.id} label={t('promo.captchaLabel')} error={error}>
      <input
        {...input}
        ref={inputRef}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={CAPTCHA_LENGTH}
      />
      <CaptchaImage captcha={captcha} onTap={onTap} />
    </Field>
  );
}

/** The SMS code's field and its Get code button (the seconds left once a code was sent). */
export function CodeField({
  input,
  inputRef,
  error,
  sending,
  buttonText,
  onGetCode,
}: StageProps & { sending: boolean; buttonText: string; onGetCode: () => void }) {
  return (
    <Field id={input.id} label={t('promo.codeLabel')} error={error}>
      <input
        {...input}
        ref={inputRef}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={SMS_CODE_LENGTH}
      />
      <Button
        variant="secondary"
        className={styles.codeButton}
        busy={sending}
        onClick={onGetCode}
        data-testid="get-code"
      >
        {buttonText}
      </Button>
    </Field>
  );
}
