/**
 * UPI through Razorpay QR Codes (`POST /payments/qr_codes`): one single-use QR per bill,
 * for the exact amount (`fixed_amount`), closing itself at the account's expiry
 * (`close_by`). The QR's id is the account number Tenor stores and the webhook names.
 */
import type { FoundAccount, IssueRequest } from '../payment-provider.ts';
import { collection, qrCode, type QrCode } from './entities.ts';
import { isRefusal, RazorpayError } from './errors.ts';
import type { RazorpayHttp } from './http.ts';

/**
 * Razorpay refuses a `close_by` less than 15 minutes ahead (QR Codes API); a minute more
 * allows for clocks and latency. An account Tenor issues closer to its deadline outlives it
 * at Razorpay by those minutes: close-stale closes it there, and a payment in the gap is
 * refunded like any payment into an expired account.
 */
export const MIN_CLOSE_AHEAD_S = 16 * 60;
/** A single-use QR lives at most 45 days (QR Codes API). */
export const MAX_CLOSE_AHEAD_S = 45 * 24 * 3600;

export interface IssuedQr {
  accountNo: string;
  /** Razorpay's hosted picture of the QR (`image_url`): what the page shows. */
  qrImageUrl: string | null;
  /**
   * The `upi://pay?…` link inside the QR (`image_content`), for the "pay with a UPI app on
   * this phone" button; Razorpay returns it only where the image-content feature is enabled.
   */
  intentUrl: string | null;
}

export async function issueQr(
  http: RazorpayHttp,
  request: IssueRequest,
  now = new Date(),
): Promise<IssuedQr> {
  if (request.region !== 'IN' || request.payType !== 3) {
    // Razorpay collects rupees only; anything else is a wiring mistake, refused before a call.
    throw new RazorpayError('refused', 400, {
      description: 'razorpay issues UPI QR codes in India only',
    });
  }
  const nowS = Math.floor(now.getTime() / 1000);
  const closeBy = Math.max(
    Math.floor(request.expiresAt.getTime() / 1000),
    nowS + MIN_CLOSE_AHEAD_S,
  );
  const qr = await http(
    {
      method: 'POST',
      path: '/payments/qr_codes',
      body: {
        type: 'upi_qr',
        name: 'Tenor repayment',
        usage: 'single_use',
        fixed_amount: true,
        payment_amount: request.amount,
        description: `Bill ${request.vcode}`,
        close_by: closeBy,
        notes: { [VCODE_NOTE]: request.vcode },
      },
    },
    qrCode,
  );
  return issuedOf(qr);
}

const issuedOf = (qr: QrCode): IssuedQr => ({
  accountNo: qr.id,
  qrImageUrl: qr.image_url ?? null,
  intentUrl: qr.image_content ?? null,
});

/** The note that names our bill number on every QR we create. */
const VCODE_NOTE = 'tenor_vcode';
/** Razorpay's largest page of a list (QR Codes API, fetch multiple: `count` up to 100). */
const PAGE = 100;
/** Pages read per look-up: 2,000 QR codes made in the window is far beyond Tenor's rate. */
const MAX_PAGES = 20;
/** Clocks differ: the window opens this long before our ask and closes this long after now. */
const SKEW_S = 5 * 60;

/**
 * The QR made for a bill whose create answer was lost. Razorpay's list of QR codes cannot be
 * filtered by anything of ours (only `from`/`to` by creation time, `count`, `skip`, customer or
 * payment id), so the QR codes created from a little before our ask until now are read page by
 * page and matched on `notes.tenor_vcode`. `none` means no QR in that window names the bill:
 * the caller believes it only once the first create can no longer be in flight.
 */
export async function findQr(
  http: RazorpayHttp,
  request: IssueRequest,
  created: Date,
  now = new Date(),
): Promise<FoundAccount> {
  const from = Math.floor(created.getTime() / 1000) - SKEW_S;
  const to = Math.floor(now.getTime() / 1000) + SKEW_S;
  for (let page = 0; page < MAX_PAGES; page++) {
    const list = await http(
      {
        method: 'GET',
        path: '/payments/qr_codes',
        query: {
          from: String(from),
          to: String(to),
          count: String(PAGE),
          skip: String(page * PAGE),
        },
      },
      collection(qrCode),
    );
    const qr = list.items.find(
      (q) => !Array.isArray(q.notes) && q.notes?.[VCODE_NOTE] === request.vcode,
    );
    // Ours only if it is what we asked for: a QR of another amount is not this bill's.
    if (qr !== undefined && qr.payment_amount === request.amount) {
      return { account: issuedOf(qr), open: qr.status === 'active' };
    }
    if (list.items.length < PAGE) return 'none';
  }
  return 'unknown';
}

/** Closes a QR; one closed already (paid, expired or by us) or unknown to Razorpay is left be. */
export async function closeQr(http: RazorpayHttp, qrId: string): Promise<void> {
  const path = `/payments/qr_codes/${encodeURIComponent(qrId)}`;
  try {
    await http({ method: 'POST', path: `${path}/close` }, qrCode);
  } catch (err) {
    if (!isRefusal(err)) throw err;
    // Razorpay refuses to close a closed QR: a no-op for us. Any other refusal is real.
    if (err.status === 404) return;
    const current = await http({ method: 'GET', path }, qrCode);
    if (current.status !== 'closed') throw err;
  }
}
