// Zod compiles object parsers with `new Function` unless told not to; the strict CSP
// (script-src 'self', no 'unsafe-eval') would block that and report a violation on every
// page. Must run before any schema is built, so main.tsx imports this module first.
//
// Written into the settings object Zod keeps on `globalThis` (the one its `config()` reads and
// writes, made by Zod only when absent) rather than through `config()`: importing Zod here put
// its core (2.5 KB gzip) in the entry of every page, pages with no schema among them; Zod now
// loads with the schemas (decision 075). zod-setup.test.ts fails if Zod stops reading it.
type ZodSettings = { jitless?: boolean };
const zodHome = globalThis as { __zod_globalConfig?: ZodSettings };
/** Zod's shared settings, the object its `config()` reads. */
export const zodSettings: ZodSettings = (zodHome.__zod_globalConfig ??= {});
zodSettings.jitless = true;
