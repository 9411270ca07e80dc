import { useEffect, useId, useRef } from 'react';
import { formatMoney } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import { t } from '../../../shared/i18n.ts';
import { useUntilReady } from '../../../shared/ui/until-ready.ts';
import styles from './amount-slider.module.css';
import groupStyles from './choice-group.module.css';

/**
 * The loan amount (docs/screens.md "Loan confirm"): the amount large, a slider over the
 * product's amounts with − and + for one step, and the lowest and highest amounts named at
 * its ends, so it fits and reads at 320 px whatever the number of amounts. Moving the slider
 * shows each amount (`onInput`); the amount is chosen when it is let go, or at once by a key
 * or a step button (`onChoose`), so a drag asks for one quote, not one per step.
 */
export function AmountSlider({
  choices,
  value,
  region,
  onInput,
  onChoose,
}: {
  choices: readonly number[];
  value: number;
  region: Region;
  onInput: (amount: number) => void;
  onChoose: (amount: number) => void;
}) {
  const legendId = useId();
  const slider = useRef<HTMLInputElement>(null);
  const { ready, marks: untilReady } = useUntilReady();
  const money = (amount: number) => formatMoney(region, amount);
  const found = choices.indexOf(value);
  const index = found === -1 ? 0 : found;
  const last = choices.length - 1;
  const at = (i: number) => choices[Math.min(last, Math.max(0, i))]!;

  // React's onChange is the input event (every step of a drag); the native change event is
  // the slider let go (or a key press), when the choice is made.
  useEffect(() => {
    const input = slider.current;
    if (!input) return;
    const chosen = () => onChoose(at(Number(input.value)));
    input.addEventListener('change', chosen);
    return () => input.removeEventListener('change', chosen);
  });

  return (
    <fieldset className={groupStyles.group} aria-labelledby={legendId}>
      <legend className={groupStyles.legend} id={legendId}>
        {t('loans.confirm.amount')}
      </legend>
      <p className={styles.amount} data-testid="amount">
        {money(value)}
      </p>
      <div className={styles.row}>
        <button
          type="button"
          className={`icon-button ${styles.step}`}
          {...untilReady}
          aria-label={t('loans.confirm.amountLess')}
          disabled={index === 0}
          onClick={() => onChoose(at(index - 1))}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 12h12" />
          </svg>
        </button>
        <input
          ref={slider}
          className={styles.slider}
          type="range"
          name="amount"
          min={0}
          max={last}
          step={1}
          value={index}
          aria-labelledby={legendId}
          aria-valuetext={money(value)}
          // A drag before the app has taken over would be undone by it: the slider waits instead.
          disabled={!ready}
          {...untilReady}
          data-testid="amount-slider"
          onChange={(e) => onInput(at(Number(e.target.value)))}
        />
        <button
          type="button"
          className={`icon-button ${styles.step}`}
          {...untilReady}
          aria-label={t('loans.confirm.amountMore')}
          disabled={index === last}
          onClick={() => onChoose(at(index + 1))}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 12h12M12 6v12" />
          </svg>
        </button>
      </div>
      <p className={styles.ends}>
        <span data-testid="amount-min">
          {t('loans.confirm.amountMin', { amount: money(at(0)) })}
        </span>
        <span data-testid="amount-max">
          {t('loans.confirm.amountMax', { amount: money(at(last)) })}
        </span>
      </p>
    </fieldset>
  );
}
