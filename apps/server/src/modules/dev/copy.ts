/**
 * Words of the sandbox API (/dev/*): its refusals, English, Indonesian and the staff's Chinese.
 */
import { textsOf, withMessages, type Lang } from '../../i18n.ts';

const en = {
  transitionRefused: 'An order in status {from} cannot move to {to} (allowed: {allowed})',
  transitionLastInstalment:
    'Paying the overdue instalment would repay the whole loan: move the order to 4 instead',
  noneAllowed: 'none',
  sandboxAccountPaid: 'The sandbox bank refuses this payment: this account was already paid',
  sandboxAccountClosed:
    'The sandbox bank refuses this payment: this account is closed because the loan was paid or changed',
  sandboxAccountExpired: 'The sandbox bank refuses this payment: this account has expired',
} as const;

export type DevCopyKey = keyof typeof en;

const id: Record<DevCopyKey, string> = {
  transitionRefused:
    'Pesanan berstatus {from} tidak dapat dipindah ke {to} (yang diizinkan: {allowed})',
  transitionLastInstalment:
    'Membayar cicilan yang terlambat akan melunasi seluruh pinjaman: pindahkan pesanan ke 4',
  noneAllowed: 'tidak ada',
  sandboxAccountPaid: 'Bank sandbox menolak pembayaran ini: akun ini sudah dibayar',
  sandboxAccountClosed:
    'Bank sandbox menolak pembayaran ini: akun ini sudah ditutup karena pinjaman sudah dibayar atau berubah',
  sandboxAccountExpired: 'Bank sandbox menolak pembayaran ini: akun ini sudah kedaluwarsa',
};

const zh: Record<DevCopyKey, string> = {
  transitionRefused: '状态为 {from} 的订单不能改为 {to}（允许：{allowed}）',
  transitionLastInstalment: '支付这一逾期分期会还清整笔借款：请将订单改为状态 4',
  noneAllowed: '无',
  sandboxAccountPaid: '沙盒银行拒绝了这笔付款：该账户已付过款',
  sandboxAccountClosed: '沙盒银行拒绝了这笔付款：借款已还清或已变化，该账户已关闭',
  sandboxAccountExpired: '沙盒银行拒绝了这笔付款：该账户已过期',
};

const hi: Record<DevCopyKey, string> = {
  transitionRefused: '{from} स्थिति वाला लोन {to} पर नहीं जा सकता (इजाज़त: {allowed})',
  transitionLastInstalment: 'बकाया किस्त चुकाने से पूरा लोन चुक जाएगा: इसके बजाय लोन को 4 पर ले जाएँ',
  noneAllowed: 'कोई नहीं',
  sandboxAccountPaid: 'सैंडबॉक्स बैंक यह भुगतान नहीं ले रहा: इस खाते का भुगतान पहले ही हो चुका है',
  sandboxAccountClosed: 'सैंडबॉक्स बैंक यह भुगतान नहीं ले रहा: लोन चुकाए जाने या बदलने से यह खाता बंद हो गया है',
  sandboxAccountExpired: 'सैंडबॉक्स बैंक यह भुगतान नहीं ले रहा: इस खाते का समय खत्म हो गया है',
};

export const devPacks: Record<Lang, Record<DevCopyKey, string>> = { en, id, zh, hi };

/** The area's one lookup: its refusals over the server messages. */
export const copy = textsOf(withMessages(devPacks));
