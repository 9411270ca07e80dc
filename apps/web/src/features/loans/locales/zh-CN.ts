import type { TextPack } from '../../../shared/i18n.ts';
import type { LoansTexts } from './en-IN.ts';

/** Chinese, for staff (locale=zh-CN); region and currency still follow languageType: the texts of the loans area. */
const texts: TextPack<LoansTexts> = {
  relevantTitle: '专属推荐',
  productList: '贷款产品',
  tags: '产品标签',
  empty: '今日申请已满，请明天再来申请',
  moreProducts: '更多产品',
  recommendedTitle: '为您推荐',
  missingProduct: '未找到该产品',
  missingOrder: '未找到该订单',
  confirm: {
    title: '确认借款',
    amount: '借款金额',
    amountChoices: '选择金额',
    term: '借款期限',
    termDays: '{{n}} 天',
    termMonths: '{{n}} 个月',
    firstPayment: '首次还款日 {{date}}',
    details: '借款详情',
    plan: '还款计划',
    planDue: '到期日 {{date}}',
    cost: '借款成本',
    received: '到账金额',
    total: '应还总额',
    apr: '年化利率 (APR)',
    aprHint: 'APR 包含利息和全部费用，便于比较不同借款。',
    agreements: '协议',
    consent: '我已阅读并同意以上协议',
    confirm: '确认',
    updating: '正在更新报价…',
    cancel: '取消',
    agree: '同意',
    agreementLoading: '正在加载协议…',
    agreementFailed: '协议无法加载，请重试：阅读后才能同意。',
  },
  details: {
    title: '借款详情',
    orderCard: '您的订单',
    repay: '立即还款',
    extend: '申请展期',
    borrowMore: '再借一笔',
  },
  rating: {
    title: '您对本次借款体验满意吗？',
    group: '评分',
    starOne: '{{n}} 星',
    starOther: '{{n}} 星',
    choose: '请选择评分',
    submit: '提交',
    cancel: '取消',
    thanks: '感谢您的评分！',
    ok: '好的',
  },
  joint: {
    title: '联合登录失败',
  },
  failure: {
    title: '申请失败',
    headline: '您的申请未能完成',
    body: '您可以改为申请以下产品。',
    listTitle: '其他推荐产品',
  },
};

export default texts;
