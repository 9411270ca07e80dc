import { BANNER_HEIGHT, BANNER_WIDTH, type Banner } from './site-images.ts';
import styles from './site.module.css';

/**
 * A page-wide picture's rendered width (site.module.css: the main column is at most 720 px
 * with 16 px of padding each side), so a phone picks the file its screen needs: at 412 px and
 * 1.75x, "100vw" asked for the 1080 px hero (and the tiles' "50vw" for 720 px ones), 29 KB
 * more before the home page's hero painted on a slow link.
 */
const HERO_SIZES = '(min-width: 720px) 688px, calc(100vw - 32px)';

/** Tiles two to a row, 12 px apart, in the main column. */
const TILE_SIZES = '(min-width: 720px) 338px, calc(50vw - 22px)';

/**
 * One banner: a page's `hero`, or a tile of the home's grid. Its box is reserved by its
 * intrinsic size (no shift when it loads); the hero is the page's largest picture (the LCP
 * element): fetched at once with high priority, the tiles only as they come near the screen.
 */
export function SiteBanner({
  banner,
  alt,
  hero = false,
}: {
  banner: Banner;
  alt: string;
  hero?: boolean;
}) {
  return (
    <img
      className={hero ? styles.heroImage : undefined}
      src={banner.src}
      srcSet={banner.srcSet}
      sizes={hero ? HERO_SIZES : TILE_SIZES}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      alt={alt}
      loading={hero ? 'eager' : 'lazy'}
      fetchPriority={hero ? 'high' : 'auto'}
      decoding={hero ? 'sync' : 'async'}
    />
  );
}
