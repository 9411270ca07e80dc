import type { Locale } from '@tenor/contract/launch';
import { fallbackTexts } from '@tenor/contract/fallback-texts';

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
