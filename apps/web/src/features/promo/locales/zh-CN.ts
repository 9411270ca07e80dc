import type { TextPack } from '../../../shared/i18n.ts';
import type { PromoTexts } from './en-IN.ts';

/** Chinese (staff): the promotion landing's texts. */
const texts: TextPack<PromoTexts> = {
  phoneLabel: '手机号码',
  phonePlaceholderIN: '98765 43210',
  phonePlaceholderID: '812 3456 7890',
  captchaLabel: '图形验证码',
  captchaImage: '图形验证码：点击换一张',
  captchaLoading: '正在加载图形验证码…',
  captchaRetry: '点击加载图形验证码',
  codeLabel: '短信验证码',
  getCode: '获取验证码',
  apply: '立即申请',
  phoneError: '请正确输入手机号码！',
  captchaError: '请正确输入图形验证码！',
  codeError: '请正确输入短信验证码！',
  doNotResend: '请勿重复发送验证码',
  agreementLead: '申请即表示您同意',
  backToForm: '返回注册',
  downloadTitle: '您的账户已开通',
  downloadBody: '下载 {{appName}}，用手机号码登录即可申请贷款。',
  downloadAndroid: '在 Google Play 获取 {{appName}}',
  downloadIos: '在 App Store 下载 {{appName}}',
  downloadWeb: '下载 {{appName}}',
  noLink: '下载链接暂不可用，请稍后再试。',
  missingTitle: '页面不存在',
  missingBody: '链接不完整，请从广告重新打开。',
};

export default texts;
