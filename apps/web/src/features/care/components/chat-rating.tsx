import { useId, useState } from 'react';
import { bridge } from '../../../lib/bridge.ts';
import { t } from '../../../shared/i18n.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, dialogStyles } from '../../../shared/ui/dialog.tsx';
import { StarRating } from '../../../shared/ui/star-rating.tsx';
import { useQaRecord } from '../api/qa-record.ts';
import { asksStoreRating, qaRecordType } from '../chat-log.ts';

const starLabel = (n: number) =>
  t(n === 1 ? 'care.rating.starOne' : 'care.rating.starOther', { n });

/**
 * After 'Solved' (docs/screens.md "Chatbot"): five stars; Send with none says 'Silakan
 * pilih'. The score is recorded; the result dialog then shows the server's message, and 4
 * stars or more also ask the app for a store rating.
 */
export function ChatRating({ qaId, onClose }: { qaId: number | undefined; onClose: () => void }) {
  const titleId = useId();
  const resultId = useId();
  const [selected, setSelected] = useState(0);
  const [result, setResult] = useState<string>();
  const record = useQaRecord();

  const close = () => {
    setSelected(0);
    onClose();
  };
  const send = () => {
    if (selected < 1) {
      showToast(t('care.chat.choose'));
      return;
    }
    const score = selected;
    record.run(
      { type: qaRecordType.score, value: String(score), qaId },
      {
        onSuccess: (answer) => {
          if (!answer.ok) return;
          close();
          setResult(answer.data.message || answer.data.reply || t('care.chat.resultTitle'));
          if (asksStoreRating(score)) bridge.rateApp();
        },
      },
    );
  };

  return (
    <>
      <Dialog open={qaId !== undefined} onDismiss={close} labelledBy={titleId} testId="chat-rating">
        <h2 className={dialogStyles.title} id={titleId}>
          {t('care.chat.rateTitle')}
        </h2>
        <StarRating
          selected={selected}
          onSelect={setSelected}
          groupLabel={t('care.rating.group')}
          starLabel={starLabel}
        />
        <div className={dialogStyles.actions}>
          <Button variant="secondary" onClick={close}>
            {t('care.rating.cancel')}
          </Button>
          <Button busy={record.isPending} onClick={send}>
            {t('care.rating.send')}
          </Button>
        </div>
      </Dialog>
      <Dialog
        open={result !== undefined}
        onDismiss={() => setResult(undefined)}
        labelledBy={resultId}
        testId="chat-result"
      >
        <h2 className={dialogStyles.title} id={resultId}>
          {t('care.chat.resultTitle')}
        </h2>
        <p className={dialogStyles.text}>{result}</p>
        <Button block onClick={() => setResult(undefined)}>
          {t('care.chat.ok')}
        </Button>
      </Dialog>
    </>
  );
}
