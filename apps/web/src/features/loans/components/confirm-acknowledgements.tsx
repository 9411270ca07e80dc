import { useState } from 'react';
import type { Region } from '@tenor/contract/launch';
import { useLeadTarget } from '../../../shared/ui/lead-to.ts';
import type { LoanChoice, Quote } from '../api/loan-confirm.ts';
import { AgreementsConsent } from './agreements-consent.tsx';
import type { BoxState } from './consent-box.tsx';
import { KfsAcknowledge } from './kfs-acknowledge.tsx';
import { KfsSummaryCard } from './kfs-summary.tsx';
import { RiskAcknowledge } from './risk-acknowledge.tsx';

/** One box the borrower ticks, and the lead a blocked Confirm follows to it (lead-to.ts). */
function useTick<V>(initial: V) {
  const [value, setValue] = useState(initial);
  const { ref, led, lead, done } = useLeadTarget<HTMLInputElement>();
  const tick = (given: V) => {
    setValue(given);
    done();
  };
  /** The box's state as ConsentBox takes it: `checked` by the page's rule, `onChange` its tick. */
  const box = (checked: boolean, onChange: (given: boolean) => void): BoxState => ({
    checked,
    boxRef: ref,
    led,
    onChange,
  });
  return { value, tick, lead, box };
}

/**
 * What the borrower has ticked on loan confirm, never for them (docs/screens.md "Loan
 * confirm"): the agreements' consent; the Key Fact Statement and its key facts in plain words,
 * each by number, so a new statement (another choice, or a fresh one after it expired) is
 * unticked again (decisions 056, 070); in Indonesia OJK's risk statement, once for the page
 * (decision 066). `gate` is what Confirm waits for and where it leads.
 */
export function useAcknowledgements(quote: Quote, market: Region) {
  const consent = useTick(false);
  const kfs = useTick<string | undefined>(undefined);
  const summary = useTick<string | undefined>(undefined);
  const risk = useTick(false);
  const gate = {
    consent: consent.value,
    leadToConsent: consent.lead,
    kfsAcknowledged: quote.kfs === undefined || kfs.value === quote.kfs.number,
    leadToKfs: kfs.lead,
    summaryAcknowledged: quote.kfs?.summary === undefined || summary.value === quote.kfs.number,
    leadToSummary: summary.lead,
    riskAcknowledged: market === 'ID' ? risk.value : undefined,
    leadToRisk: risk.lead,
  };
  return { consent, kfs, summary, risk, gate };
}

/** Loan confirm's boxes to tick, in the order Confirm leads to them. */
export function Acknowledgements({
  quote,
  wanted,
  market,
  ticks: { consent, kfs, summary, risk, gate },
}: {
  quote: Quote;
  wanted: LoanChoice;
  market: Region;
  ticks: ReturnType<typeof useAcknowledgements>;
}) {
  return (
    <>
      <AgreementsConsent {...{ quote, wanted }} box={consent.box(consent.value, consent.tick)} />
      {quote.kfs?.summary && (
        <KfsSummaryCard
          summary={quote.kfs.summary}
          box={summary.box(gate.summaryAcknowledged, (given) =>
            summary.tick(given ? quote.kfs?.number : undefined),
          )}
        />
      )}
      {quote.kfs && (
        <KfsAcknowledge
          kfs={quote.kfs}
          box={kfs.box(gate.kfsAcknowledged, (given) =>
            kfs.tick(given ? quote.kfs?.number : undefined),
          )}
        />
      )}
      {market === 'ID' && <RiskAcknowledge box={risk.box(risk.value, risk.tick)} />}
    </>
  );
}
