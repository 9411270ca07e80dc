import type { KfsSummary } from '@tenor/contract/consent';
import { bridge, canBridge } from '../../../lib/bridge.ts';
import { documentLang } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { spokenSummary, summaryLines } from '../kfs-summary.ts';
import { type BoxState, ConsentBox } from './consent-box.tsx';
import styles from './kfs-summary.module.css';

/** The language the app's speech reads in: the page's, with Hindi's region (`hi-IN`). */
const speechLang = (): string => (documentLang() === 'hi' ? 'hi-IN' : documentLang());

/**
 * Loan confirm's key facts in plain words (decision 070): the statement's figures and terms
 * around five questions, read aloud by the app where it said it can (`bridge=speak`), and a
 * box ticked apart from the statement's own before Agree.
 */
export function KfsSummaryCard({ summary, box }: { summary: KfsSummary; box: BoxState }) {
  const lines = summaryLines(summary);
  return (
    <TitledCard title={t('loans.summary.title')} data-testid="kfs-summary">
      {/* Sentences read from the line's start, question above answer: not DetailRows' figures. */}
      <dl className={styles.facts}>
        {lines.map((l) => (
          <div key={l.key} className={styles.fact}>
            <dt className={styles.question}>{l.label}</dt>
            <dd className={styles.answer} data-testid={`summary-${l.key}`}>
              {l.text}
            </dd>
          </div>
        ))}
      </dl>
      {canBridge('speak') && (
        <Button
          variant="secondary"
          onClick={() => bridge.speak({ text: spokenSummary(lines), lang: speechLang() })}
        >
          {t('loans.summary.readAloud')}
        </Button>
      )}
      <ConsentBox
        {...box}
        label={t('loans.summary.acknowledge')}
        hint={t('loans.summary.hint')}
        testId="summary-acknowledge"
        hintTestId="summary-hint"
      />
    </TitledCard>
  );
}
