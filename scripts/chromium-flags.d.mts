/** Types of chromium-flags.mjs, for the e2e runner's TypeScript config. */
export declare const chromiumFlags: readonly string[];
