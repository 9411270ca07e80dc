/**
 * Words of the promotion landing the server writes: answers shown as toasts and the SMS,
 * English, Indonesian and the staff's Chinese. The original app's own sentences where it gives
 * them.
 */
import { textsOf, withMessages, type Lang } from '../../i18n.ts';

const en = {
  smsSent: 'Verification code has been sent, please check your phone!',
  alreadyRegistered: 'You are already registered, please download the APP and log in!',
  registered: 'Registration successful',
  badPhone: 'Please enter the phone number correctly!',
  wrongCaptcha: 'The image captcha is wrong or has expired. Please enter the new one.',
  wrongCode: 'The SMS code is wrong ({left} attempts left)',
  codeExpired:
    'The SMS code has expired or was not sent to this number. Please request a new code.',
  codeVoid: 'Wrong SMS code {max} {max|time|times}. Please request a new code.',
  resendWait: 'Please do not resend the code. You can request a new one in {seconds} s.',
  tooManyFromHere:
    'Too many codes were requested from this connection. Please try again after {time}.',
  tooManyInSession: 'Too many codes were requested on this page. Please reload the page.',
  tooManyCaptchas: 'Too many new captchas on this page. Please reload the page.',
  smsPaused: 'We cannot send codes right now. Please try again later.',
  sessionExpired: 'This page has expired. Please reload it.',
  templateNotFound: 'This page does not exist.',
  sms: '{app}: {code} is your registration code. It expires in 5 minutes. Never share it with anyone, including our staff.',
} as const;

type CopyKey = keyof typeof en;

const id: Record<CopyKey, string> = {
  smsSent: 'Kode verifikasi telah dikirim, silakan periksa ponsel Anda!',
  alreadyRegistered: 'Anda sudah terdaftar, silakan unduh aplikasinya dan masuk!',
  registered: 'Pendaftaran berhasil',
  badPhone: 'Silakan masukkan nomor ponsel dengan benar!',
  wrongCaptcha: 'Captcha gambar salah atau sudah kedaluwarsa. Silakan masukkan yang baru.',
  wrongCode: 'Kode SMS salah (sisa {left} percobaan)',
  codeExpired:
    'Kode SMS sudah kedaluwarsa atau tidak dikirim ke nomor ini. Silakan minta kode baru.',
  codeVoid: 'Kode SMS salah {max} kali. Silakan minta kode baru.',
  resendWait: 'Jangan kirim ulang kode. Kode baru dapat diminta dalam {seconds} detik.',
  tooManyFromHere:
    'Terlalu banyak kode diminta dari koneksi ini. Silakan coba lagi setelah {time}.',
  tooManyInSession: 'Terlalu banyak kode diminta di halaman ini. Silakan muat ulang halaman.',
  tooManyCaptchas:
    'Terlalu sering meminta captcha baru di halaman ini. Silakan muat ulang halaman.',
  smsPaused: 'Kode belum dapat dikirim saat ini. Silakan coba lagi nanti.',
  sessionExpired: 'Halaman ini sudah kedaluwarsa. Silakan muat ulang.',
  templateNotFound: 'Halaman ini tidak ada.',
  sms: '{app}: {code} adalah kode pendaftaran Anda. Berlaku 5 menit. Jangan berikan kode ini kepada siapa pun, termasuk staf kami.',
};

const zh: Record<CopyKey, string> = {
  smsSent: '验证码已发送，请查看您的手机！',
  alreadyRegistered: '您已注册，请下载应用并登录！',
  registered: '注册成功',
  badPhone: '请输入正确的手机号码！',
  wrongCaptcha: '图形验证码错误或已过期，请输入新的验证码。',
  wrongCode: '短信验证码错误（还剩 {left} 次机会）',
  codeExpired: '短信验证码已过期，或未发送到此号码。请重新获取验证码。',
  codeVoid: '短信验证码错误已达 {max} 次，请重新获取验证码。',
  resendWait: '请勿重复发送验证码，{seconds} 秒后可重新获取。',
  tooManyFromHere: '此网络连接请求的验证码过多，请在 {time} 后再试。',
  tooManyInSession: '此页面请求的验证码过多，请刷新页面。',
  tooManyCaptchas: '此页面刷新图形验证码的次数过多，请刷新页面。',
  smsPaused: '目前无法发送验证码，请稍后再试。',
  sessionExpired: '此页面已过期，请刷新。',
  templateNotFound: '此页面不存在。',
  sms: '{app}：{code} 是您的注册验证码，5 分钟内有效。请勿告诉任何人，包括我们的工作人员。',
};

const hi: Record<CopyKey, string> = {
  smsSent: 'सत्यापन कोड भेज दिया गया है, कृपया अपना फ़ोन देखें!',
  alreadyRegistered: 'आप पहले से रजिस्टर हैं, कृपया ऐप डाउनलोड करके लॉग इन करें!',
  registered: 'रजिस्ट्रेशन हो गया',
  badPhone: 'कृपया फ़ोन नंबर सही डालें!',
  wrongCaptcha: 'तस्वीर वाला कोड गलत है या उसकी समय सीमा खत्म हो गई है। कृपया नया कोड डालें।',
  wrongCode: 'SMS कोड गलत है ({left} कोशिश बाकी)',
  codeExpired: 'SMS कोड की समय सीमा खत्म हो गई है या यह इस नंबर पर नहीं भेजा गया। कृपया नया कोड माँगें।',
  codeVoid: '{max} बार गलत SMS कोड डाला गया। कृपया नया कोड माँगें।',
  resendWait: 'कृपया कोड दोबारा न माँगें। आप {seconds} सेकंड में नया कोड माँग सकते हैं।',
  tooManyFromHere: 'इस कनेक्शन से बहुत सारे कोड माँगे गए। कृपया {time} के बाद फिर कोशिश करें।',
  tooManyInSession: 'इस पेज पर बहुत सारे कोड माँगे गए। कृपया पेज फिर से खोलें।',
  tooManyCaptchas: 'इस पेज पर बहुत सारे नए तस्वीर वाले कोड माँगे गए। कृपया पेज फिर से खोलें।',
  smsPaused: 'हम अभी कोड नहीं भेज सकते। कृपया बाद में फिर कोशिश करें।',
  sessionExpired: 'इस पेज का समय खत्म हो गया है। कृपया इसे फिर से खोलें।',
  templateNotFound: 'यह पेज मौजूद नहीं है।',
  sms: '{app}: आपका रजिस्ट्रेशन कोड {code} है। यह 5 मिनट में खत्म हो जाएगा। इसे किसी को न बताएँ, हमारे कर्मचारियों को भी नहीं।',
};

export const promoPacks: Record<Lang, Record<CopyKey, string>> = { en, id, zh, hi };

/** The area's one lookup: its words and refusals over the server messages. */
export const copy = textsOf(withMessages(promoPacks));
