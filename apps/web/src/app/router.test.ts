import { afterEach, describe, expect, it } from 'vitest';
import { pagePaths } from '@tenor/contract/paths';
import { captureLaunchParams, resetLaunchCache } from '../lib/launch.ts';
import { t } from '../shared/i18n.ts';
import { pageRoutes, preloadRoute, routeOf } from './router.tsx';

describe('routes', () => {
  afterEach(() => resetLaunchCache());

  it('have a module with a Component for every page built', async () => {
    for (const key of Object.keys(pageRoutes) as (keyof typeof pageRoutes)[]) {
      const module = (await preloadRoute(pagePaths[key])) as { Component?: unknown };
      expect(typeof module.Component, key).toBe('function');
    }
  });

  it("load the page's area texts in the session's language with the chunk", async () => {
    window.history.replaceState(null, '', '/relevant?languageType=2&token=t');
    captureLaunchParams(window);
    await preloadRoute('/relevant');
    expect(t('loans.relevantTitle')).toBe('Pengajuan Khusus');
  });

  it('send any other path to the not-found page', async () => {
    const module = (await preloadRoute('/complaintList')) as { Component?: unknown };
    expect(typeof module.Component).toBe('function');
  });

  it('find a page by its path in any case, trailing slashes ignored, nothing more', () => {
    const keys = Object.keys(pageRoutes) as (keyof typeof pageRoutes)[];
    for (const key of keys) {
      const path = pagePaths[key];
      const bare = path.replace(/\/+$/, '');
      for (const candidate of [
        path,
        bare,
        `${bare}/`,
        `${bare}//`,
        path.toUpperCase(),
        `${bare}x`,
        `${bare}/x`,
      ].filter((pathname) => pathname.startsWith('/'))) {
        // The page itself, or the one whose path the candidate happens to be.
        const exact = keys.find((k) => pagePaths[k].toLowerCase() === candidate.toLowerCase());
        const expected = candidate.endsWith('x') ? exact : keys.find((k) => pagePaths[k] === path);
        expect(routeOf(candidate)?.key, candidate).toBe(expected);
      }
    }
  });
});
