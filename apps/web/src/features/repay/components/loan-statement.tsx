import type { ReactNode } from 'react';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanStatement } from '@tenor/contract/endpoints/repay';
import { formatMoney } from '@tenor/contract/format';
import { region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { LenderLine } from '../../../shared/ui/lender-line.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { calendarUrl, loanStatementPage, statementFileUrl } from '../api/loan-statement.ts';
import type { PayRef } from '../repay-links.ts';
import { BackToLoan, payStates } from './repay-states.tsx';
import styles from './loan-statement.module.css';

type Statement = ResponseOf<typeof loanStatement>;

/**
 * A download: a real GET the WebView hands to the system (the calendar app, the files), with
 * no blob: URL and no token (decision 060); not printed.
 */
function DownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={`${buttonClass('secondary', true)} ${styles.noPrint}`} href={href} download>
      {children}
    </a>
  );
}

/** The unpaid periods and the calendar file of them (decision 060). */
function Upcoming({ statement }: { statement: Statement }) {
  const money = (n: number) => formatMoney(region(), n);
  if (statement.upcoming.length === 0) return null;
  return (
    <Card aria-labelledby="statement-upcoming">
      <h2 id="statement-upcoming" className={styles.heading}>
        {t('repay.statement.upcoming')}
      </h2>
      <ul className={styles.upcoming} data-testid="statement-upcoming">
        {statement.upcoming.map((p) => (
          <li key={p.periodNo}>
            <span>
              {t('repay.statement.period', { n: p.periodNo, total: p.periods })}
              <span className="muted"> · {t('repay.statement.due', { date: p.dueDate })}</span>
            </span>
            <span className={styles.money}>{money(p.amount)}</span>
          </li>
        ))}
      </ul>
      {statement.calendarLink && (
        <>
          <DownloadLink href={calendarUrl(statement.orderId, statement.calendarLink)}>
            {t('repay.statement.addToCalendar')}
          </DownloadLink>
          <p className={`muted ${styles.noPrint}`}>{t('repay.statement.calendarNote')}</p>
        </>
      )}
    </Card>
  );
}

/** Every movement with the balance after it, closing at the outstanding loan details shows. */
function Movements({ statement }: { statement: Statement }) {
  const money = (n: number) => formatMoney(region(), n);
  if (statement.rows.length === 0) return <p className="muted">{t('repay.statement.none')}</p>;
  return (
    <Card aria-labelledby="statement-movements">
      <h2 id="statement-movements" className={styles.heading}>
        {t('repay.statement.movements')}
      </h2>
      {/* A data table keeps its columns (WCAG 1.4.10's exception): at 200 % text on a small
          screen it scrolls sideways in its own box, reachable by keyboard, not the page. */}
      <div
        className={styles.scroll}
        role="group"
        aria-labelledby="statement-movements"
        tabIndex={0}
      >
        <table className={styles.table} data-testid="statement-rows">
          <thead>
            <tr>
              <th scope="col">{t('repay.statement.movement')}</th>
              <th scope="col" className={styles.money}>
                {t('repay.statement.amount')}
              </th>
              <th scope="col" className={styles.money}>
                {t('repay.statement.balance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.rows.map((row, i) => (
              <tr key={i}>
                <td>
                  {row.text}
                  <span className={`muted ${styles.date}`}>{row.date}</span>
                </td>
                <td className={styles.money}>{money(row.amount)}</td>
                <td className={styles.money}>{money(row.balance)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('repay.statement.outstanding')}
              </th>
              <td className={styles.money} data-testid="statement-closing">
                {money(statement.outstanding)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </Card>
  );
}

function StatementView({ statement, order }: { statement: Statement; order: PayRef }) {
  return (
    <Stack>
      <header className={styles.header}>
        <p>
          {t('repay.statement.loan', {
            orderNo: statement.orderNo,
            product: statement.productName,
          })}
        </p>
        <p className="muted">{t('repay.statement.asOf', { moment: statement.asOf })}</p>
        <p className={styles.outstanding}>
          {t('repay.statement.outstanding')}{' '}
          <strong data-testid="statement-outstanding">
            {formatMoney(region(), statement.outstanding)}
          </strong>
        </p>
        <LenderLine lender={statement.lender} />
      </header>
      <Upcoming statement={statement} />
      <Movements statement={statement} />
      {statement.fileLink && (
        <DownloadLink href={statementFileUrl(statement.orderId, statement.fileLink)}>
          {t('repay.statement.download')}
        </DownloadLink>
      )}
      <div className={styles.noPrint}>
        <BackToLoan order={order} />
      </div>
    </Stack>
  );
}

/** `/loanStatement?productId=&orderId=` — docs/screens.md "Statement of account". */
export function LoanStatement() {
  return (
    <PageRoute
      query={pageQuery(loanStatementPage, 'statement')}
      title={t('repay.statement.title')}
      {...payStates()}
    >
      {(order, statement) => <StatementView statement={statement} order={order} />}
    </PageRoute>
  );
}
