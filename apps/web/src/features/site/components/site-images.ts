/**
 * The home page's five banners (scripts/site-banners.mjs draws them), each in three widths.
 * `?no-inline`: even the smallest stays a cacheable file, never a data URL inside a script.
 */
import b1w360 from '../images/site-banner-1-360.webp?no-inline';
import b1w720 from '../images/site-banner-1-720.webp?no-inline';
import b1w1080 from '../images/site-banner-1-1080.webp?no-inline';
import b2w360 from '../images/site-banner-2-360.webp?no-inline';
import b2w720 from '../images/site-banner-2-720.webp?no-inline';
import b2w1080 from '../images/site-banner-2-1080.webp?no-inline';
import b3w360 from '../images/site-banner-3-360.webp?no-inline';
import b3w720 from '../images/site-banner-3-720.webp?no-inline';
import b3w1080 from '../images/site-banner-3-1080.webp?no-inline';
import b4w360 from '../images/site-banner-4-360.webp?no-inline';
import b4w720 from '../images/site-banner-4-720.webp?no-inline';
import b4w1080 from '../images/site-banner-4-1080.webp?no-inline';
import b5w360 from '../images/site-banner-5-360.webp?no-inline';
import b5w720 from '../images/site-banner-5-720.webp?no-inline';
import b5w1080 from '../images/site-banner-5-1080.webp?no-inline';

/** Intrinsic size of every banner (2:1): the page reserves its box before it loads. */
export const BANNER_WIDTH = 1080;
export const BANNER_HEIGHT = 540;

export interface Banner {
  src: string;
  srcSet: string;
}

const banner = (w360: string, w720: string, w1080: string): Banner => ({
  src: w720,
  srcSet: `${w360} 360w, ${w720} 720w, ${w1080} 1080w`,
});

export const banners: readonly Banner[] = [
  banner(b1w360, b1w720, b1w1080),
  banner(b2w360, b2w720, b2w1080),
  banner(b3w360, b3w720, b3w1080),
  banner(b4w360, b4w720, b4w1080),
  banner(b5w360, b5w720, b5w1080),
];
