import { type ReactNode, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { config } from '../../../lib/config.ts';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { InlineFailure } from '../../../shared/ui/inline-failure.tsx';
import { qaListQuery } from '../api/qa-list.ts';
import type { ChatActions, ChatMessage } from '../chat-log.ts';
import { REPLY_WEEKDAYS } from '../complaint-rules.ts';
import type { qaAnswer } from '@tenor/contract/endpoints/care';
import type * as z from 'zod/mini';

import styles from './chat.module.css';

type QaItem = z.output<typeof qaAnswer>;

function Bubble({
  from,
  children,
  testId,
}: {
  from: 'bot' | 'user';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <li className={from === 'user' ? styles.user : styles.bot} data-testid={testId}>
      <span className="visually-hidden">
        {t(from === 'user' ? 'care.chat.you' : 'care.chat.bot')}:{' '}
      </span>
      {children}
    </li>
  );
}

/** A part of the FAQ tree that is still loading, or failed with a retry. */
function Loading({ failed, retry }: { failed: boolean; retry: () => void }) {
  if (!failed) return <span className={styles.typing} aria-label={t('common.loading')} />;
  return <InlineFailure message={t('care.chat.loadFailed')} onRetry={retry} />;
}

/** Questions of the FAQ tree to tap. */
function Choices({ items, actions }: { items: readonly QaItem[]; actions: ChatActions }) {
  return (
    <ul className={styles.choices}>
      {items.map((q) => (
        <li key={q.id}>
          <button
            type="button"
            className={styles.choice}
            onClick={() => actions.ask(q.id, q.title, q.actionType)}
          >
            {q.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Questions({ pid, topic, actions }: { pid: number; topic: string; actions: ChatActions }) {
  const { data, isError, refetch } = useQuery(qaListQuery(pid));
  return (
    <Bubble from="bot" testId="chat-questions">
      {data ? (
        <>
          <p>{t('care.chat.questionsOf', { topic })}</p>
          <Choices items={data.answerList} actions={actions} />
        </>
      ) : (
        <Loading failed={isError} retry={() => void refetch()} />
      )}
    </Bubble>
  );
}

function Answer({
  message,
  actions,
  judging,
}: {
  message: Extract<ChatMessage, { kind: 'answer' }>;
  actions: ChatActions;
  judging: boolean;
}) {
  const { data, isError, refetch } = useQuery(qaListQuery(message.qaId));
  if (!data) {
    return (
      <Bubble from="bot">
        <Loading failed={isError} retry={() => void refetch()} />
      </Bubble>
    );
  }
  return (
    <Bubble from="bot" testId="chat-answer">
      <p className="typed-text">{data.question?.answer ?? ''}</p>
      {data.answerList.length > 0 && <Choices items={data.answerList} actions={actions} />}
      {message.contact && <ContactButton onClick={() => actions.contact(message.qaId)} />}
      {message.verdict === undefined ? (
        // The spec's order: 'Terselesaikan', then 'Belum Terselesaikan'.
        <div className={styles.verdict} data-testid="chat-verdict">
          <Button busy={judging} onClick={() => actions.judge(message.id, message.qaId, true)}>
            {t('care.chat.solved')}
          </Button>
          <Button
            variant="secondary"
            busy={judging}
            onClick={() => actions.judge(message.id, message.qaId, false)}
          >
            {t('care.chat.notSolved')}
          </Button>
        </div>
      ) : (
        <p className={styles.verdictDone}>
          {t(message.verdict === 'solved' ? 'care.chat.solved' : 'care.chat.notSolved')}
        </p>
      )}
    </Bubble>
  );
}

function ContactButton({ onClick }: { onClick: () => void }) {
  return (
    <Button className={styles.contact} onClick={onClick}>
      {t('care.chat.contact')}
    </Button>
  );
}

function Message({
  message,
  actions,
  judging,
}: {
  message: ChatMessage;
  actions: ChatActions;
  judging: boolean;
}) {
  switch (message.kind) {
    case 'greeting':
      return (
        <Bubble from="bot" testId="chat-greeting">
          <p>{t('care.chat.greeting', { appName: config.appName })}</p>
        </Bubble>
      );
    case 'user':
      return (
        <Bubble from="user" testId="chat-user">
          <p className="typed-text">{message.text}</p>
        </Bubble>
      );
    case 'questions':
      return <Questions pid={message.pid} topic={message.topic} actions={actions} />;
    case 'answer':
      return <Answer message={message} actions={actions} judging={judging} />;
    case 'reply':
      return (
        <Bubble from="bot" testId="chat-reply">
          <p className="typed-text">
            {message.text ?? t('care.chat.noMatch', { days: REPLY_WEEKDAYS })}
          </p>
          {message.contact && <ContactButton onClick={() => actions.contact()} />}
        </Bubble>
      );
    case 'solved':
      return (
        <Bubble from="bot">
          <p>{t('care.chat.thanksSolved')}</p>
        </Bubble>
      );
    case 'unsolved':
      return (
        <Bubble from="bot" testId="chat-unsolved">
          <p className="typed-text">{t('care.chat.notSolvedReply', { days: REPLY_WEEKDAYS })}</p>
          <ContactButton onClick={() => actions.contact(message.qaId)} />
        </Bubble>
      );
  }
}

/** The conversation, newest at the bottom and scrolled into view as it grows. */
export function ChatMessages({
  log,
  actions,
  judging,
}: {
  log: readonly ChatMessage[];
  actions: ChatActions;
  judging: boolean;
}) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (log.length > 1) end.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [log.length]);
  return (
    <div className={styles.log} role="log" aria-live="polite" aria-label={t('care.chat.title')}>
      <ol className={styles.messages}>
        {log.map((message) => (
          <Message key={message.id} message={message} actions={actions} judging={judging} />
        ))}
      </ol>
      <div ref={end} className={styles.end} />
    </div>
  );
}
