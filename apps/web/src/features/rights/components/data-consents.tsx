import { pagePaths } from '@tenor/contract/paths';
import { showToast } from '../../../lib/toast-store.ts';
import { t } from '../../../shared/i18n.ts';
import { ActionLink } from '../../../shared/ui/action-link.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { type RightsData, useConsent } from '../api/my-data.ts';

/** Each optional consent, withdrawn (or given) in one tap. */
export function DataConsents({ consents }: { consents: RightsData['consents'] }) {
  const save = useConsent();
  return (
    <TitledCard title={t('rights.consents.title')}>
      <Stack tight>
        {consents.map((c) => (
          <div key={c.key} data-testid={`consent-${c.key}`}>
            <p>
              <strong>{t(`rights.consents.${c.key}`)}</strong>{' '}
              <span>{t(c.given ? 'rights.consents.on' : 'rights.consents.off')}</span>
            </p>
            <Button
              variant="secondary"
              block
              busy={save.isPending}
              onClick={() =>
                save.run(
                  { key: c.key, given: !c.given },
                  { onSuccess: (r) => r.ok && showToast(t('rights.consents.saved')) },
                )
              }
            >
              {t(c.given ? 'rights.consents.withdraw' : 'rights.consents.give')}
            </Button>
          </div>
        ))}
        {/* The optional reminders are this page's too: withdrawn where they are chosen. */}
        <div data-testid="consent-reminders">
          <p>
            <strong>{t('rights.consents.reminders')}</strong>{' '}
            <span className="muted">{t('rights.consents.remindersHow')}</span>
          </p>
          <ActionLink variant="secondary" block to={pagePaths.reminderSettings}>
            {t('rights.consents.remindersOpen')}
          </ActionLink>
        </div>
      </Stack>
    </TitledCard>
  );
}
