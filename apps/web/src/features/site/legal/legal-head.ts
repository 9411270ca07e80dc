import type { PageKey } from '@tenor/contract/paths';
import type { PageHead } from '@tenor/contract/site';
import { config } from '../../../lib/config.ts';
import { publicHead } from '../site-head.ts';
import { fillText } from './legal-doc.ts';
import { type LegalPage, loadedLegalText } from './legal-texts.ts';
import { legalVars } from './legal-vars.ts';

/**
 * A legal page's head, from its text in the reader's language and market (loaded by the
 * route's `prepare` before the server renders): its title, and its first paragraph as the
 * description.
 */
export function legalHead(page: LegalPage, key: PageKey): PageHead {
  const doc = loadedLegalText(page);
  if (!doc) return publicHead(key, config.appName, '');
  const vars = legalVars();
  const first = doc.intro.find((block): block is string => typeof block === 'string') ?? '';
  return publicHead(key, `${fillText(doc.title, vars)} – ${config.appName}`, fillText(first, vars));
}
