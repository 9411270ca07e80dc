/**
 * The issued Key Fact Statement (India, the KFS circular's Annex A Parts 1 and 2 and Annex C)
 * and RIPLAY personal (Indonesia) of one borrower's choice, rendered from the stored row: its
 * number, validity, this loan's figures, the lender's recovery agents and grievance officer,
 * the cooling-off period, the platform as LSP and the repayment schedule (decision 056). The
 * page is the agreement pages' kind (agreement-html.ts): no inline style or script.
 */
import { formatDate, formatMoment, formatMoney, formatPercent } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import type { Product, Lender, KfsStatement } from '../../db/schema.ts';
import { readerOf, type Lang } from '../../i18n.ts';
import {
  AGREEMENT_CSS,
  AGREEMENT_JS,
  AGREEMENT_PREFIX,
  CHEVRON,
} from '../../content/agreement-html.ts';
import { html } from '../../kernel/html.ts';
import { termText } from '../../domain/orders/order-copy.ts';
import {
  INDIA_PENAL_CHARGE,
  INDONESIA_MAX_DAILY_BPS,
} from '../../domain/products/late-fee-rules.ts';
import { recoveryAgentsOf } from '../../domain/products/lender-rules.ts';
import { extensionShownOf, parseExtension } from '../../domain/orders/kfs-charges.ts';
import { kfsCopy } from './kfs-copy.ts';
import { htmlDocument } from '../../kernel/html-document.ts';

export const KFS_PREFIX = `${AGREEMENT_PREFIX}kfs/`;
export const KFS_CSS = 'kfs.css';

/** Where an issued KFS is read, in a language. Only its number travels: nothing personal. */
export const kfsUrl = (kfsNo: string, lang: Lang): string =>
  `${KFS_PREFIX}${kfsNo}.html?lang=${lang}`;

export interface KfsPlanPeriod {
  periodNo: number;
  dueOn: string;
  principal: number;
  interest: number;
  fee: number;
  total: number;
}

const zones: Record<Region, string> = { IN: 'IST', ID: 'WIB' };

/** The last minute it binds, as the market reads it (valid_until is the first instant it does not). */
export const validUntilText = (region: Region, validUntil: string, lang: Lang): string =>
  kfsCopy(lang, 'validUntil', {
    date: formatMoment(region, new Date(new Date(validUntil).getTime() - 60_000), readerOf(lang)),
    zone: zones[region],
  });

export const kfsTitle = (region: Region, lang: Lang): string =>
  kfsCopy(lang, region === 'IN' ? 'titleIN' : 'titleID');

/**
 * Row 10, contingent charges: the late charge and the extension fee, or that there is none (the
 * statement's own, decision 069; the product's for a statement from before migration 051). The
 * page and its plain-words summary (kfs-summary.ts, decision 070) both print it from here.
 */
export function lateChargesText(kfs: KfsStatement, product: Product, lang: Lang): string {
  const region = kfs.region;
  const shown = parseExtension(kfs.extension_terms) ?? extensionShownOf(product);
  const w = (key: Parameters<typeof kfsCopy>[1], params?: Record<string, string | number>) =>
    kfsCopy(lang, key, params);
  return [
    region === 'IN'
      ? w('r10IN', {
          newClient: formatMoney(region, INDIA_PENAL_CHARGE.newClient),
          repeatClient: formatMoney(region, INDIA_PENAL_CHARGE.repeatClient),
        })
      : w('r10ID', {
          rate: formatPercent(region, Math.min(product.late_fee_bps, INDONESIA_MAX_DAILY_BPS)),
        }),
    shown.kind === 'fee'
      ? w('extension', { fee: formatPercent(region, shown.feeBps) })
      : w('extensionNone'),
  ].join(' ');
}

/** Part 2: the cooling-off period (India) or cancellation (Indonesia), and what an exit costs. */
export function exitText(kfs: KfsStatement, lender: Lender, lang: Lang): string {
  const region = kfs.region;
  return [
    kfsCopy(
      lang,
      region === 'IN'
        ? 'coolingOff'
        : lender.cooling_off_days > 0
          ? 'coolingOffID'
          : 'coolingOffIDNone',
      { days: lender.cooling_off_days },
    ),
    // Decision 058: an exit keeps the processing fee only when the KFS says so, here.
    region === 'IN' && lender.cooling_off_keeps_fee === 1
      ? kfsCopy(lang, 'coolingOffFeeKept', { fee: formatMoney(region, kfs.fee_amount) })
      : '',
  ]
    .filter((s) => s !== '')
    .join(' ');
}

export interface KfsPageInput {
  kfs: KfsStatement;
  product: Product;
  lender: Lender;
  /** The platform (the LSP) as the borrower knows it. */
  platform: string;
  lang: Lang;
  /** The back link's target when opened as a page; none in a frame. */
  backHref?: string | undefined;
}

export function kfsHtml({ kfs, product, lender, platform, lang, backHref }: KfsPageInput): string {
  const region = kfs.region;
  const reader = readerOf(lang);
  const w = (key: Parameters<typeof kfsCopy>[1], params?: Record<string, string | number>) =>
    kfsCopy(lang, key, params);
  const money = (n: number) => formatMoney(region, n);
  const plan = JSON.parse(kfs.plan) as KfsPlanPeriod[];
  const first = plan[0]!;
  const title = kfsTitle(region, lang);
  const agents = recoveryAgentsOf(lender.recovery_agents) ?? [];
  const regulator = region === 'IN' ? 'RBI CoR' : 'OJK';
  const part1: [string, string][] = [
    [w('r1'), w('r1value', { no: kfs.kfs_no })],
    [w('r2'), money(kfs.amount)],
    [w('r3'), w('r3value')],
    [w('r4'), termText(lang, kfs.term_unit, kfs.periods)],
    [
      w('r5'),
      plan.length > 1
        ? w('r5many', {
            n: plan.length,
            amount: money(first.total),
            date: formatDate(region, first.dueOn, reader),
          })
        : w('r5single', {
            amount: money(first.total),
            date: formatDate(region, first.dueOn, reader),
          }),
    ],
    [w('r6'), w('r6value', { rate: formatPercent(region, product.daily_rate_bps) })],
    [w('r7'), w('r7value')],
    [w('r8'), w('r8value', { fee: money(kfs.fee_amount) })],
    [w('r9'), kfs.apr_bps === null ? '–' : formatPercent(region, kfs.apr_bps)],
    [w('r10'), lateChargesText(kfs, product, lang)],
  ];
  const part2 = [
    w('recoveryClause'),
    w('recoveryAgents', { names: agents.length === 0 ? w('noneEngaged') : agents.join(', ') }),
    w(region === 'IN' ? 'grievanceClause' : 'grievanceClauseID'),
    w('officer', {
      name: lender.grievance_name,
      phone: lender.grievance_phone,
      email: lender.grievance_email,
    }),
    exitText(kfs, lender, lang),
    w('lsp', { platform }),
  ];
  let outstanding = kfs.amount;
  const schedule = plan.map((p) => {
    outstanding -= p.principal;
    return html`<tr><td>${p.periodNo}</td><td>${formatDate(region, p.dueOn, reader)}</td><td>${money(p.principal)}</td><td>${money(p.interest + p.fee)}</td><td>${money(p.total)}</td><td>${money(outstanding)}</td></tr>`;
  });
  const bar =
    backHref !== undefined &&
    html`<header class="bar"><a class="back" href="${backHref}" data-back>${CHEVRON}<span>${w('back')}</span></a></header>`;
  const script =
    backHref !== undefined &&
    html`<script src="${AGREEMENT_PREFIX}${AGREEMENT_JS}" defer></script>`;
  return htmlDocument({
    lang: readerOf(lang),
    title: `${title} ${kfs.kfs_no} — ${product.name}`,
    head: [
      html`<link rel="stylesheet" href="${AGREEMENT_PREFIX}${AGREEMENT_CSS}">
<link rel="stylesheet" href="${KFS_PREFIX}${KFS_CSS}">`,
      script,
    ],
    body: html`${bar}
<main>
<h1>${title} — ${product.name}</h1>
<section class="figures" aria-label="${w('kfsNo')}">
<p>${w('kfsNo')}: <strong data-testid="kfs-no">${kfs.kfs_no}</strong></p>
<p>${w('issuedAt')}: ${formatMoment(region, kfs.issued_at, reader)} (${zones[region]})</p>
<p data-testid="kfs-valid-until"><strong>${validUntilText(region, kfs.valid_until, lang)}</strong></p>
<p>${w('validNote')}</p>
<p>${w('lenderLine', { name: lender.legal_name, registration: `${regulator} ${lender.registration}` })}</p>
</section>
<section aria-labelledby="part1" data-testid="kfs-part1"><h2 id="part1">${w('part1')}</h2>
<table class="rows"><tbody>
${part1.map(([label, value], i) => html`<tr><td>${i + 1}</td><th scope="row">${label}</th><td>${value}</td></tr>`)}
</tbody></table></section>
<section aria-labelledby="part2" data-testid="kfs-part2"><h2 id="part2">${w('part2')}</h2>
<ol>${part2.map((p) => html`<li>${p}</li>`)}</ol></section>
<section aria-labelledby="annexc" data-testid="kfs-schedule"><h2 id="annexc">${w('annexC')}</h2>
<div class="scroll" tabindex="0">
<table><thead><tr><th scope="col">${w('period')}</th><th scope="col">${w('due')}</th><th scope="col">${w('principal')}</th><th scope="col">${w('interest')}</th><th scope="col">${w('instalment')}</th><th scope="col">${w('outstanding')}</th></tr></thead>
<tbody>${schedule}</tbody></table></div></section>
</main>`,
  });
}

export const kfsCss = `table { width: 100%; border-collapse: collapse; font-size: 14px; }
th, td { padding: 6px 4px; border-bottom: 1px solid var(--border); text-align: start; vertical-align: top; }
.rows th { font-weight: 600; }
.rows td:first-child { color: var(--muted); width: 1.5em; }
thead th { color: var(--muted); font-weight: 600; }
.scroll { overflow-x: auto; }
.scroll:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
ol { margin: 0; padding-inline-start: 20px; }
li { margin: 6px 0; }
`;
