import type { TextPack } from '../../../shared/i18n.ts';
import type { RightsTexts } from './en-IN.ts';

/** 简体中文: the texts of the rights area (My data). */
const texts: TextPack<RightsTexts> = {
  title: '我的数据',
  signedOut: {
    title: '您已退出登录',
    body: '如果您曾要求删除数据，删除已经完成：这里已没有您的数据可显示，只保留法律要求出借方保存的贷款记录。否则，请从 {{appName}} 应用重新打开“我的数据”。',
  },
  intro:
    '我们保存了您的哪些数据及原因、全部数据的副本，以及您的选择：更正手机号、撤回同意、删除数据或注销账户。每个请求都有编号和答复期限。',
  held: {
    title: '我们保存的数据',
    count: '{{n}} 条记录',
    profile: '您的资料',
    loans: '借款及其还款计划',
    payments: '还款',
    complaints: '投诉及其图片',
    chats: '与帮助机器人的对话',
    consents: '同意与披露',
  },
  why: {
    profile: '您的手机号用于登录，并就借款事宜联系您。',
    loans: '出借方须保存每笔借款的记录，我们也向您展示。',
    payments: '您还款的凭证；与借款记录保存同样长的时间。',
    complaints: '用于答复您，并向监管机构说明处理情况。',
    chats: '用于回答您的问题并改进答案。',
    consents: '证明您看到并同意了哪些内容。',
  },
  export: {
    title: '您的数据副本',
    intro: '以上全部内容，立即生成：一份存档文件和一份可阅读的页面。',
    make: '导出我的数据',
    json: '下载文件（JSON）',
    page: '打开可阅读的副本',
  },
  consents: {
    title: '可选同意',
    marketingSms: '短信优惠信息',
    reminders: '到期前的还款提醒',
    remindersHow: '在其专门页面开启或关闭，并选择方式和天数。',
    remindersOpen: '设置还款提醒',
    on: '已同意',
    off: '未同意',
    withdraw: '撤回同意',
    give: '给予同意',
    saved: '已保存',
  },
  phone: {
    title: '您的手机号码',
    now: '当前：{{phone}}',
    new: '新手机号码',
    send: '向新号码发送验证码',
    sent: '验证码已发送至 {{phone}}。',
    code: '短信验证码',
    confirm: '更改我的号码',
    done: '您的号码已更改',
  },
  email: {
    title: '您的电子邮箱',
    intro: '可选。您确认借款时，我们也会把已签名文件的链接发送到您的邮箱。',
    label: '电子邮箱地址',
    none: '尚未填写电子邮箱。',
    save: '保存电子邮箱',
    remove: '删除电子邮箱',
    saved: '已保存',
  },
  erase: {
    title: '删除数据或注销账户',
    intro:
      '我们在您申请 48 小时后删除您的个人数据。借款和还款记录按法律要求保留，但不含您的联系方式。',
    openLoan: '暂不可以：有借款尚未结清，其记录须在结束后保存 {{years}} 年。最早为 {{date}}。',
    retention: '暂不可以：您最后一笔借款的记录须在结束后保存 {{years}} 年，至 {{date}}。',
    erase: '删除我的数据',
    delete: '注销我的账户',
    scheduled: '已受理：请见下方您的请求',
  },
  requests: {
    title: '您的请求',
    due: '答复期限：{{time}}',
    kinds: {
      export: '数据副本',
      correct: '更正手机号',
      erase: '删除数据',
      delete: '注销账户',
    },
    status: {
      verifying: '等待验证码',
      open: '处理中',
      scheduled: '已安排',
      done: '已完成',
      refused: '已拒绝',
    },
  },
};

export default texts;
