/**
 * The agreement modal opens only when the quote carries an agreement page and the page was
 * launched with languageType 1 (docs/screens.md "Loan confirm"). It opens on the confirm tap, before the push.
 */
export function agreementModalRequired(
  popAgreementUrl: string,
  languageType: string | undefined,
): boolean {
  return popAgreementUrl.trim() !== '' && languageType === '1';
}
