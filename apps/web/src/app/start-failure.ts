import type { Locale } from '@tenor/contract/launch';
import { fallbackTexts } from '@tenor/contract/fallback-texts';
import { reloadOnce } from '../shared/reload-once.ts';

/**
 * The app could not start: while the phone is online, the page loads again by itself, once a
 * minute at most; otherwise (offline, or it failed again) the borrower sees why, with Reload.
 *
 * Asking for the lost file again from the page does not work everywhere: Chromium 150 (and
 * WebKit) still keep a failed module's fetch for the page's life (the rule whatwg/html#10327
 * has since dropped), so a reload is what asks for it again (decision 079). Nothing the
 * borrower did is lost that Reload would not lose: the app had not started.
 */
export function startFailed(root: HTMLElement, locale: Locale, now = Date.now()): void {
  if (navigator.onLine && reloadOnce(now)) return;
  showStartFailure(root, locale);
}

/**
 * What the borrower sees when the app itself could not start: one of its files (React, the
 * router, the start, a language pack, the page's chunk) failed to load, offline or after a
 * deploy replaced it. Drawn without React, which may be what failed, in place of the page:
 * a rendered page's buttons would do nothing, a shell's placeholders would wait forever.
 * Reload asks for every file again.
 */
export function showStartFailure(root: HTMLElement, locale: Locale): void {
  const text = fallbackTexts[locale];
  const view = document.createElement('main');
  view.id = 'main';
  view.className = 'start-failure';
  // Announced as it appears: the borrower was waiting for the page.
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = text.errorTitle;
  const message = document.createElement('p');
  message.textContent = text.notLoaded;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = text.reload;
  reload.addEventListener('click', () => window.location.reload());
  alert.append(title, message);
  view.append(alert, reload);
  root.replaceChildren(view);
  document.title = text.errorTitle;
}
