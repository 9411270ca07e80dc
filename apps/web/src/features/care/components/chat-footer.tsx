import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { qaList } from '@tenor/contract/endpoints/care';
import { t } from '../../../shared/i18n.ts';
import { useUntilReady } from '../../../shared/ui/until-ready.ts';
import { takeTyped } from '../../../shared/typed-before-start.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { InlineFailure } from '../../../shared/ui/inline-failure.tsx';
import { typedQuestion } from '../chat-log.ts';
import { TopicIcon } from './topic-icon.tsx';
import styles from './chat.module.css';

/** The question field's name (what was typed before the app started is kept by it). */
const QUESTION = 'question';

/**
 * The bottom of the chat: the category tabs and the input. It stays above the on-screen
 * keyboard: the page's viewport resizes with the keyboard (`interactive-widget`), the
 * footer is sticky, and where a WebView only shrinks the visual viewport the focused input
 * is scrolled back into view.
 */
export function ChatFooter({
  categories,
  topic,
  onTopic,
  onSend,
  sending,
}: {
  categories: UseQueryResult<ResponseOf<typeof qaList>>;
  topic: number | undefined;
  onTopic: (id: number, title: string) => void;
  onSend: (text: string, done: () => void) => void;
  sending: boolean;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // What was typed before the app started stays (typed-before-start.ts).
  const [text, setText] = useState(() => takeTyped(QUESTION) ?? '');
  const { marks: untilReady } = useUntilReady();

  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const keepInView = () => {
      if (document.activeElement === input.current) {
        input.current?.scrollIntoView({ block: 'nearest' });
      }
    };
    viewport.addEventListener('resize', keepInView);
    return () => viewport.removeEventListener('resize', keepInView);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = typedQuestion(text);
    if (!question) {
      input.current?.focus();
      return;
    }
    onSend(question, () => setText(''));
  };

  return (
    <div className={styles.footer}>
      <nav aria-label={t('care.chat.topics')}>
        {categories.data ? (
          <ul className={styles.topics}>
            {categories.data.answerList.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className={styles.topic}
                  aria-pressed={c.id === topic}
                  {...untilReady}
                  onClick={() => onTopic(c.id, c.title)}
                >
                  <TopicIcon icon={c.icon} />
                  <span>{c.title}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : categories.isError ? (
          <InlineFailure
            message={t('care.chat.loadFailed')}
            onRetry={() => void categories.refetch()}
          />
        ) : (
          <div className={styles.topicsLoading} aria-hidden="true" />
        )}
      </nav>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('care.chat.inputLabel')}
        </label>
        <input
          ref={input}
          id={inputId}
          name={QUESTION}
          className={styles.input}
          value={text}
          maxLength={500}
          enterKeyHint="send"
          autoComplete="off"
          placeholder={t('care.chat.placeholder')}
          onChange={(event) => setText(event.target.value)}
          data-testid="chat-input"
        />
        <Button type="submit" className={styles.send} busy={sending}>
          {t('care.chat.send')}
        </Button>
      </form>
    </div>
  );
}
