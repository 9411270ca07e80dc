import { useState } from 'react';
import { useNavigate } from '../../../lib/navigation.tsx';
import { pageUrl } from '@tenor/contract/paths';
import { t } from '../../../shared/i18n.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { usePageQuery } from '../../../shared/page/use-page-data.ts';
import { chatbotPage } from '../api/qa-list.ts';
import { recordQuietly, useQaRecord } from '../api/qa-record.ts';
import {
  appendMessage,
  type ChatMessage,
  JUMP_TO_COMPLAINT,
  judgeAnswer,
  type NewMessage,
  qaRecordType,
} from '../chat-log.ts';
import { ChatFooter } from './chat-footer.tsx';
import { ChatMessages } from './chat-messages.tsx';
import { ChatRating } from './chat-rating.tsx';
import styles from './chat.module.css';

function ChatView({ orderNo }: { orderNo: string | undefined }) {
  const navigate = useNavigate();
  const categories = usePageQuery(chatbotPage, 'topics');
  const [log, setLog] = useState<ChatMessage[]>([{ id: 1, kind: 'greeting' }]);
  const [topic, setTopic] = useState<number>();
  const [rating, setRating] = useState<number>();
  const verdict = useQaRecord();
  const typed = useQaRecord();
  const say = (...messages: NewMessage[]) =>
    setLog((current) => messages.reduce(appendMessage, current));

  const contact = (qaId?: number) => {
    recordQuietly({ type: qaRecordType.jump, value: 'contact', qaId, orderNo });
    // The complaint carries the loan the chat was about, when the app named one.
    void navigate(pageUrl('complainNext', { from: 'chat', orderNo }));
  };

  const actions = {
    openTopic: (id: number, title: string) => {
      setTopic(id);
      say({ kind: 'questions', pid: id, topic: title });
    },
    ask: (id: number, title: string, actionType: number) =>
      say(
        { kind: 'user', text: title },
        { kind: 'answer', qaId: id, contact: actionType === JUMP_TO_COMPLAINT },
      ),
    judge: (messageId: number, qaId: number, solved: boolean) =>
      verdict.run(
        { type: qaRecordType.verdict, value: solved ? '1' : '0', qaId, orderNo },
        {
          onSuccess: (result) => {
            if (!result.ok) return;
            setLog((current) => judgeAnswer(current, messageId, solved ? 'solved' : 'unsolved'));
            if (solved) {
              say({ kind: 'solved' });
              setRating(qaId);
            } else say({ kind: 'unsolved', qaId });
          },
        },
      ),
    send: (text: string, done: () => void) =>
      typed.run(
        { type: qaRecordType.text, value: text, orderNo },
        {
          onSuccess: (result) => {
            if (!result.ok) return;
            done();
            say(
              { kind: 'user', text },
              {
                kind: 'reply',
                text: result.data.matched === 1 ? result.data.reply : undefined,
                contact: result.data.actionType === JUMP_TO_COMPLAINT,
              },
            );
          },
        },
      ),
    contact,
  };

  return (
    <div className={styles.chat}>
      <ChatMessages log={log} actions={actions} judging={verdict.isPending} />
      <ChatFooter
        categories={categories}
        topic={topic}
        onTopic={actions.openTopic}
        onSend={actions.send}
        sending={typed.isPending}
      />
      <ChatRating qaId={rating} onClose={() => setRating(undefined)} />
    </div>
  );
}

/** `/intelligentCustomerService?orderNo=` — docs/screens.md "Chatbot". */
export function Chatbot() {
  return (
    <PageRoute page="chatbot" title={t('care.chat.title')}>
      {(params) => <ChatView orderNo={params.orderNo} />}
    </PageRoute>
  );
}
