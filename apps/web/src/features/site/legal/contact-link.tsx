import { mailtoHref, telHref } from '../../../shared/contact-links.ts';
import { t } from '../../../shared/i18n.ts';

/**
 * A phone or an e-mail of the lender or its officer, "Phone: …" or "Email: …", as a link when it
 * is what it claims to be, else nothing; `paragraph` puts it on a line of its own (the home).
 */
export function ContactLink({
  kind,
  value,
  paragraph = false,
}: {
  kind: 'phone' | 'email';
  value: string;
  paragraph?: boolean;
}) {
  const href = kind === 'phone' ? telHref(value) : mailtoHref(value);
  if (!href) return null;
  const link = (
    <a href={href}>
      {t(kind === 'phone' ? 'site.legal.phone' : 'site.legal.email')}: {value.trim()}
    </a>
  );
  return paragraph ? <p>{link}</p> : link;
}
