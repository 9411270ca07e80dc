import { useState } from 'react';
import { showToast } from '../../../lib/toast-store.ts';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { useEmail } from '../api/my-data.ts';
import styles from './my-data.module.css';

/** The optional address a loan's signed documents are e-mailed to (decision 067). */
export function EmailAddress({ email }: { email: string }) {
  const save = useEmail();
  const [typed, setTyped] = useState(email);
  const run = (value: string) =>
    save.run({ email: value }, { onSuccess: (r) => r.ok && showToast(t('rights.email.saved')) });
  return (
    <TitledCard title={t('rights.email.title')}>
      <Stack tight>
        <p className="muted">{t('rights.email.intro')}</p>
        {email === '' && <p data-testid="email-now">{t('rights.email.none')}</p>}
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            run(typed.trim());
          }}
        >
          <label htmlFor="email">{t('rights.email.label')}</label>
          <input
            id="email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            required
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" variant="secondary" block busy={save.isPending}>
            {t('rights.email.save')}
          </Button>
        </form>
        {email !== '' && (
          <Button
            variant="secondary"
            block
            busy={save.isPending}
            onClick={() => {
              setTyped('');
              run('');
            }}
          >
            {t('rights.email.remove')}
          </Button>
        )}
      </Stack>
    </TitledCard>
  );
}
