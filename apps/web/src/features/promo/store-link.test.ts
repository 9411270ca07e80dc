import { describe, expect, it } from 'vitest';
import { clientTypeOf, secureLink, storeLinksFor } from './store-link.ts';

const links = {
  androidUrl: 'https://play.google.com/store/apps/details?id=x',
  iosUrl: 'https://apps.apple.com/in/app/id1',
  downloadUrl: 'https://tenor.example/download',
};

describe('store links', () => {
  it('tells the platform from the browser', () => {
    expect(clientTypeOf('Mozilla/5.0 (Linux; Android 10; K) Chrome/120 Mobile')).toBe('android');
    expect(clientTypeOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(clientTypeOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(clientTypeOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('web');
    expect(clientTypeOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('web');
  });

  it('offers the visitor’s store, or everything on another device', () => {
    expect(storeLinksFor('android', links)).toEqual([{ kind: 'android', url: links.androidUrl }]);
    expect(storeLinksFor('ios', links)).toEqual([{ kind: 'ios', url: links.iosUrl }]);
    expect(storeLinksFor('web', links).map((l) => l.kind)).toEqual(['download', 'android', 'ios']);
  });

  it('falls back to the download page when the platform has no link', () => {
    expect(storeLinksFor('ios', { ...links, iosUrl: '' })).toEqual([
      { kind: 'download', url: links.downloadUrl },
    ]);
  });

  it('offers only https links', () => {
    expect(secureLink('javascript:alert(1)')).toBeUndefined();
    expect(secureLink('http://play.google.com/x')).toBeUndefined();
    expect(secureLink('market://details?id=x')).toBeUndefined();
    expect(secureLink('not a url')).toBeUndefined();
    expect(storeLinksFor('android', { ...links, androidUrl: 'javascript:x' })).toEqual([
      { kind: 'download', url: links.downloadUrl },
    ]);
  });
});
