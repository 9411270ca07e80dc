import { t } from '../../../shared/i18n.ts';
import type { Captcha } from '../use-captcha.ts';
import styles from './landing.module.css';

/**
 * The image captcha (a PNG, 118 × 42 inside its border) as a button: a tap asks for a new
 * image. The image's alt text names the button; without an image the label does.
 */
export function CaptchaImage({ captcha, onTap }: { captcha: Captcha; onTap: () => void }) {
  const label = captcha.failed ? t('promo.captchaRetry') : t('promo.captchaLoading');
  return (
    <button
      type="button"
      className={styles.captcha}
      onClick={onTap}
      aria-label={captcha.src ? undefined : label}
      data-testid="captcha-image"
    >
      {captcha.src ? (
        <img
          key={captcha.src}
          src={captcha.src}
          width={118}
          height={42}
          alt={t('promo.captchaImage')}
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
