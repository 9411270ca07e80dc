import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { codes } from '@tenor/contract/envelope';
import { countryCode, PHONE_INPUT_MAX, typedPhone } from '@tenor/contract/phone';
import { SMS_COUNTDOWN_S } from '@tenor/contract/rules';
import { useCountdown } from '../../../shared/countdown.ts';
import type { CallFailure } from '../../../shared/http/call.ts';
import { t } from '../../../shared/i18n.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import type { LandingTemplate } from '../api/channel-template.ts';
import { sendSmsCode } from '../api/get-sms.ts';
import { registerPhone } from '../api/register.ts';
import { recordApply } from '../api/track-click.ts';
import {
  CAPTCHA_LENGTH,
  codeDigits,
  countdownLabel,
  firstProblem,
  type LandingField,
  type LandingFields,
  phoneOk,
  SMS_CODE_LENGTH,
} from '../form-rules.ts';
import { agreementHref, downloadHref, type LandingParams } from '../landing-address.ts';
import type { ClientType } from '../store-link.ts';
import { takeTypedFields } from '../typed-before-start.ts';
import { useCaptcha } from '../use-captcha.ts';
import { useWebOtp } from '../use-web-otp.ts';
import { CaptchaImage } from './captcha-image.tsx';
import { describedBy, Field } from './field.tsx';
import styles from './landing.module.css';

const ids: Record<LandingField, string> = {
  phone: 'promo-phone',
  captcha: 'promo-captcha',
  smsCode: 'promo-code',
};
const messages = {
  phone: 'promo.phoneError',
  captcha: 'promo.captchaError',
  smsCode: 'promo.codeError',
} as const;

/**
 * Phone, image captcha and SMS code, then apply (docs/screens.md "Promotion landing"). What the
 * visitor typed survives every refusal; only a captcha the server has used up is cleared, with its
 * image replaced. One request at a time: a second tap while one runs does nothing.
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
  const [fields, setFields] = useState<LandingFields>(takeTypedFields);
  const [problem, setProblem] = useState<LandingField | null>(null);
  const [busy, setBusy] = useState<'sms' | 'register' | null>(null);
  const inFlight = useRef(false);
  const phoneInput = useRef<HTMLInputElement>(null);
  const captchaInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const focus = (field: LandingField) =>
    (field === 'phone'
      ? phoneInput
      : field === 'captcha'
        ? captchaInput
        : codeInput
    ).current?.focus();
  const captcha = useCaptcha();
  const countdown = useCountdown();
  const listenForCode = useWebOtp((code) =>
    setFields((f) => ({ ...f, smsCode: codeDigits(code) })),
  );
  const region = template.region;

  const change = (field: LandingField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = field === 'smsCode' ? codeDigits(event.target.value) : event.target.value;
    setFields((f) => ({ ...f, [field]: value }));
    if (problem === field) setProblem(null);
  };
  const stop = (field: LandingField) => {
    setProblem(field);
    focus(field);
  };
  const toDownload = () => window.location.replace(downloadHref(params, template));

  /** The captcha was used up by the server (wrong, or spent on a refused send): a new one. */
  const captchaSpent = (failure: CallFailure, moveFocus: boolean) => {
    if (failure.code === codes.notFound) captcha.renew();
    else captcha.refresh();
    setFields((f) => ({ ...f, captcha: '' }));
    if (moveFocus) focus('captcha');
  };

  const request = () => ({
    phone: typedPhone(region, fields.phone),
    captcha: fields.captcha,
    sid: captcha.sid ?? '',
    templateId: template.id,
    appName: template.appName,
  });

  /** Runs one request at a time, from the tap on (a double tap lands before any render). */
  async function once(kind: 'sms' | 'register', work: () => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(kind);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  }

  const getCode = () => {
    if (countdown.counting) {
      showToast(t('promo.doNotResend'));
      return;
    }
    const first = firstProblem('sms', region, fields);
    if (first) return stop(first);
    if (captcha.sid === null) return captcha.refresh();
    void once('sms', async () => {
      const result = await sendSmsCode(request(), params);
      if (result.ok) {
        showToast(result.message);
        countdown.start(SMS_COUNTDOWN_S);
        listenForCode();
        focus('smsCode');
      } else if (result.code === codes.promoAlreadyRegistered) {
        toDownload();
      } else if (result.kind !== 'aborted') {
        captchaSpent(result, result.code === codes.promoWrongCaptchaSms);
      }
    });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const first = firstProblem('register', region, fields);
    if (first) return stop(first);
    if (captcha.sid === null) return captcha.refresh();
    void once('register', async () => {
      void recordApply(template.id, params, clientType, typedPhone(region, fields.phone));
      const result = await registerPhone({ ...request(), smsCode: fields.smsCode }, params);
      if (result.ok) {
        showToast(result.message);
        toDownload();
      } else if (result.code === codes.promoAlreadyRegistered) {
        toDownload();
      } else if (
        result.code === codes.promoWrongCaptchaRegister ||
        result.code === codes.notFound
      ) {
        captchaSpent(result, true);
      } else if (result.code === codes.wrongVerifyCode) {
        focus('smsCode');
      }
    });
  };

  const tapCaptcha = () => {
    // Retrying an image that did not load needs nothing; a new image needs the phone.
    if (captcha.failed || captcha.sid === null) return captcha.refresh();
    if (!phoneOk(region, fields.phone)) return stop('phone');
    captcha.refresh();
  };

  const error = (field: LandingField) => (problem === field ? t(messages[field]) : undefined);
  const input = (field: LandingField) => ({
    id: ids[field],
    name: field,
    value: fields[field],
    onChange: change(field),
    className: styles.input,
    ...describedBy(ids[field], error(field)),
  });

  return (
    <form className={styles.form} noValidate onSubmit={apply}>
      <Field id={ids.phone} label={t('promo.phoneLabel')} error={error('phone')}>
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
      <Field id={ids.captcha} label={t('promo.captchaLabel')} error={error('captcha')}>
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
        <CaptchaImage captcha={captcha} onTap={tapCaptcha} />
      </Field>
      <Field id={ids.smsCode} label={t('promo.codeLabel')} error={error('smsCode')}>
        <input
          {...input('smsCode')}
          ref={codeInput}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={SMS_CODE_LENGTH}
        />
        <Button
          variant="secondary"
          className={styles.codeButton}
          busy={busy === 'sms'}
          onClick={getCode}
          data-testid="get-code"
        >
          {countdown.counting ? countdownLabel(countdown.left) : t('promo.getCode')}
        </Button>
      </Field>
      <Button type="submit" block busy={busy === 'register'}>
        {template.buttonText || t('promo.apply')}
      </Button>
      <p className={`${styles.agreement} muted`}>
        {t('promo.agreementLead')} <a href={agreementHref(query)}>{template.agreementTitle}</a>
      </p>
    </form>
  );
}
