import { describe, expect, it } from 'vitest';
import { pageModules } from './page-modules.ts';

describe('pageModules', () => {
  const list =
    '/assets/react-a.js /assets/index-b.js /assets/start-c.js /assets/schemas-d.js /assets/repay-e.js /assets/en-IN-f.js';

  it("gives the files listed after the app's start, in the order listed", () => {
    expect(pageModules(list, '/assets/start-c.js')).toEqual([
      '/assets/schemas-d.js',
      '/assets/repay-e.js',
      '/assets/en-IN-f.js',
    ]);
  });

  it('gives none without a list, or without the start in it (the dev server)', () => {
    expect(pageModules(null, '/assets/start-c.js')).toEqual([]);
    expect(pageModules('', '/assets/start-c.js')).toEqual([]);
    expect(pageModules(list, '/src/app/start.tsx')).toEqual([]);
  });

  it('keeps only built scripts of this site: nothing from elsewhere is imported', () => {
    expect(
      pageModules(
        '/assets/start-c.js https://cdn.example/x.js //evil.example/y.js /assets/../z.js /assets/ok-1.js /boot.js',
        '/assets/start-c.js',
      ),
    ).toEqual(['/assets/ok-1.js']);
  });
});
