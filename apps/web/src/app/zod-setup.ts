import { config } from 'zod/mini';

// Zod compiles object parsers with `new Function` unless told not to; the strict CSP
// (script-src 'self', no 'unsafe-eval') would block that and report a violation on every
// page. Must run before any schema is built, so main.tsx imports this module first.
config({ jitless: true });
