import { useEffect } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanAgreement } from '@tenor/contract/endpoints/loans';
import { codes } from '@tenor/contract/envelope';
import { pagePaths } from '@tenor/contract/paths';
import { launchParams, region } from '../../../lib/launch.ts';
import { hasSession } from '../../../lib/session.ts';
import { CallError } from '../../../shared/http/query.ts';
import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { ProductHeader } from '../../../shared/ui/product-header.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { loanAgreementPage } from '../api/loan-agreement.ts';
import { agreementMarketUrl } from './agreement-market.ts';
import { AgreementDocuments } from './agreement-documents.tsx';
import { AgreementFigures } from './agreement-figures.tsx';
import styles from './legal.module.css';

/** Where a reader goes from a dead end: the market's loan terms, which every reader may open. */
function WayBack() {
  return (
    <Link className={styles.wayBack} to={pagePaths.loanTerms} data-testid="way-back">
      {t('site.legal.toLoanTerms')}
    </Link>
  );
}

function NotFound() {
  return (
    <StateView
      icon="search"
      title={t('site.legal.agreementNotFound')}
      message={t('site.legal.agreementNotFoundBody')}
      actions={<WayBack />}
      testId="agreement-not-found"
    />
  );
}

type AgreementPage = ResponseOf<typeof loanAgreement>;

/** The page in the product's own market, reopened there when the address named none. */
function AgreementView({ data }: { data: AgreementPage }) {
  const elsewhere = agreementMarketUrl(data.productId, data.region, region(), launchParams());
  useEffect(() => {
    if (elsewhere) window.location.replace(elsewhere);
  }, [elsewhere]);
  if (elsewhere) {
    return (
      <div aria-busy="true" data-testid="agreement-reopening">
        <p className="visually-hidden">{t('common.loading')}</p>
      </div>
    );
  }
  return (
    <Stack>
      <ProductHeader logo={data.productLogo} name={data.productName} />
      {data.figures ? (
        <AgreementFigures figures={data.figures} />
      ) : (
        <p className={styles.note} data-testid="agreement-no-session">
          {hasSession() ? t('site.legal.figuresNone') : t('site.legal.figuresSignIn')}
        </p>
      )}
      <AgreementDocuments agreements={data.agreements} />
      <WayBack />
    </Stack>
  );
}

/** `/loanAgreement?productId=` — the product's agreement; with a session, the borrower's figures first. */
export function LoanAgreement() {
  return (
    <PageRoute
      needsSession={false}
      title={(data) => data?.productName ?? t('site.legal.agreementTitle')}
      invalid={{
        title: t('site.legal.agreementNotFound'),
        testId: 'agreement-not-found',
        actions: <WayBack />,
      }}
      query={pageQuery(loanAgreementPage, 'agreement')}
      failure={(error, retry) =>
        error instanceof CallError && error.failure.code === codes.notFound ? (
          <NotFound />
        ) : (
          <ErrorState error={error} onRetry={retry} />
        )
      }
    >
      {(_, data) => <AgreementView data={data} />}
    </PageRoute>
  );
}
