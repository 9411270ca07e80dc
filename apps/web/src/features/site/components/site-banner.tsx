import { BANNER_HEIGHT, BANNER_WIDTH, type Banner } from './site-images.ts';

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
