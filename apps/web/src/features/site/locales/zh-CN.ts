import type { TextPack } from '../../../shared/i18n.ts';
import type { SiteTexts } from './en-IN.ts';

/** Chinese, for staff (locale=zh-CN); region and currency still follow languageType: the texts of the site area. */
const texts: TextPack<SiteTexts> = {
  /* The official website: /, /About, /Policy, /Loan, /User, /contact. */
  site: {
    name: 'Tenor',
  },

  /* Legal and information pages: /privacyPolicy, /aboutUs, /loanTerms, /loanAgreement (long text lives beside the pages, not here). */
  legal: {
    back: '返回',
    phone: '电话',
    email: '电子邮件',
    customerService: '客服与投诉联系方式',
    officerRole: '投诉处理专员',
    agreementTitle: '借款协议',
    agreementNotFound: '找不到该产品',
    agreementNotFoundBody: '链接可能已过期，或该产品在另一个市场提供。',
    toLoanTerms: '查看借款条款',
    figuresOrder: '您的借款',
    figuresQuote: '您在该产品下的借款明细',
    figuresOrderNote: '来自您的订单 {{orderNo}}。',
    figuresQuoteNote: '按应用首先提供的金额和期限，今天签署时的明细。',
    figuresSignIn: '请从应用中打开此页面，以查看您自己的金额、费用和到期日。',
    figuresNone: '无法显示您的借款明细。',
    amount: '借款金额',
    term: '期限',
    termDays: '{{n}} 天',
    termMonths: '{{n}} 个月',
    fee: '手续费（放款时扣除）',
    received: '实际到账金额',
    interest: '利息',
    totalRepay: '应还总额',
    dueDate: '到期日',
    dueLater: '放款时确定',
    openFull: '全屏打开“{{title}}”',
    agreementUnavailable: '此协议无法在这里显示。',
    noAgreements: '该产品暂无可显示的协议。',
  },
};

export default texts;
