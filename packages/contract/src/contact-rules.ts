/*
 * The official site's contact form as the page checks it while the visitor types, apart from
 * the site endpoints' schemas (decision 091); the endpoint checks the same again.
 */

/** Limits of the contact form (docs/decisions/021-official-site.md). */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 2000 } as const;

/**
 * An e-mail address as people type them: something, one @, a domain with a dot, no spaces.
 * Deliberately loose (the reply is what proves an address), but it stops typing slips.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
