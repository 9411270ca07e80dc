import type { ResponseOf } from '@tenor/contract/endpoint';
import type { problemInit } from '@tenor/contract/endpoints/care';
import { t } from '../../../shared/i18n.ts';
import { useUntilReady } from '../../../shared/ui/until-ready.ts';
import { COLLECTION_TYPE } from '@tenor/contract/rules';
import styles from './care.module.css';

type Init = ResponseOf<typeof problemInit>;

const titleOf = (list: readonly { title: string; value: string }[], value: string | undefined) =>
  list.find((item) => item.value === value)?.title;

/**
 * The chosen type and sub-type as tags. Opened without one (from the chatbot), the types
 * are offered as toggle chips instead; collection is left out there (unless the tab's draft
 * already is one), since it needs an order and a sub-type chosen on complaint home.
 */
export function TypeTags({
  init,
  chosen,
  onChoose,
  errorId,
  selectable,
}: {
  init: Init;
  /** Opened without a type (from the chatbot): the borrower picks one here. */
  selectable: boolean;
  chosen: { problemType?: string; problemSonType?: string };
  onChoose: (type: string) => void;
  errorId?: string;
}) {
  const { marks: untilReady } = useUntilReady();
  const type = titleOf(init.problemType, chosen.problemType);
  if (!selectable && type) {
    const son = titleOf(init.problemSonType, chosen.problemSonType);
    return (
      <div className={styles.field}>
        <h2 className={styles.heading}>{t('care.form.type')}</h2>
        <ul className={styles.tags} data-testid="complaint-tags">
          <li className={styles.tag}>{type}</li>
          {son && <li className={styles.tag}>{son}</li>}
        </ul>
      </div>
    );
  }
  return (
    <fieldset className={styles.fieldset} aria-describedby={errorId}>
      <legend className={styles.heading}>{t('care.form.chooseType')}</legend>
      <div className={styles.tags}>
        {init.problemType
          .filter((item) => item.value !== COLLECTION_TYPE || item.value === chosen.problemType)
          .map((item) => (
            <button
              key={item.value}
              type="button"
              className={styles.chip}
              aria-pressed={item.value === chosen.problemType}
              {...untilReady}
              onClick={() => onChoose(item.value)}
            >
              {item.title}
            </button>
          ))}
      </div>
      {errorId && (
        <p id={errorId} className={styles.error}>
          {t('care.form.typeRequired')}
        </p>
      )}
    </fieldset>
  );
}
