import type { TextPack } from '../../../shared/i18n.ts';
import type { SiteTexts } from './en-IN.ts';

/** Chinese, for staff (locale=zh-CN); region and currency still follow languageType: the texts of the site area. */
const texts: TextPack<SiteTexts> = {
  /* The official website: /, /About, /Policy, /Loan, /User, /contact. */
  site: {
    name: 'Tenor',
    skip: '跳到正文',
    homeLink: '{{app}} 首页',
    nav: {
      label: '网站',
      home: '首页',
      about: '关于我们',
      privacy: '隐私政策',
      contact: '联系我们',
    },
    language: {
      label: '语言',
      en: 'English',
      id: 'Bahasa Indonesia',
      zh: '中文',
    },
    meta: {
      home: {
        title: '{{app}} – 快速个人贷款',
        description:
          '个人贷款 {{min}} 至 {{max}}，在线审批，2 小时内到账。面向收入 {{income}} 的工薪人士。',
      },
      about: {
        title: '关于我们 – {{app}}',
        description: '{{app}} 是一个贷款平台：持牌放款机构，签约前费用清楚，用您的语言提供服务。',
      },
      policy: {
        title: '政策与协议 – {{app}}',
        description: '{{app}} 如何处理您的贷款和数据：贷款协议、隐私政策和贷款条款。',
      },
      loan: {
        title: '贷款协议 – {{app}}',
        description: '每笔 {{app}} 贷款适用的协议：金额、费用、还款、逾期以及您的权利。',
      },
      user: {
        title: '我的账户 – {{app}}',
        description: '您在网页上的 {{app}} 账户。',
      },
      contact: {
        title: '联系我们 – {{app}}',
        description: '给 {{app}} 团队留言，我们会通过电子邮件回复。',
      },
    },
    home: {
      heading: '手机上的快速个人贷款',
      lead: '在 {{app}} 借款 {{min}} 至 {{max}}：几分钟完成申请，2 小时内到账。',
      claimsHeading: '为什么选择 {{app}}',
      amount: '{{min}} – {{max}}',
      amountNote: '贷款金额满足您的需要',
      speed: '2 小时内',
      speedNote: '从审批通过到资金进入您的银行账户',
      incomeMonthly: '月收入 {{income}} 以上',
      incomeYearly: '年收入 {{income}} 以上',
      incomeNote: '面向达到此收入的工薪人士',
      users: '300 万+',
      usersNote: '使用过 {{app}} 的用户',
      bannersLabel: '亮点',
      banner1: '手机上显示贷款已在应用中获批',
      banner2: '时钟：2 小时内到账',
      banner3: '带锁的盾牌：您的数据安全',
      banner4: '日历上已还的分期打了勾',
      banner5: '一群人：数百万借款人',
      aboutHeading: '关于我们',
      aboutText:
        '{{app}} 把持牌放款机构的贷款产品汇集在一个应用中。确认前您可以看到金额、期限和全部费用，并选择适合您的还款方式。',
      aboutMore: '进一步了解我们',
      privacyHeading: '隐私政策',
      privacyText:
        '我们只收集贷款审批所需的信息，妥善保护，绝不出售。您可以随时要求查看、更正或删除您的数据。',
      privacyMore: '阅读隐私政策',
      agreementMore: '政策与协议',
      contactHeading: '有疑问？',
      contactText: '给我们留言，我们会通过电子邮件回复。',
      contactLink: '联系我们',
      loanLink: '阅读贷款协议',
    },
    about: {
      heading: '关于我们',
      p1: '{{app}} 是面向工薪人士的贷款平台。我们与持牌放款机构合作，把它们的产品并列展示，方便您选择最合适的一款。',
      p2: '每个产品在您确认前都会列明金额、期限、利息和全部费用。没有隐藏费用，放款机构的名称写在您的协议上。',
      p3: '您的数据只用于贷款审批和为您服务。我们保护这些数据，绝不出售。',
      p4: '我们的客服用您的语言解答。如遇问题，您可以在应用中投诉并跟踪处理进度，直到解决。',
      company: '公司信息',
    },
    policy: {
      heading: '政策与协议',
      intro: '以下贷款协议适用于您通过 {{app}} 获得的每一笔贷款。隐私政策和贷款条款另有专页。',
      frameTitle: '贷款协议',
      fallback: '在单独页面打开贷款协议',
      privacyPolicy: '隐私政策',
      loanTerms: '贷款条款',
      aboutApp: '关于应用',
    },
    loan: {
      heading: '贷款协议',
      bannerAlt: '手机上显示贷款已在应用中获批',
      intro: '本协议由您与您确认贷款时应用中列明的放款机构订立。{{company}} 运营 {{app}} 平台。',
      s1h: '贷款',
      s1: '您可以借款 {{min}} 至 {{max}}。您在应用中确认的金额、期限和还款计划构成本协议的一部分。款项发放到以您本人名义登记的银行账户。',
      s2h: '费用',
      s2: '利息和全部费用会在您确认前显示在应用中，并列出应还总额。未向您展示的费用一律不收。',
      s3h: '还款',
      s3: '请在应用显示的到期日前，通过应用提供的任一方式还款。您可以提前还款，利息只按实际用款天数计算。',
      s4h: '逾期',
      s4: '如逾期还款，可能按贷款条款收取逾期费用，并可能在法律允许的范围内报送征信机构。如无法按时还款，请尽早告诉我们，我们会与您一起寻找解决办法。',
      s5h: '您的数据',
      s5: '您的数据用于贷款审批、放款和收取还款，详见我们的隐私政策。',
      s6h: '咨询与投诉',
      s6: '请通过 {{phone}} 或 {{email}} 联系客服。如对我们的答复不满意，您可以向监管机构投诉。',
    },
    user: {
      heading: '我的账户',
      empty: '这里暂时还没有内容',
      emptyText: '网页版账户即将推出。在此之前，请打开 {{app}} 应用查看您的贷款。',
      backHome: '返回首页',
    },
    contact: {
      heading: '联系我们',
      intro: '给我们留言，我们会通过电子邮件回复。',
      name: '姓名',
      email: '电子邮件',
      message: '留言',
      honeypot: '此栏请留空',
      send: '提交',
      incomplete: '请填写完整信息！',
      badEmail: '请输入有效的电子邮件地址',
      success: '提交成功',
      failed: '留言未发送，请重试。',
    },
    footer: {
      contactHeading: '客服',
      phone: '电话',
      email: '电子邮件',
      companyHeading: '公司',
      registration: '注册号',
      linksHeading: '更多',
      loan: '贷款协议',
      user: '我的账户',
      contact: '联系我们',
      privacyPolicy: '隐私政策',
      loanTerms: '贷款条款',
      aboutApp: '关于应用',
      copyright: '© {{year}} {{company}}。保留所有权利。',
    },
  },

  /* Legal and information pages: /privacyPolicy, /aboutUs, /loanTerms, /loanAgreement (long text lives beside the pages, not here). */
  legal: {
    back: '返回',
  },
};

export default texts;
