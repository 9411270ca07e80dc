/**
 * The desk's SMS offers (`/ops/offers`, decision 065): a form to schedule a campaign (market,
 * its words in the market's language, India's in Hindi too (decision 074), only borrowers with no open loan, the send time on the
 * market's clock) and every campaign with its counts: eligible, sent, skipped for no consent,
 * skipped for an open loan, failed, and why it waits.
 */
import { formatDateTime, formatMoment } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import { csrfField, dataTable, html, page, type Html } from '../../desk/desk-html.ts';
import type { Holidays } from '../../domain/orders/working-days.ts';
import type { OfferRow } from './offer-repository.ts';
import { insideOfferHours, offerSms, TEXT_MAX } from './offer-rules.ts';

export interface OfferForm {
  region: Region;
  textEn: string;
  /** India's offer in Hindi, optional (decision 074). */
  textHi: string;
  textId: string;
  noOpenLoan: boolean;
  sendAt: string;
}

const marketNames: Record<Region, string> = { IN: 'India', ID: 'Indonesia' };

/** A blank form: India, sending from now on India's clock. */
export const blankForm = (now: Date): OfferForm => ({
  region: 'IN',
  textEn: '',
  textHi: '',
  textId: '',
  noOpenLoan: false,
  sendAt: formatDateTime('IN', now).slice(0, 16).replace(' ', 'T'),
});

function statusOf(offer: OfferRow, holidays: Holidays, now: Date): Html | string {
  if (offer.stopped_at !== null) {
    return html`<strong>Stopped ${formatMoment(offer.region, offer.stopped_at)}</strong>:
      ${offer.counts.pending} not sent`;
  }
  if (offer.status === 'done') {
    return html`Done ${formatMoment(offer.region, offer.done_at ?? offer.send_at)}`;
  }
  if (Date.parse(offer.send_at) > now.getTime()) return 'Waiting for its send time';
  if (!insideOfferHours(offer.region, now, holidays)) {
    return html`<strong>Waiting for promotional hours</strong>`;
  }
  return offer.status === 'sending' ? 'Sending' : 'Starting';
}

const countNames = [
  ['eligible', 'Eligible'],
  ['sent', 'Sent'],
  ['noConsent', 'Skipped: no consent'],
  ['openLoan', 'Skipped: open loan'],
  ['failed', 'Failed'],
] as const;

/** Stops a campaign not done yet; what is not sent yet is never sent. */
const stopForm = (offer: OfferRow, csrf: string) =>
  offer.status === 'done'
    ? ''
    : html`<form method="post" action="/ops/offers/${offer.id}/stop">
        ${csrfField(csrf)}
        <button type="submit">Stop campaign #${offer.id}</button>
        <span class="muted">What is not sent yet is never sent; to change its words, stop it and
          schedule a new one.</span>
      </form>`;

function campaignTable(
  offers: OfferRow[],
  brand: string,
  holidays: Holidays,
  now: Date,
  csrf: string,
) {
  return dataTable(
    html`SMS offer campaigns, newest first; times are the market's. Eligible: borrowers whose
      marketing consent stood when the SMS was due.`,
    ['Campaign and its SMS', 'Counts'],
    offers.map(
      (o) => html`<tr data-offer="${o.id}">
        <td>
          #${o.id} ${marketNames[o.region]}, from ${formatMoment(o.region, o.send_at)}<br />
          ${statusOf(o, holidays, now)}<br /><span class="muted"
            >only no open loan: ${o.no_open_loan === 1 ? 'yes' : 'no'}</span
          >
          <p class="text">${offerSms(o.region, brand, o.text)}</p>
          ${o.text_hi === null ? '' : html`<p class="text" lang="hi">${offerSms('IN', brand, o.text_hi, 'hi')}</p>`}
          ${stopForm(o, csrf)}
        </td>
        <td>
          <dl>
            ${countNames.map(
              ([key, label]) => html`<dt>${label}</dt>
                <dd data-count="${key}">${o.counts[key]}</dd>`,
            )}
          </dl>
        </td>
      </tr>`,
    ),
    'No campaigns yet.',
  );
}

export function offersPage(input: {
  csrf: string;
  offers: OfferRow[];
  form: OfferForm;
  problems: string[];
  created: number | null;
  /** The campaign just stopped, or null. */
  stopped: number | null;
  brand: string;
  holidays: Holidays;
  now: Date;
}): string {
  const { form } = input;
  const radio = (region: Region, label: string) =>
    html`<label
      ><input
        type="radio"
        name="region"
        value="${region}"
        ${form.region === region ? html`checked` : ''}
      />
      ${label}</label
    >`;
  return page(
    { title: 'SMS offers', csrf: input.csrf, current: 'offers' },
    html`<h1>SMS offers</h1>
      <p>
        An offer goes only to borrowers whose consent “Offers by SMS” stands when it is sent (a
        consent withdrawn in My data stops it), never to an erased borrower, and only in the
        market's promotional hours: India 10:00–21:00 IST every day, Indonesia Monday to
        Saturday 08:00–18:00 WIB, never on a market holiday. Outside them a campaign waits.
        Each SMS names ${input.brand} and says how to stop.
      </p>
      ${
        input.created === null
          ? ''
          : html`<p class="notice" role="status">Campaign #${input.created} is scheduled.</p>`
      }
      ${
        input.stopped === null
          ? ''
          : html`<p class="notice" role="status">Campaign #${input.stopped} is stopped.</p>`
      }
      ${
        input.problems.length === 0
          ? ''
          : html`<div class="alert" role="alert">
            <p>The campaign was not scheduled:</p>
            <ul>
              ${input.problems.map((p) => html`<li>${p}</li>`)}
            </ul>
          </div>`
      }
      <h2>New campaign</h2>
      <form method="post" action="/ops/offers" class="stack">
        ${csrfField(input.csrf)}
        <fieldset>
          <legend>Market</legend>
          ${radio('IN', 'India (SMS in English, and Hindi to Hindi readers)')} ${radio('ID', 'Indonesia (SMS in Bahasa Indonesia)')}
        </fieldset>
        <label for="offer-en">Offer in English, for India (up to ${TEXT_MAX.IN} characters)</label>
        <textarea id="offer-en" name="textEn" rows="2" maxlength="${TEXT_MAX.IN}">${form.textEn}</textarea>
        <label for="offer-hi"
          >Offer in Hindi, for India's borrowers who read Hindi (optional, up to ${TEXT_MAX.IN}
          characters; sent in Hindi where its Hindi DLT template is registered, else the English
          goes)</label
        >
        <textarea id="offer-hi" name="textHi" rows="2" lang="hi" maxlength="${TEXT_MAX.IN}">${form.textHi}</textarea>
        <label for="offer-id"
          >Offer in Bahasa Indonesia, for Indonesia (up to ${TEXT_MAX.ID} characters)</label
        >
        <textarea id="offer-id" name="textId" rows="3" maxlength="${TEXT_MAX.ID}">${form.textId}</textarea>
        <label
          ><input type="checkbox" name="noOpenLoan" value="1" ${form.noOpenLoan ? html`checked` : ''} />
          Only borrowers with no open loan</label
        >
        <label for="offer-at">Send from (the market's time)</label>
        <input id="offer-at" name="sendAt" type="datetime-local" required value="${form.sendAt}" />
        <button type="submit">Schedule the campaign</button>
      </form>
      <h2>Campaigns</h2>
      ${campaignTable(input.offers, input.brand, input.holidays, input.now, input.csrf)}`,
  );
}
