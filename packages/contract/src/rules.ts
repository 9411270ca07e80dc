/** Business rules both sides apply. */

/** Apply module id by scene (docs/screens.md "Recommended products"): precise-match scenes 301, lucky-bag scenes 302, else 300. */
export function moduleIdForScene(scene: string | undefined): number {
  switch (scene) {
    case 'banner_jingzhun':
    case 'tanchuang_jingzhun':
      return 301;
    case 'tanchuang_fudai':
    case 'banner_fudai':
      return 302;
    default:
      return 300;
  }
}

/** Borrow-more event (docs/screens.md "Loan details"). */
export const BORROW_MORE_EVENT = { moduleId: 30, positionId: 0 } as const;

/** Recommended products show tags only on the first two cards. */
export const TAGGED_PRODUCTS = 2;

export const CONTRACT_SCENE = 3;
export const REQUEST_TIMEOUT_MS = 60_000;
export const SMS_COUNTDOWN_S = 60;
export const RATING_STARS = 5;

/** A complaint's description (docs/screens.md "Complaint form"): at most this many characters. */
export const COMPLAINT_TEXT_MAX = 200;
/** Images on one complaint (docs/screens.md "Complaint form"), uploaded one at a time. */
export const COMPLAINT_IMAGES_MAX = 9;
/**
 * The complaint type about collection (docs/screens.md "Complaint home"): son types belong to it,
 * and only collectable orders (`isShow` 1) take it.
 */
export const COLLECTION_TYPE = '1';

/**
 * QRIS's largest payment (Xendit's QRIS channel page: IDR 1 to 10,000,000; decision 073), in
 * Tenor's minor units (sen). A larger bill is not offered by QRIS: the page says why.
 */
export const QRIS_MAX_AMOUNT = 10_000_000 * 100;

/** Whether one QRIS payment can take this amount (minor units). */
export const qrisTakes = (amount: number): boolean => amount > 0 && amount <= QRIS_MAX_AMOUNT;
