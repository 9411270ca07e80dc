import { formatDate } from '@tenor/contract/format';
import { locale, region } from '../../../lib/launch.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { type RightsData, useErase } from '../api/my-data.ts';

/** Erasure and the account's deletion: why not yet, with the date, or the two actions. */
export function Erasure({ erase }: { erase: RightsData['erase'] }) {
  const ask = useErase();
  const run = (kind: 'erase' | 'delete') =>
    ask.run({ kind }, { onSuccess: (r) => r.ok && showToast(t('rights.erase.scheduled')) });
  return (
    <TitledCard title={t('rights.erase.title')}>
      <Stack tight>
        <p className="muted">{t('rights.erase.intro')}</p>
        {/* Refused by the law for now: why, and from when; nothing to tap until then. */}
        {erase.allowed ? (
          <>
            <Button variant="secondary" block busy={ask.isPending} onClick={() => run('erase')}>
              {t('rights.erase.erase')}
            </Button>
            <Button variant="secondary" block busy={ask.isPending} onClick={() => run('delete')}>
              {t('rights.erase.delete')}
            </Button>
          </>
        ) : (
          <p data-testid="erase-refusal" role="note">
            {t(erase.reason === 'openLoan' ? 'rights.erase.openLoan' : 'rights.erase.retention', {
              date: formatDate(region(), erase.possibleFrom, locale()),
              years: erase.years,
            })}
          </p>
        )}
      </Stack>
    </TitledCard>
  );
}
