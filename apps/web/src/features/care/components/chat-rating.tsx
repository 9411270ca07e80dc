import { useState } from 'react';
import { bridge } from '../../../lib/bridge.ts';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { useQaRecord } from '../api/qa-record.ts';
import { asksStoreRating, qaRecordType } from '../chat-log.ts';
import { StarsDialog } from './stars-dialog.tsx';

/**
 * After 'Solved' (docs/screens.md "Chatbot"): five stars; Send with none says 'Silakan
 * pilih'. The score is recorded; the result dialog then thanks the borrower, and 4 stars or
 * more also ask the app for a store rating.
 */
export function ChatRating({ qaId, onClose }: { qaId: number | undefined; onClose: () => void }) {
  const [result, setResult] = useState<string>();
  const record = useQaRecord();

  const send = (score: number) =>
    record.run(
      { type: qaRecordType.score, value: String(score), qaId },
      {
        onSuccess: (answer) => {
          if (!answer.ok) return;
          onClose();
          // The page's own words (the server's are English or Indonesian only).
          setResult(t(asksStoreRating(score) ? 'care.chat.scoreThanks' : 'care.chat.scoreLow'));
          if (asksStoreRating(score)) bridge.rateApp();
        },
      },
    );

  return (
    <>
      <StarsDialog
        open={qaId !== undefined}
        title={t('care.chat.rateTitle')}
        testId="chat-rating"
        busy={record.isPending}
        chooseMessage={t('care.chat.choose')}
        onCancel={onClose}
        onSend={send}
      />
      <Dialog
        open={result !== undefined}
        onDismiss={() => setResult(undefined)}
        title={t('care.chat.resultTitle')}
        description={result}
        testId="chat-result"
      >
        <Button block onClick={() => setResult(undefined)}>
          {t('care.chat.ok')}
        </Button>
      </Dialog>
    </>
  );
}
