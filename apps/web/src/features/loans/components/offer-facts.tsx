import type { OfferTerms } from '@tenor/contract/offer';
import { formatMoney, formatPercent } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import { t } from '../../../shared/i18n.ts';
import { DetailRows, type DetailRowItem } from '../../../shared/ui/detail-rows.tsx';

/** `91–180 days`, `3 months`: the tenor range in the product's unit. */
function tenorText(offer: OfferTerms): string {
  const key = offer.termUnit === 'month' ? 'loans.confirm.termMonths' : 'loans.confirm.termDays';
  return offer.termMin === offer.termMax
    ? t(key, { n: offer.termMin })
    : t(key, { n: `${offer.termMin}–${offer.termMax}` });
}

/**
 * What an offer card discloses of its loan (decision 057): tenor, the example loan at the
 * product's default amount and term with its repayment, APR (India) or cost per day
 * (Indonesia), the processing fee, the late charge and the link to the product's Key Fact
 * Statement or RIPLAY. Figures are the server's, computed as the confirm screen quotes them.
 */
export function OfferFacts({ offer, region }: { offer: OfferTerms | undefined; region: Region }) {
  if (offer === undefined) return null;
  const money = (n: number) => formatMoney(region, n);
  const percent = (bps: number) => formatPercent(region, bps);
  const example = offer.example;
  const term = t(
    offer.termUnit === 'month' ? 'loans.confirm.termMonths' : 'loans.confirm.termDays',
    { n: example.periods },
  );
  const rows: [text: string, value: string, testId: string][] = [
    [t('loans.offer.tenor'), tenorText(offer), 'offer-tenor'],
    region === 'IN'
      ? [t('loans.offer.apr'), offer.aprBps === null ? '–' : percent(offer.aprBps), 'offer-apr']
      : [
          t('loans.offer.costPerDay'),
          t('loans.offer.costPerDayValue', {
            rate: percent(offer.costPerDayBps),
            cap: percent(offer.costCapPerDayBps ?? 0),
          }),
          'offer-cost-per-day',
        ],
    [
      t('loans.offer.example', { amount: money(example.amount), term }),
      example.instalments > 1
        ? t('loans.offer.monthly', {
            amount: money(example.instalmentAmount),
            n: example.instalments,
          })
        : t('loans.offer.single', {
            amount: money(example.instalmentAmount),
            days: example.termDays,
          }),
      'offer-repayment',
    ],
    [t('loans.offer.total'), money(example.totalRepay), 'offer-total'],
    [
      t('loans.offer.fee'),
      t('loans.offer.feeValue', { rate: percent(offer.feeBps), amount: money(example.fee) }),
      'offer-fee',
    ],
    [
      t('loans.offer.late'),
      offer.lateCharge.kind === 'flat'
        ? t('loans.offer.lateFlat', {
            newClient: money(offer.lateCharge.newClient),
            repeatClient: money(offer.lateCharge.repeatClient),
          })
        : t('loans.offer.lateDaily', {
            rate: percent(offer.lateCharge.bpsPerDay),
            cap: percent(offer.lateCharge.totalCapBps),
          }),
      'offer-late',
    ],
  ];
  return (
    <div data-testid="offer-facts">
      <DetailRows
        rows={rows.map(([text, value, testId]): DetailRowItem => ({ text, value, testId }))}
      />
      {offer.kfsUrl !== '' && (
        <p>
          <a href={offer.kfsUrl} data-testid="offer-kfs">
            {t(region === 'IN' ? 'loans.offer.kfs' : 'loans.offer.riplay')}
          </a>
        </p>
      )}
    </div>
  );
}
