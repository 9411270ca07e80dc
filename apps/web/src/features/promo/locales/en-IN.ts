/** English (India): the promotion landing's texts. The reference: the other packs have exactly these keys. */
const texts = {
  phoneLabel: 'Mobile number',
  phonePlaceholderIN: '98765 43210',
  phonePlaceholderID: '812 3456 7890',
  captchaLabel: 'Image captcha',
  captchaImage: 'Image captcha: tap for a new one',
  captchaLoading: 'Loading the image captcha…',
  captchaRetry: 'Tap to load the image captcha',
  codeLabel: 'SMS code',
  getCode: 'Get code',
  apply: 'Apply now',
  phoneError: 'Please enter the phone number correctly!',
  captchaError: 'Please enter the image captcha correctly!',
  codeError: 'Please enter the SMS code correctly!',
  doNotResend: 'Please do not resend the code',
  agreementLead: 'By applying you agree to the',
  backToForm: 'Back to registration',
  downloadTitle: 'Your account is ready',
  downloadBody: 'Download {{appName}} and log in with your mobile number to apply for a loan.',
  downloadAndroid: 'Get {{appName}} on Google Play',
  downloadIos: 'Download {{appName}} on the App Store',
  downloadWeb: 'Download {{appName}}',
  noLink: 'The download link is not available yet. Please try again later.',
  missingTitle: 'This page does not exist',
  missingBody: 'The link you followed is incomplete. Please open it again from the advert.',
};

export type PromoTexts = typeof texts;
export default texts;
