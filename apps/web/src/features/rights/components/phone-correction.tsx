import { useState } from 'react';
import { countryCode, PHONE_INPUT_MAX, typedPhone } from '@tenor/contract/phone';
import { region } from '../../../lib/launch.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { usePhoneCode, usePhoneCorrect } from '../api/my-data.ts';
import styles from './my-data.module.css';

/** The phone, corrected with a one-time code sent to the new number. */
export function PhoneCorrection({ phone }: { phone: string }) {
  const market = region();
  const send = usePhoneCode();
  const confirm = usePhoneCorrect();
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ reference: string; sentTo: string } | null>(null);
  return (
    <TitledCard title={t('rights.phone.title')}>
      <Stack tight>
        <p data-testid="phone-now">{t('rights.phone.now', { phone })}</p>
        {sent === null ? (
          <form
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              send.run(
                { phone: typedPhone(market, typed) },
                { onSuccess: (r) => r.ok && setSent(r.data) },
              );
            }}
          >
            <label htmlFor="new-phone">{t('rights.phone.new')}</label>
            <span className={styles.field}>
              <span className={styles.prefix}>{countryCode(market)}</span>
              <input
                id="new-phone"
                name="new-phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={PHONE_INPUT_MAX}
                required
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            </span>
            <Button type="submit" variant="secondary" block busy={send.isPending}>
              {t('rights.phone.send')}
            </Button>
          </form>
        ) : (
          <form
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              confirm.run(
                { reference: sent.reference, code },
                {
                  onSuccess: (r) => {
                    if (!r.ok) return;
                    setSent(null);
                    setTyped('');
                    setCode('');
                    showToast(t('rights.phone.done'));
                  },
                },
              );
            }}
          >
            <p role="status">{t('rights.phone.sent', { phone: sent.sentTo })}</p>
            <label htmlFor="phone-code">{t('rights.phone.code')}</label>
            <input
              id="phone-code"
              name="phone-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <Button type="submit" variant="secondary" block busy={confirm.isPending}>
              {t('rights.phone.confirm')}
            </Button>
          </form>
        )}
      </Stack>
    </TitledCard>
  );
}
