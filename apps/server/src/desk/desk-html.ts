/**
 * The desk's pages: plain server-rendered HTML with one stylesheet, no script, forms that
 * work without JavaScript. Staff read English; borrowers' own words carry their language.
 */
import { html, raw, type Html } from '../kernel/html.ts';
import { htmlDocument } from '../kernel/html-document.ts';

export { html, raw, type Html };

/** The CSRF token field every desk form posts (desk-kit.ts `refused`). */
export const csrfField = (csrf: string) =>
  html`<input type="hidden" name="csrf" value="${csrf}" />`;

/** The most rows a desk's list shows, newest or most urgent first. */
export const DESK_LIST_MAX = 200;

/** How many of `total` rows a list shows, for its caption: all of them, or the newest `DESK_LIST_MAX`. */
export const listShown = (total: number) =>
  total > DESK_LIST_MAX ? `the newest ${DESK_LIST_MAX} of ${total}` : `${total}`;

/** A table of rows under a caption, or a line saying there is nothing. */
export const dataTable = (
  caption: Html | string,
  heads: string[],
  rows: Html[],
  none = 'Nothing yet.',
) =>
  rows.length === 0
    ? html`<p>${none}</p>`
    : html`<table>
        <caption>
          ${caption}
        </caption>
        <thead>
          <tr>
            ${heads.map((h) => html`<th scope="col">${h}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${rows}
        </tbody>
      </table>`;

/**
 * The desk's sections, in its navigation. Each area registers its own pages (care the
 * complaints and the chatbot, site the contact messages, repay the refunds); the shell only
 * links them.
 */
export const deskSections = [
  { key: 'complaints', href: '/ops', label: 'Complaints' },
  { key: 'grievance', href: '/ops/grievance', label: 'Grievance officer' },
  { key: 'chat', href: '/ops/chat', label: 'Chatbot and ratings' },
  { key: 'contact', href: '/ops/contact', label: 'Contact messages' },
  { key: 'refunds', href: '/ops/refunds', label: 'Refunds' },
  { key: 'consents', href: '/ops/consents', label: 'Consents' },
  { key: 'dataRequests', href: '/ops/data-requests', label: 'Data requests' },
  { key: 'offers', href: '/ops/offers', label: 'SMS offers' },
] as const;
export type DeskSection = (typeof deskSections)[number]['key'];

export interface PageOptions {
  title: string;
  /** Navigation and sign-out when signed in. */
  csrf?: string;
  current?: DeskSection;
}

export function page(options: PageOptions, body: Html): string {
  const nav =
    options.csrf !== undefined &&
    html`<nav aria-label="Desk">
          <ul>
            ${deskSections.map(
              (s) =>
                html`<li>
                  <a href="${s.href}" ${options.current === s.key ? raw('aria-current="page"') : ''}
                    >${s.label}</a
                  >
                </li>`,
            )}
          </ul>
          <form method="post" action="/ops/sign-out">
            ${csrfField(options.csrf)}
            <button type="submit" class="link">Sign out</button>
          </form>
        </nav>`;
  return htmlDocument({
    lang: 'en',
    title: `${options.title} · Tenor operators' desk`,
    head: html`<meta name="robots" content="noindex">
<link rel="stylesheet" href="/ops/desk.css">`,
    body: html`<header><p class="brand">Tenor operators' desk</p>${nav}</header>
<main>
${body}
</main>`,
  });
}

/**
 * A section's own page, titled and headed by its name in the navigation (`deskSections`),
 * which marks it as the current one.
 */
export function sectionPage(csrf: string, section: DeskSection, body: Html): string {
  const name = deskSections.find((s) => s.key === section)?.label ?? section;
  return page(
    { title: name, csrf, current: section },
    html`<h1>${name}</h1>
      ${body}`,
  );
}

export function signInPage(message: string | null): string {
  return page(
    { title: 'Sign in' },
    html`<h1>Sign in</h1>
      ${message === null ? '' : html`<p class="alert" role="alert">${message}</p>`}
      <form method="post" action="/ops/sign-in" class="stack">
        <label for="password">Desk password</label>
        <input
          id="password"
          name="password"
          type="password"
          autocomplete="current-password"
          required
        />
        <button type="submit">Sign in</button>
      </form>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(
    { title },
    html`<h1>${title}</h1>
      <p>${message}</p>
      <p><a href="/ops">Back to the desk</a></p>`,
  );
}
