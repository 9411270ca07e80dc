import type { TextPack } from '../../shared/i18n.ts';
import type { ShellTexts } from './en-IN.ts';

/** Chinese, for staff (locale=zh-CN); region and currency still follow languageType: the texts of the shell (texts every page may use). */
const texts: TextPack<ShellTexts> = {
  retry: '重试',
  reload: '重新加载',
  loading: '加载中…',
  backHome: '返回首页',
  goBack: '返回',
  networkError: '网络异常，请重试',
  decodeError: '无法读取服务器的响应，请重试。',
  errorTitle: '出错了',
  errorBody: '页面无法显示，请重试。',
  linkBlocked: '无法打开此链接',
  noSessionTitle: '请从应用内打开此页面',
  noSessionBody: '此页面需要您的 {{appName}} 会话，请从应用内重新打开。',
  notFoundTitle: '页面不存在',
  notFoundBody: '此页面不存在或尚未开放。',
  privacyNotice: '隐私声明',
  privacyNoticeOf: '隐私声明 {{version}}',
  lender: {
    lender: '放款机构：{{name}}',
    payee: '本笔还款归属放款机构：{{name}}',
    rbi: 'RBI 注册证书（CoR）{{number}}',
    ojk: 'OJK 许可证 {{number}}',
    directory: '已列入 RBI 数字借贷应用目录（仅为收录，并非 RBI 批准）',
    grievance: '投诉专员：{{name}}，',
    sites: '我们的放款机构',
    website: '其数字借贷产品、应用及服务商',
    care: '其客户服务与投诉',
    privacy: '其隐私政策',
    agents: '催收机构：{{names}}',
    noAgents: '催收机构：未委托',
    agentsLink: '放款机构的催收机构',
  },
};

export default texts;
