import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { LenderSites } from '../../../shared/ui/lender-sites.tsx';
import { recoveryAgentsPage } from '../api/get-whatsapp.ts';

/**
 * `/recoveryAgents` — docs/screens.md "Recovery agents": each lender whose products are offered
 * in the market, with the recovery agents it engaged or "none engaged" (decision 066), reached
 * from customer service and loan details.
 */
export function RecoveryAgents() {
  return (
    <PageRoute
      needsSession={false}
      query={pageQuery(recoveryAgentsPage, 'contacts')}
      title={t('care.service.agentsTitle')}
    >
      {(_, contacts) => (
        <Card as="div">
          <p className="muted">{t('care.service.agentsIntro')}</p>
          <LenderSites lenders={contacts.lenders} show="agents" heading={false} />
        </Card>
      )}
    </PageRoute>
  );
}
