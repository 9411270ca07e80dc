import type { ReactNode } from 'react';
import { Link } from '../../lib/navigation.tsx';
import { classifyUrl, pageUrlContext, type UrlContext, useOpenUrl } from '../safe-url.ts';
import { useHydrated } from '../use-hydrated.ts';
import { Button, buttonClass } from './button.tsx';

/**
 * Until the app has taken over, only a path of this origin is known to be one of its pages: the
 * server does not know the address the borrower sees, so an absolute URL waits for the app.
 */
const beforeStart: UrlContext = {
  origin: 'https://this-page.invalid',
  allowedHosts: [],
  bridgeSchemes: [],
  dev: false,
};

/**
 * A primary action that goes to another page ("Repay now"): a real link, so that it works
 * before the app has taken over a server-rendered page, and the app follows it without a reload
 * once it has (decision 050). A URL the server chose goes by the safe-URL rules (safe-url.ts): a
 * page of the app is a router link, an allow-listed https page a plain link, and an app scheme
 * (the bridge) or a refused URL stays a button, which waits for the app (until-ready.ts).
 */
export function ActionLink({
  to,
  variant = 'primary',
  block = false,
  children,
}: {
  to: string;
  variant?: 'primary' | 'secondary';
  block?: boolean;
  children: ReactNode;
}) {
  const openUrl = useOpenUrl();
  const hydrated = useHydrated();
  const action = classifyUrl(to, hydrated ? pageUrlContext() : beforeStart);
  const look = buttonClass(variant, block);
  if (action.kind === 'navigate') {
    return (
      <Link className={look} to={action.to}>
        {children}
      </Link>
    );
  }
  if (action.kind === 'assign') {
    return (
      <a className={look} href={action.href}>
        {children}
      </a>
    );
  }
  return (
    <Button variant={variant} block={block} onClick={() => openUrl(to)}>
      {children}
    </Button>
  );
}
