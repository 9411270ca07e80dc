/** The visitor's platform, for the store link and the tracking calls' `clientType`. */
export type ClientType = 'android' | 'ios' | 'web';

export function clientTypeOf(userAgent: string, touchPoints = 0): ClientType {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  // iPadOS reports itself as a Mac; its touch screen tells it apart.
  if (/macintosh/i.test(userAgent) && touchPoints > 1) return 'ios';
  return 'web';
}

/** This browser's platform ('web' while rendering on the server). */
export const currentClientType = (): ClientType =>
  typeof navigator === 'undefined'
    ? 'web'
    : clientTypeOf(navigator.userAgent, navigator.maxTouchPoints);

export interface StoreLinks {
  androidUrl: string;
  iosUrl: string;
  downloadUrl: string;
}

/** Only secure web links from the template are offered (never `javascript:` or an app scheme). */
export const secureLink = (url: string): string | undefined => {
  try {
    return new URL(url).protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The links a visitor is offered: their platform's store (the template's download page when
 * it has none), or on any other device the download page and both stores.
 */
export function storeLinksFor(
  client: ClientType,
  links: StoreLinks,
): { kind: 'android' | 'ios' | 'download'; url: string }[] {
  const offered =
    client === 'android'
      ? [{ kind: 'android' as const, url: links.androidUrl }]
      : client === 'ios'
        ? [{ kind: 'ios' as const, url: links.iosUrl }]
        : [
            { kind: 'download' as const, url: links.downloadUrl },
            { kind: 'android' as const, url: links.androidUrl },
            { kind: 'ios' as const, url: links.iosUrl },
          ];
  const secure = offered.flatMap((link) => {
    const url = secureLink(link.url);
    return url === undefined ? [] : [{ kind: link.kind, url }];
  });
  // A template without a link for this platform still offers its download page.
  if (secure.length > 0 || client === 'web') return secure;
  return storeLinksFor('web', { ...links, androidUrl: '', iosUrl: '' });
}
