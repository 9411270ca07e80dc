/** Digits and a leading + only: what a `tel:` link may carry; undefined when it is no number. */
export const telHref = (phone: string): string | undefined => {
  const digits = phone.trim().replace(/(?!^\+)[^\d]/g, '');
  return /^\+?\d{3,20}$/.test(digits) ? `tel:${digits}` : undefined;
};

const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/** A `mailto:` link for a plain address; undefined for anything else (no headers, no body). */
export const mailtoHref = (email: string): string | undefined => {
  const address = email.trim();
  return EMAIL.test(address) ? `mailto:${address}` : undefined;
};
