import type { KfsInfo } from '@tenor/contract/consent';
import { t } from '../../../shared/i18n.ts';
import { useUntilReady } from '../../../shared/ui/until-ready.ts';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { type BoxState, ConsentBox } from './consent-box.tsx';
import styles from './loan-confirm.module.css';

/**
 * Loan confirm's Key Fact Statement (India) or RIPLAY personal (Indonesia) issued for the
 * choice on screen: its number, until when its figures bind the lender, the link to read it,
 * and the acknowledgement box, never ticked for the borrower and apart from the agreements'
 * consent (decision 056). `led`: a tap on Confirm sent the borrower here.
 */
export function KfsAcknowledge({ kfs, box }: { kfs: KfsInfo; box: BoxState }) {
  const { marks: untilReady } = useUntilReady();
  return (
    <TitledCard title={t('loans.kfs.title')} data-testid="kfs-section">
      {/* Held until the app has the session: a tap before would leave a page it cannot reopen. */}
      <a className={styles.agreementLink} href={kfs.url} data-testid="kfs-link" {...untilReady}>
        {t('loans.kfs.read', { number: kfs.number })}
      </a>
      <p className="muted" data-testid="kfs-valid-until">
        {kfs.validUntilText}
      </p>
      <ConsentBox
        {...box}
        label={t('loans.kfs.acknowledge', { number: kfs.number })}
        hint={t('loans.kfs.hint')}
        testId="kfs-acknowledge"
        hintTestId="kfs-hint"
      />
    </TitledCard>
  );
}
