import { RATING_STARS } from '@tenor/contract/rules';
import styles from './star-rating.module.css';
import { useUntilReady } from './until-ready.ts';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Star numbers 1..5: five everywhere a service is rated (docs/screens.md "Business constants"). */
export const stars = Array.from({ length: RATING_STARS }, (_, i) => i + 1);

/** Tapping star k fills stars 1..k. */
export const starFilled = (selected: number, star: number): boolean => star <= selected;

/**
 * Five toggle buttons (the chosen one `aria-pressed`, 1..k drawn filled), 44 px each. The
 * page gives the group's name and each star's name in its own words.
 */
export function StarRating({
  selected,
  onSelect,
  groupLabel,
  starLabel,
}: {
  selected: number;
  onSelect: (star: number) => void;
  groupLabel: string;
  starLabel: (star: number) => string;
}) {
  const { marks: untilReady } = useUntilReady();
  return (
    <div className={styles.stars} role="group" aria-label={groupLabel}>
      {stars.map((n) => (
        <button
          key={n}
          type="button"
          className={`icon-button ${styles.star}`}
          aria-pressed={n === selected}
          aria-label={starLabel(n)}
          data-filled={starFilled(selected, n)}
          {...untilReady}
          onClick={() => onSelect(n)}
        >
          <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
            <path d={STAR_PATH} />
          </svg>
        </button>
      ))}
    </div>
  );
}
