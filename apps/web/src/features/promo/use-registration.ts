import { type ChangeEvent, type FormEvent, type RefObject, useRef, useState } from 'react';
import { codes } from '@tenor/contract/envelope';
import { typedPhone } from '@tenor/contract/phone';
import { SMS_COUNTDOWN_S } from '@tenor/contract/rules';
import { showToast } from '../../lib/toast-store.ts';
import { useCountdown } from '../../shared/countdown.ts';
import type { CallFailure } from '../../shared/http/call.ts';
import { t } from '../../shared/i18n.ts';
import type { LandingTemplate } from './api/channel-template.ts';
import { sendSmsCode } from './api/get-sms.ts';
import { registerPhone } from './api/register.ts';
import { recordApply } from './api/track-click.ts';
import {
  codeDigits,
  firstProblem,
  type LandingField,
  type LandingFields,
  phoneOk,
} from './form-rules.ts';
import { downloadHref, type LandingParams } from './landing-address.ts';
import type { ClientType } from './store-link.ts';
import { takeTypedFields } from './typed-before-start.ts';
import { useCaptcha } from './use-captcha.ts';
import { useWebOtp } from './use-web-otp.ts';

const messages = {
  phone: 'promo.phoneError',
  captcha: 'promo.captchaError',
  smsCode: 'promo.codeError',
} as const;

/**
 * The registration's stages (docs/screens.md "Promotion landing"): the phone, the image captcha
 * and the SMS code it sends, then apply. What the visitor typed survives every refusal; only a
 * captcha the server has used up is cleared, with its image replaced. One request at a time: a
 * second tap while one runs does nothing.
 */
export function useRegistration(
  {
    template,
    params,
    clientType,
  }: {
    template: LandingTemplate;
    params: LandingParams;
    clientType: ClientType;
  },
  /** The form's three inputs, for moving the focus to the one a refusal is about. */
  inputs: Record<LandingField, RefObject<HTMLInputElement | null>>,
) {
  const [fields, setFields] = useState<LandingFields>(takeTypedFields);
  const [problem, setProblem] = useState<LandingField | null>(null);
  const [busy, setBusy] = useState<'sms' | 'register' | null>(null);
  const inFlight = useRef(false);
  const focus = (field: LandingField) => inputs[field].current?.focus();
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

  return {
    fields,
    change,
    error,
    busy,
    captcha,
    countdown,
    getCode,
    apply,
    tapCaptcha,
  };
}
