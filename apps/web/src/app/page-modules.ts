/**
 * The page's own scripts, from the list the server writes for `/boot.js` (`<meta
 * name="tenor-modules">`, each file after the files it imports): those listed after the app's
 * start, `startFile` — the page's chunk, the chunks it imports that the start does not, its
 * language packs. What is listed before the start has run already (main.tsx). Without the
 * list (a page the server did not render) or the start in it (the dev server), none.
 */
export function pageModules(list: string | null | undefined, startFile: string): string[] {
  const files = (list ?? '').split(' ').filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file));
  const start = files.indexOf(startFile);
  return start < 0 ? [] : files.slice(start + 1);
}
