import { useRef } from 'react';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import type { LandingTemplate } from '../api/channel-template.ts';
import { countdownLabel, type LandingField } from '../form-rules.ts';
import { agreementHref, type LandingParams } from '../landing-address.ts';
import type { ClientType } from '../store-link.ts';
import { useRegistration } from '../use-registration.ts';
import { describedBy } from './field.tsx';
import { CaptchaField, CodeField, PhoneField, type StageInput } from './registration-fields.tsx';
import styles from './landing.module.css';

const ids: Record<LandingField, string> = {
  phone: 'promo-phone',
  captcha: 'promo-captcha',
  smsCode: 'promo-code',
};

/**
 * Phone, image captcha and SMS code, then apply (docs/screens.md "Promotion landing"); each
 * stage's field is registration-fields.tsx's, the stages and their refusals use-registration.ts's.
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
  const input = (field: LandingField): StageInput => ({
    id: ids[field],
    name: field,
    value: form.fields[field],
    onChange: form.change(field),
    className: styles.input,
    ...describedBy(ids[field], form.error(field)),
  });

  return (
    <form className={styles.form} noValidate onSubmit={form.apply}>
      <PhoneField
        input={input('phone')}
        inputRef={phoneInput}
        error={form.error('phone')}
        region={template.region}
      />
      <CaptchaField
        input={input('captcha')}
        inputRef={captchaInput}
        error={form.error('captcha')}
        captcha={form.captcha}
        onTap={form.tapCaptcha}
      />
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
