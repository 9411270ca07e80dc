import type { PageKey } from '@tenor/contract/paths';
import { Link } from '../../../lib/navigation.tsx';
import { siteLink } from '../site-language.ts';

/** A list of links to the site's pages in the reader's language (the home's privacy links, /Policy's). */
export function SiteLinks({
  links,
  className,
}: {
  links: readonly (readonly [page: PageKey, label: string])[];
  className: string | undefined;
}) {
  return (
    <ul role="list" className={className}>
      {links.map(([page, label]) => (
        <li key={page}>
          <Link to={siteLink(page)}>{label}</Link>
        </li>
      ))}
    </ul>
  );
}
