import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Dialect } from '../config.ts';
import { columnTypes } from './migrations/column-types.ts';
import { initial } from './migrations/001-initial.ts';
import { loanJourney } from './migrations/002-loan-journey.ts';
import { repayment } from './migrations/003-repayment.ts';
import { moneyIntegrity } from './migrations/004-money-integrity.ts';
import { loanDisclosure } from './migrations/005-loan-disclosure.ts';
import { indiaRails } from './migrations/006-india-rails.ts';
import { hotPathIndexes } from './migrations/007-hot-path-indexes.ts';
import { customerCare } from './migrations/008-customer-care.ts';
import { problemSaveGuard } from './migrations/009-problem-save-guard.ts';
import { imageUploadGuard } from './migrations/010-image-upload-guard.ts';
import { deskSignInLimits } from './migrations/011-desk-sign-in-limits.ts';
import { paymentClosing } from './migrations/012-payment-closing.ts';
import { promotion } from './migrations/020-promotion.ts';
import { contactMessage } from './migrations/021-contact-message.ts';
import { providerRefs } from './migrations/031-provider-refs.ts';
import { changeNotify } from './migrations/032-change-notify.ts';
import { providerKeys } from './migrations/033-provider-keys.ts';
import { accountIntents } from './migrations/034-account-intents.ts';
import { repaymentPurpose } from './migrations/035-repayment-purpose.ts';
import { settlementsByOrder } from './migrations/036-settlements-by-order.ts';
import { lenders } from './migrations/037-lenders.ts';
import { fundingPerformance } from './migrations/039-funding-performance.ts';
import { coolingOffFee } from './migrations/040-cooling-off-fee.ts';
import { loanDocuments } from './migrations/041-loan-documents.ts';
import { dataRights } from './migrations/045-data-rights.ts';
import { complaintClock } from './migrations/044-complaint-clock.ts';
import { loanClosure } from './migrations/042-loan-closure.ts';
import { reminders } from './migrations/043-reminders.ts';
import { signingDocumentsDue } from './migrations/046-signing-documents-due.ts';
import { smsOffers } from './migrations/047-sms-offers.ts';
import { lenderWebsites } from './migrations/048-lender-websites.ts';
import { kfsCharges } from './migrations/050-kfs-charges.ts';
import { kfsSummary } from './migrations/052-kfs-summary.ts';
import { kfsExtension } from './migrations/051-kfs-extension.ts';
import { kfsAndConsents } from './migrations/038-kfs-and-consents.ts';
import { signedDocuments } from './migrations/049-signed-documents.ts';
import { smsLanguage } from './migrations/053-sms-language.ts';
import { mandates } from './migrations/054-mandates.ts';
import { offerHindi } from './migrations/056-offer-hindi.ts';
import { walletReturn } from './migrations/058-wallet-return.ts';
import { reminderSmsRetry } from './migrations/061-reminder-sms-retry.ts';
import { offerStop } from './migrations/062-offer-stop.ts';
import { mandateWallet } from './migrations/063-mandate-wallet.ts';
import { mandateCard } from './migrations/064-mandate-card.ts';
import { mandateStatusIndex } from './migrations/065-mandate-status-index.ts';
import { sharedRateWindows } from './migrations/030-shared-rate-windows.ts';
import type { Database } from './schema.ts';

/**
 * In-code provider: migrations travel with the source (no folder scan, works under tsx and
 * vitest). They run in name order; numbers may leave gaps (areas built side by side take
 * their own ranges, e.g. 008… and 020…).
 */
function migrationsFor(dialect: Dialect): Record<string, Migration> {
  const types = columnTypes(dialect);
  return {
    '001-initial': initial(types),
    '002-loan-journey': loanJourney(types),
    '003-repayment': repayment(types),
    '004-money-integrity': moneyIntegrity(types),
    '005-loan-disclosure': loanDisclosure(types),
    '006-india-rails': indiaRails(),
    '007-hot-path-indexes': hotPathIndexes(),
    '008-customer-care': customerCare(types),
    '009-problem-save-guard': problemSaveGuard(types),
    '010-image-upload-guard': imageUploadGuard(types),
    '011-desk-sign-in-limits': deskSignInLimits(types),
    '012-payment-closing': paymentClosing(types),
    '020-promotion': promotion(types),
    '021-contact-message': contactMessage(types),
    '030-shared-rate-windows': sharedRateWindows(),
    '031-provider-refs': providerRefs(types),
    '032-change-notify': changeNotify(dialect),
    '033-provider-keys': providerKeys(),
    '034-account-intents': accountIntents(types),
    '035-repayment-purpose': repaymentPurpose(),
    '036-settlements-by-order': settlementsByOrder(),
    '037-lenders': lenders(types),
    '039-funding-performance': fundingPerformance(types),
    '040-cooling-off-fee': coolingOffFee(),
    '041-loan-documents': loanDocuments(types),
    '045-data-rights': dataRights(types, dialect),
    '044-complaint-clock': complaintClock(types),
    '042-loan-closure': loanClosure(types),
    '043-reminders': reminders(types),
    '046-signing-documents-due': signingDocumentsDue(types),
    '047-sms-offers': smsOffers(types),
    '048-lender-websites': lenderWebsites(),
    '038-kfs-and-consents': kfsAndConsents(types),
    '049-signed-documents': signedDocuments(types),
    '053-sms-language': smsLanguage(),
    '050-kfs-charges': kfsCharges(),
    '052-kfs-summary': kfsSummary(dialect),
    '051-kfs-extension': kfsExtension(),
    '054-mandates': mandates(types),
    '056-offer-hindi': offerHindi(),
    '058-wallet-return': walletReturn(),
    '061-reminder-sms-retry': reminderSmsRetry(types),
    '062-offer-stop': offerStop(types),
    '063-mandate-wallet': mandateWallet(),
    '064-mandate-card': mandateCard(),
    '065-mandate-status-index': mandateStatusIndex(),
  };
}

export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  const { error, results } = await new Migrator({
    db,
    provider,
    // A migration merged later may sort before one a database has already run (a gap filled
    // by another area's branch): run it then, instead of refusing to start.
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
