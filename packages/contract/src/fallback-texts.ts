import type { Locale } from './launch.ts';

/**
 * The few words a page still needs when its language pack could not be loaded (offline, a
 * stale deploy): an error, and a way to start again, in the borrower's own language. Kept
 * here, with the entry, because the packs load as files of their own; the same words as the
 * packs' `common.errorTitle` and `common.reload` (a test holds them together).
 */
export const fallbackTexts: Record<
  Locale,
  { errorTitle: string; notLoaded: string; reload: string }
> = {
  'en-IN': {
    errorTitle: 'Something went wrong',
    notLoaded: 'The page could not finish loading. Check your connection and try again.',
    reload: 'Reload',
  },
  'id-ID': {
    errorTitle: 'Terjadi kesalahan',
    notLoaded: 'Halaman belum selesai dimuat. Periksa koneksi Anda lalu coba lagi.',
    reload: 'Muat ulang',
  },
  'hi-IN': {
    errorTitle: 'कुछ गड़बड़ हो गई',
    notLoaded: 'पेज पूरा नहीं खुल पाया। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
    reload: 'फिर से खोलें',
  },
  'zh-CN': {
    errorTitle: '出错了',
    notLoaded: '页面未能加载完成，请检查网络后重试。',
    reload: '重新加载',
  },
};
