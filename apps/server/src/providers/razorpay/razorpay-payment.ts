/**
 * Razorpay (India) behind PaymentProvider, over its v1 REST API (docs/decisions/
 * 029-razorpay-provider.md): UPI → a single-use fixed-amount QR code, the hosted gateway
 * (net banking, debit card) → a Payment Link, refunds → the Refunds API, payments reported
 * by the signed webhook at `/repay/webhook/razorpay`.
 *
 * Saved cards are not charged through Razorpay: RBI's e-mandate rules make a card debit on
 * file a scheduled recurring payment (pre-debit notice, debit a day or more later), which
 * the interface's answer-now `chargeCard` cannot express. It refuses without calling
 * Razorpay; operators leave `card` out of PAY_CHANNELS_IN (docs/providers/razorpay.md).
 */
import type { PaymentProvider } from '../payment-provider.ts';
import { chargeStatus } from './charge-status.ts';
import { razorpayHttp } from './http.ts';
import { razorpayMandates } from './mandates.ts';
import { cancelLink, openLink } from './payment-link.ts';
import { refundPayment } from './refund.ts';
import { RAZORPAY, type RazorpaySettings } from '../../config/razorpay-settings.ts';
import { razorpaySteps } from './steps.ts';
import { closeQr, findQr, issueQr, type IssuedQr } from './upi-qr.ts';
import {
  parseRazorpayWebhook,
  verifyRazorpaySignature,
  type RazorpayReportedPayment,
} from './webhook.ts';

export interface RazorpayProvider extends PaymentProvider {
  issueAccount(request: Parameters<PaymentProvider['issueAccount']>[0]): Promise<IssuedQr>;
  parseWebhook(rawBody: Buffer): RazorpayReportedPayment | null;
}

/** UPI by QR, net banking and debit cards by Payment Link; saved cards never (above). */
const INDIA_CHANNELS = ['upi', 'netbanking', 'debitCard'] as const;

export function razorpayProvider(
  settings: RazorpaySettings,
  fetchImpl: typeof fetch = fetch,
): RazorpayProvider {
  const http = razorpayHttp(settings, fetchImpl);
  return {
    name: RAZORPAY,
    sendsOtherEvents: true,
    payChannels: (region) => (region === 'IN' ? INDIA_CHANNELS : []),
    channels: (region) => ({ banks: [], markets: [], upi: region === 'IN' }),
    issueAccount: (request) => issueQr(http, request),
    findIssued: (request, created) => findQr(http, request, created),
    steps: razorpaySteps,
    verifyWebhook: (rawBody, headers) =>
      verifyRazorpaySignature(settings.webhookSecret.reveal(), rawBody, headers),
    parseWebhook: parseRazorpayWebhook,
    chargeCard: () => Promise.resolve(false),
    chargeStatus: (reference) => chargeStatus(http, reference),
    openGateway: (request) => openLink(http, request),
    cancelGateway: (ref) => cancelLink(http, ref),
    closeAccount: (accountNo) => closeQr(http, accountNo),
    refund: (request) => refundPayment(http, request),
    mandates: razorpayMandates(http),
  };
}
