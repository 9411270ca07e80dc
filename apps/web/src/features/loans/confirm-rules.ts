/**
 * The agreement modal opens only when the quote carries an agreement page and the page was
 * launched with languageType 1 (spec §4). It opens on the confirm tap, before the push.
 */
export function agreementModalRequired(
  popAgreementUrl: string,
  languageType: string | undefined,
): boolean {
  return popAgreementUrl.trim() !== '' && languageType === '1';
}
