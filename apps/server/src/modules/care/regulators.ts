/**
 * Where a borrower escalates a complaint the lender did not resolve: public facts of each
 * market's regulator, not deployment settings (the lender's own grievance officer is
 * configuration: GRIEVANCE_OFFICER_* in config.ts).
 */
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { getWhatsapp } from '@tenor/contract/endpoints/care';
import type { Region } from '@tenor/contract/launch';
import type { Config } from '../../config.ts';
import type { Lang } from '../../i18n.ts';
import { copy } from './copy.ts';

export interface Regulator {
  name: string;
  /** The name as India's Hindi reader reads it (decision 068); India's regulator only. */
  nameHi?: string;
  url: string;
  phone: string;
  email: string;
}

export const regulators: Record<Region, Regulator> = {
  // RBI Integrated Ombudsman Scheme: after 30 days without a resolution, through the CMS portal.
  IN: {
    name: 'RBI Ombudsman (Complaint Management System)',
    nameHi: 'RBI लोकपाल (शिकायत प्रबंधन प्रणाली)',
    url: 'https://cms.rbi.org.in',
    phone: '14448',
    email: 'crpc@rbi.org.in',
  },
  // OJK consumer protection: contact centre 157.
  ID: {
    name: 'OJK — Perlindungan Konsumen',
    url: 'https://kontak157.ojk.go.id',
    phone: '157',
    email: 'konsumen@ojk.go.id',
  },
};

/** The market's grievance route: the platform's officer, then the regulator and when. */
export function grievanceRouteOf(
  config: Pick<Config, 'grievanceOfficer'>,
  region: Region,
  lang: Lang,
): ResponseOf<typeof getWhatsapp>['grievance'] {
  const officer = config.grievanceOfficer[region];
  const regulator = regulators[region];
  return {
    officerName: officer.name,
    officerEmail: officer.email,
    officerPhone: officer.phone,
    regulatorName: (lang === 'hi' ? regulator.nameHi : undefined) ?? regulator.name,
    regulatorUrl: regulator.url,
    regulatorPhone: regulator.phone,
    regulatorEmail: regulator.email,
    escalation: copy(lang, region === 'IN' ? 'escalationIN' : 'escalationID'),
  };
}
