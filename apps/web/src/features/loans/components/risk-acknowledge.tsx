import { t } from '../../../shared/i18n.ts';
import { RiskStatement, riskWords } from '../../../shared/ui/risk-statement.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { type BoxState, ConsentBox } from './consent-box.tsx';

/**
 * Indonesia's loan confirm: the risk statement and its box, never ticked for the borrower and
 * apart from the other consents; Agree waits for it and the server records it (decision 066).
 */
export function RiskAcknowledge({ box }: { box: BoxState }) {
  const words = riskWords('loans');
  return (
    <TitledCard title={words.title} data-testid="risk-section">
      <RiskStatement area="loans" heading={false} />
      <ConsentBox
        {...box}
        label={words.acknowledge}
        hint={t('loans.risk.hint')}
        testId="risk-acknowledge"
        hintTestId="risk-hint"
      />
    </TitledCard>
  );
}
