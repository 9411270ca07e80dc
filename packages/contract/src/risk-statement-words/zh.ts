import type { RiskStatement } from './shape.ts';

/**
 * Indonesia's risk statement in the staff's Chinese: Tenor's translation, which says the
 * Indonesian text applies (decisions 066, 069; the version and the ledger's digest:
 * risk-statement.ts). One file per language, so a page's language pack carries only its own.
 */
export const riskStatementZh: RiskStatement = {
  title: '风险声明',
  points: [
    '基于信息技术的借贷服务是出借人与借款人之间的民事协议，因此该协议产生的一切风险由各方自行全部承担。',
    '信用风险或违约风险完全由出借人承担。任何国家机构或主管部门均不对该违约风险负责。',
    '平台经各用户（出借人和/或借款人）同意，在用户拥有或控制的物品、电子设备（包括智能手机或移动电话）、硬件或软件、电子文件、应用程序或电子系统之中或之上访问、获取、存储、管理和/或使用用户的个人数据（“数据使用”），并在取得该同意之前告知用户数据使用的目的、范围和方式。',
    '不具备借贷知识和经验的出借人，建议不要使用本服务。',
    '借款人应根据自身还款能力考虑借款利率及其他费用。',
    '任何欺诈行为都会在网络上留下数字记录，并可能在社交媒体上为公众所知。',
    '用户在决定成为出借人或借款人之前，必须阅读并理解本信息。',
    '政府（此处指金融服务管理局 OJK）对用户（无论出借人还是借款人，无论出于故意还是过失）违反法律法规或违反平台与出借人和/或借款人之间的协议或约定的任何行为概不负责。',
  ],
  note: '本中文为我们的译文，仅供参考；以印度尼西亚语文本为准。',
  acknowledge: '我已阅读并理解本风险声明',
};
