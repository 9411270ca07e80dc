import { t } from '../../../shared/i18n.ts';
import type { Captcha } from '../use-captcha.ts';
import styles from './landing.module.css';

/** The image captcha as a button: a tap asks for a new image (spec §5). */
export function CaptchaImage({ captcha, onTap }: { captcha: Captcha; onTap: () => void }) {
  const label = captcha.failed
    ? t('promo.captchaRetry')
    : captcha.src
      ? t('promo.captchaImage')
      : t('promo.captchaLoading');
  return (
    <button
      type="button"
      className={styles.captcha}
      onClick={onTap}
      aria-label={label}
      data-testid="captcha-image"
    >
      {captcha.src ? (
        <img
          key={captcha.src}
          src={captcha.src}
          width={120}
          height={40}
          alt=""
          onError={captcha.imageFailed}
        />
      ) : (
        <span className={styles.captchaNote} aria-hidden="true">
          {captcha.failed ? '↻' : '…'}
        </span>
      )}
    </button>
  );
}
