import { config } from '../../../lib/config.ts';
import { region } from '../../../lib/launch.ts';
import type { LegalVars } from './legal-doc.ts';

/** What the texts may name, for the reader's market, from the server's configuration. */
export function legalVars(): LegalVars {
  const market = region();
  const company = config.company[market];
  const support = config.support[market];
  return {
    appName: config.appName,
    company: company.name,
    address: company.address,
    email: support.email,
    phone: support.phone,
  };
}
