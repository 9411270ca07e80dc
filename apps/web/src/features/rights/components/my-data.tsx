import { codes } from '@tenor/contract/envelope';
import { config } from '../../../lib/config.ts';
import { CallError } from '../../../shared/http/query.ts';
import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { myDataPage } from '../api/my-data.ts';
import { DataConsents } from './data-consents.tsx';
import { DataExport } from './data-export.tsx';
import { EmailAddress } from './email-address.tsx';
import { Erasure } from './erasure.tsx';
import { HeldData } from './held-data.tsx';
import { PhoneCorrection } from './phone-correction.tsx';
import { RightsRequests } from './rights-requests.tsx';

/**
 * The session is gone: after an erasure it is, on every device (decision 064), so the page says
 * that first, then the way back for a borrower who asked for none.
 */
function Failure({ error, retry }: { error: unknown; retry: () => void }) {
  const signedOut =
    error instanceof CallError &&
    error.failure.kind === 'server' &&
    error.failure.code === codes.unauthorized;
  if (!signedOut) return <ErrorState error={error} onRetry={retry} />;
  return (
    <StateView
      icon="lock"
      title={t('rights.signedOut.title')}
      message={t('rights.signedOut.body', { appName: config.appName })}
      testId="rights-signed-out"
    />
  );
}

/** `/myData` — docs/screens.md "My data": the borrower's data rights (decision 064). */
export function MyData() {
  return (
    <PageRoute
      query={pageQuery(myDataPage, 'data')}
      title={t('rights.title')}
      failure={(error, retry) => <Failure error={error} retry={retry} />}
    >
      {(_, data) => (
        <Stack>
          <p className="muted">{t('rights.intro')}</p>
          <HeldData held={data.held} />
          <DataExport />
          <DataConsents consents={data.consents} />
          <PhoneCorrection phone={data.phone} />
          <EmailAddress email={data.email ?? ''} />
          <Erasure erase={data.erase} />
          <RightsRequests requests={data.requests} />
        </Stack>
      )}
    </PageRoute>
  );
}
