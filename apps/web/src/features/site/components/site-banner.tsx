import { BANNER_HEIGHT, BANNER_WIDTH, type Banner } from './site-images.ts';

/**
 * A page-wide picture's rendered width (site.module.css: the main column is at most 720 px
 * with 16 px of padding each side), so a phone picks the file its screen needs: at 412 px and
 * 1.75x, "100vw" asked for the 1080 px hero (and the tiles' "50vw" for 720 px ones), 29 KB
 * more before the home page's hero painted on a slow link.
 */
export const HERO_SIZES = '(min-width: 720px) 688px, calc(100vw - 32px)';

/**
 * One banner. Its box is reserved by its intrinsic size (no shift when it loads); the first
 * on a page is its largest picture (the LCP element): fetched at once with high priority,
 * the others only as they come near the screen.
 */
export function SiteBanner({
  banner,
  alt,
  first = false,
  sizes,
  className,
}: {
  banner: Banner;
  alt: string;
  first?: boolean;
  sizes: string;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={banner.src}
      srcSet={banner.srcSet}
      sizes={sizes}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      alt={alt}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
    />
  );
}
