import { useId, useState } from 'react';
import { t } from '../../../shared/i18n.ts';
import { useUntilReady } from '../../../shared/ui/until-ready.ts';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { COLLECTION_TYPE } from '@tenor/contract/rules';
import styles from './care.module.css';

type TitleValue = { title: string; value: string };

function Chevron({ down = false }: { down?: boolean }) {
  return (
    <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true">
      <path d={down ? 'M4 7l6 6 6-6' : 'M7 4l6 6-6 6'} />
    </svg>
  );
}

/**
 * The complaint types. The collection type (value 1) opens its sub-types instead of the
 * form — when the chosen order allows it; `onChoose` says whether it did.
 */
export function TypeList({
  types,
  sonTypes,
  onChoose,
}: {
  types: readonly TitleValue[];
  sonTypes: readonly TitleValue[];
  onChoose: (type: string, sonType?: string) => boolean;
}) {
  const subId = useId();
  const [expanded, setExpanded] = useState(false);
  const { marks: untilReady } = useUntilReady();
  return (
    <TitledCard title={t('care.home.types')}>
      <ul className={styles.options} data-testid="complaint-types">
        {types.map((type) => {
          const collection = type.value === COLLECTION_TYPE && sonTypes.length > 0;
          return (
            <li key={type.value}>
              <button
                type="button"
                className={styles.option}
                {...untilReady}
                aria-expanded={collection ? expanded : undefined}
                aria-controls={collection ? subId : undefined}
                onClick={() => {
                  const allowed = onChoose(type.value);
                  if (collection && allowed) setExpanded(!expanded);
                }}
              >
                <span className={styles.optionText}>{type.title}</span>
                <Chevron down={collection && expanded} />
              </button>
              {collection && (
                <ul
                  id={subId}
                  className={`${styles.options} ${styles.subList}`}
                  hidden={!expanded}
                  aria-label={t('care.home.subTypes')}
                >
                  {sonTypes.map((son) => (
                    <li key={son.value}>
                      <button
                        type="button"
                        className={styles.option}
                        {...untilReady}
                        onClick={() => onChoose(type.value, son.value)}
                      >
                        <span className={styles.optionText}>{son.title}</span>
                        <Chevron />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </TitledCard>
  );
}
