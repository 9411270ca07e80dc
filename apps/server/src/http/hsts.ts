/** Strict-Transport-Security, sent over TLS (directly or as a trusted proxy reports it). */
export const HSTS = 'max-age=31536000; includeSubDomains';
