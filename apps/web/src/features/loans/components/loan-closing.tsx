import type { LoanClosure, PayoffQuote } from '@tenor/contract/loan-closure';
import { formatDate, formatMoment, formatMoney } from '@tenor/contract/format';
import { locale, region } from '../../../lib/launch.ts';
import { marketZone } from '../../../shared/market-zone.ts';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import {
  type ClosingOrder,
  closingOf,
  useLoanClosure,
  usePayoffQuote,
  usePayoffTap,
} from '../api/loan-closing.ts';
import styles from './loan-closing.module.css';
import documentStyles from './signed-document.module.css';
import { useOpenRepay } from './open-repay.ts';
import { OrderPageLink } from './order-page-link.tsx';

/**
 * Today's payoff quote (decision 061): its figures, its day and 23:59 of it in market time, and
 * "Pay … to close the loan", which asks the server again with the quote's day (a quote of
 * yesterday is refused with today's) and opens the pay page for the amount.
 */
function PayoffCard({ order, quote }: { order: ClosingOrder; quote: PayoffQuote }) {
  const market = region();
  const openRepay = useOpenRepay(order);
  const tap = usePayoffTap();
  const money = (n: number) => formatMoney(market, n);
  const pay = () =>
    tap.run({ orderId: order.orderId, quotedOn: quote.quotedOn }, { onSuccess: openRepay });
  return (
    <TitledCard title={t('loans.payoff.title')} data-testid="payoff-quote">
      <p className={styles.text}>
        {t('loans.payoff.valid', {
          date: formatDate(market, quote.validUntil, locale()),
          time: `${formatMoment(market, quote.validUntil, locale()).slice(-5)} ${marketZone[market]}`,
        })}
      </p>
      <DetailRows
        rows={[
          { text: t('loans.payoff.principal'), value: money(quote.principal) },
          {
            text: t('loans.payoff.interest', { days: quote.daysHeld }),
            value: money(quote.interest),
          },
          ...(quote.charges > 0
            ? [{ text: t('loans.payoff.charges'), value: money(quote.charges) }]
            : []),
          { text: t('loans.payoff.total'), value: money(quote.total), testId: 'payoff-total' },
        ]}
      />
      {quote.total < quote.outstanding && (
        <p className={styles.text}>
          {t('loans.payoff.saves', { amount: money(quote.outstanding - quote.total) })}
        </p>
      )}
      <Button block busy={tap.isPending} onClick={pay}>
        {t('loans.payoff.pay', { amount: money(quote.total) })}
      </Button>
      {/* Only where the product allows it: paying the next instalments early, principal first. */}
      {quote.partPrepayment && (
        <OrderPageLink page="installmentRepay" order={order}>
          {t('loans.payoff.part')}
        </OrderPageLink>
      )}
    </TitledCard>
  );
}

const verifyLang = () => (locale() === 'id-ID' ? 'id' : locale() === 'zh-CN' ? 'zh' : 'en');

/** What the bureaus have been told: reported on a date, late (and the borrower's rights), or due. */
function BureauLine({ closure }: { closure: LoanClosure }) {
  const market = region();
  if (closure.reportedAt !== undefined)
    return (
      <p className={styles.text} data-testid="bureau-reported">
        {t('loans.closure.reported', { date: formatDate(market, closure.reportedAt, locale()) })}
      </p>
    );
  if (closure.reportLate)
    return (
      <p className={styles.text} data-testid="bureau-late">
        {t(market === 'IN' ? 'loans.closure.lateIN' : 'loans.closure.lateID')}
      </p>
    );
  return <p className={styles.text}>{t('loans.closure.reporting')}</p>;
}

/**
 * A closed loan's certificate (decision 061: India's NOC, Indonesia's surat keterangan lunas):
 * a real download link (signed, no token), its verification code and the public check, and
 * the credit bureaus' report. Until the closing job has issued it, a line says it is coming
 * and the server is asked again every few seconds.
 */
function ClosureCard({ closure }: { closure: LoanClosure }) {
  const market = region();
  const certificate = closure.certificate;
  return (
    <TitledCard
      title={t('loans.closure.title', { date: formatDate(market, closure.closedAt, locale()) })}
      data-testid="closure-certificate"
    >
      {certificate === undefined ? (
        <p className={styles.text} role="status">
          {t('loans.closure.preparing')}
        </p>
      ) : (
        <>
          <a className={documentStyles.download} href={certificate.url} download>
            {t('loans.closure.download', { title: certificate.title })}
          </a>
          <p className={styles.text}>
            {t('loans.closure.code')}{' '}
            <span className={documentStyles.code} data-testid="closure-code">
              {certificate.code}
            </span>
          </p>
          <a
            className={documentStyles.verify}
            href={`/verify?${new URLSearchParams({ code: certificate.code, lang: verifyLang() })}`}
          >
            {t('loans.closure.verify')}
          </a>
        </>
      )}
      <BureauLine closure={closure} />
    </TitledCard>
  );
}

function Payoff({ order }: { order: ClosingOrder }) {
  const { data } = usePayoffQuote(order.orderId);
  return data === undefined ? null : <PayoffCard order={order} quote={data} />;
}

function Closure({ orderId }: { orderId: number }) {
  const { data } = useLoanClosure(orderId);
  return data === undefined ? null : <ClosureCard closure={data} />;
}

/** Loan details' closing: the payoff quote while money is owed, the certificate once closed. */
export function LoanClosing({ order }: { order: ClosingOrder }) {
  const shows = closingOf(order);
  if (shows === 'payoff') return <Payoff order={order} />;
  return shows === 'closure' ? <Closure orderId={order.orderId} /> : null;
}
