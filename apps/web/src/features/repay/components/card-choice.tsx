import { t } from '../../../shared/i18n.ts';
import { useUntilReady } from '../../../shared/ui/until-ready.ts';
import { Card } from '../../../shared/ui/card.tsx';
import type { Way } from '../hooks/use-card-charge.ts';
import styles from './repay.module.css';
import own from './card-repay.module.css';

/** The borrower's saved cards to pay with (docs/screens.md "Card repayment": bankIndex, -1 until one is chosen). */
export function CardChoice({
  cards,
  chosen,
  onChoose,
}: {
  cards: Way['bankCards'];
  chosen: number;
  onChoose: (index: number) => void;
}) {
  const { marks: untilReady } = useUntilReady();
  return (
    <Card>
      {cards.length === 0 ? (
        <p className="muted">{t('repay.card.noCards')}</p>
      ) : (
        <fieldset className={styles.radios}>
          <legend className={styles.legend}>{t('repay.card.cards')}</legend>
          {cards.map((card, i) => (
            <label key={card.id} className={styles.radio}>
              <input
                type="radio"
                name="card"
                value={card.id}
                checked={i === chosen}
                onChange={() => onChoose(i)}
                {...untilReady}
              />
              <span className={own.cardName}>{card.bankName}</span>{' '}
              <span className={own.cardNo}>{card.cardNo}</span>
            </label>
          ))}
        </fieldset>
      )}
    </Card>
  );
}
