import { type InputHTMLAttributes, type RefObject, useRef } from 'react';
import { countryCode, PHONE_INPUT_MAX } from '@tenor/contract/phone';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import type { LandingTemplate } from '../api/channel-template.ts';
import {
  CAPTCHA_LENGTH,
  countdownLabel,
  type LandingField,
  SMS_CODE_LENGTH,
} from '../form-rules.ts';
import { agreementHref, type LandingParams } from '../landing-address.ts';
import type { ClientType } from '../store-link.ts';
import { useRegistration } from '../use-registration.ts';
import { CaptchaImage } from './captcha-image.tsx';
import { describedBy, Field } from './field.tsx';
import styles from './landing.module.css';

const ids: Record<LandingField, string> = {
  phone: 'promo-phone',
  captcha: 'promo-captcha',
  smsCode: 'promo-code',
};

/** The SMS code's field and its Get code button (the seconds left once a code was sent). */
function CodeField({
  input,
  inputRef,
  error,
  sending,
  buttonText,
  onGetCode,
}: {
  input: InputHTMLAttributes<HTMLInputElement> & { id: string };
  inputRef: RefObject<HTMLInputElement | null>;
  error: string | undefined;
  sending: boolean;
  buttonText: string;
  onGetCode: () => void;
}) {
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

/**
 * Phone, image captcha and SMS code, then apply (docs/screens.md "Promotion landing"); the
 * stages and their refusals are use-registration.ts's.
 */
export function RegistrationForm({
  template,
  params,
  query,
  clientType,
}: {
  template: LandingTemplate;
  params: LandingParams;
  query: URLSearchParams;
  clientType: ClientType;
}) {
  const phoneInput = useRef<HTMLInputElement>(null);
  const captchaInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const form = useRegistration(
    { template, params, clientType },
    { phone: phoneInput, captcha: captchaInput, smsCode: codeInput },
  );
  const region = template.region;
  const input = (field: LandingField) => ({
    id: ids[field],
    name: field,
    value: form.fields[field],
    onChange: form.change(field),
    className: styles.input,
    ...describedBy(ids[field], form.error(field)),
  });

  return (
    <form className={styles.form} noValidate onSubmit={form.apply}>
      <Field id={ids.phone} label={t('promo.phoneLabel')} error={form.error('phone')}>
        {/* The country code, shown and not typed: the number is sent with it (typedPhone). */}
        <span className={styles.prefix} data-testid="phone-prefix">
          {countryCode(region)}
        </span>
        <input
          {...input('phone')}
          ref={phoneInput}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX}
          placeholder={t(region === 'IN' ? 'promo.phonePlaceholderIN' : 'promo.phonePlaceholderID')}
        />
      </Field>
      <Field id={ids.captcha} label={t('promo.captchaLabel')} error={form.error('captcha')}>
        <input
          {...input('captcha')}
          ref={captchaInput}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={CAPTCHA_LENGTH}
        />
        <CaptchaImage captcha={form.captcha} onTap={form.tapCaptcha} />
      </Field>
      <CodeField
        input={input('smsCode')}
        inputRef={codeInput}
        error={form.error('smsCode')}
        sending={form.busy === 'sms'}
        buttonText={
          form.countdown.counting ? countdownLabel(form.countdown.left) : t('promo.getCode')
        }
        onGetCode={form.getCode}
      />
      <Button type="submit" block busy={form.busy === 'register'}>
        {template.buttonText || t('promo.apply')}
      </Button>
      <p className={`${styles.agreement} muted`}>
        {t('promo.agreementLead')} <a href={agreementHref(query)}>{template.agreementTitle}</a>
      </p>
    </form>
  );
}
