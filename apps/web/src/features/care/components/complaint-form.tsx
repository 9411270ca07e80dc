import { useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from '../../../lib/navigation.tsx';
import { useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { problemInit } from '@tenor/contract/endpoints/care';
import type { PageParams } from '@tenor/contract/page-params';
import { pagePaths } from '@tenor/contract/paths';
import { useDraft } from '../../../shared/draft.ts';
import { takeTyped } from '../../../shared/typed-before-start.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { ActionBar } from '../../../shared/ui/action-bar.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { complaintFormPage } from '../api/problem-init.ts';
import type { FlightLock } from '../../../shared/single-flight.ts';
import { useProblemSave } from '../api/problem-save.ts';
import { DRAFT_KEY, openDraft, parseDraft } from '../complaint-draft.ts';
import {
  clampDescription,
  complaintProblem,
  REPLY_WEEKDAYS,
  SENT_MODAL_MS,
} from '../complaint-rules.ts';
import { DESCRIPTION_FIELD, DescriptionField } from './description-field.tsx';
import { ImagePicker } from './image-picker.tsx';
import { SentDialog } from './sent-dialog.tsx';
import { TypeTags } from './type-tags.tsx';
import styles from './care.module.css';

type Init = ResponseOf<typeof problemInit>;

type FormProps = { params: PageParams<'complainNext'>; init: Init };

/**
 * The draft is this tab's (sessionStorage), which the server cannot read: the server and
 * the hydrating browser render the form as new, and right after hydration it is mounted
 * again with the stored draft.
 */
function FormView(props: FormProps) {
  const hydrated = useHydrated();
  // Send's lock lives here, above the remount: a double tap whose taps fall either side of
  // it (Preact mounts the phone's form a task after hydrating) still files one complaint.
  const sending = useRef(false);
  return (
    <FormBody
      key={hydrated ? 'phone' : 'server'}
      {...props}
      readStored={hydrated}
      sending={sending}
    />
  );
}

function FormBody({
  params,
  init,
  readStored,
  sending,
}: FormProps & { readStored: boolean; sending: FlightLock }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [stored, store] = useDraft(DRAFT_KEY, parseDraft);
  const [draft, setDraft] = useState(() => {
    const opened = openDraft(readStored ? stored : undefined, params);
    // Mounted again after hydration: what was typed before the app started wins over the
    // stored draft (typed-before-start.ts).
    const typed = readStored ? takeTyped(DESCRIPTION_FIELD) : undefined;
    return typed ? { ...opened, text: clampDescription(typed) } : opened;
  });
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState(false);
  const text = useRef<HTMLTextAreaElement>(null);
  const typeErrorId = useId();
  const save = useProblemSave(sending);

  const change = (next: Partial<typeof draft>) => {
    const merged = { ...draft, ...next };
    setDraft(merged);
    store(merged);
  };
  const setImages = useCallback(
    (images: string[]) =>
      setDraft((current) => {
        const merged = { ...current, images };
        store(merged);
        return merged;
      }),
    [store],
  );
  const left = useRef(false);
  const leave = () => {
    if (left.current) return;
    left.current = true;
    void navigate(pagePaths.complainNew, { replace: true });
  };

  const send = () => {
    setTried(true);
    const problem = complaintProblem({ ...draft, uploading });
    if (problem === 'noType') return showToast(t('care.form.typeRequired'));
    if (problem === 'noText') {
      text.current?.focus();
      return showToast(t('care.form.required'));
    }
    if (problem === 'uploading') return showToast(t('care.form.waitUpload'));
    save.run(
      {
        problemType: draft.problemType ?? '',
        problemSonType: draft.problemSonType,
        problemDetail: draft.text,
        problemImage: draft.images.join(','),
        orderNo: draft.orderNo,
        withChat: params.from === 'chat' ? 1 : undefined,
      },
      {
        onSuccess: (result) => {
          if (!result.ok) return;
          store(undefined);
          void queryClient.invalidateQueries({ queryKey: ['care', 'list'] });
          setSent(true);
          setTimeout(leave, SENT_MODAL_MS);
        },
      },
    );
  };

  return (
    <>
      <Stack>
        <Card>
          <TypeTags
            init={init}
            chosen={draft}
            selectable={!params.problemType}
            onChoose={(problemType) => change({ problemType, problemSonType: undefined })}
            errorId={tried && !draft.problemType ? typeErrorId : undefined}
          />
          <DescriptionField
            ref={text}
            value={draft.text}
            onChange={(value) => change({ text: value })}
            error={tried && draft.text.trim() === ''}
          />
        </Card>
        <Card>
          <ImagePicker urls={draft.images} onChange={setImages} onBusy={setUploading} />
          <p className={styles.note} data-testid="evidence-hint">
            {t('care.form.evidence')}
          </p>
        </Card>
        {params.from === 'chat' && <p className="muted">{t('care.form.fromChat')}</p>}
        {params.from === 'chat' && init.orderDetail && (
          <p className="muted" data-testid="complaint-loan">
            {t('care.form.aboutLoan', {
              loan: `${init.orderDetail.productName} · ${init.orderDetail.orderNo}`,
            })}
          </p>
        )}
        <p className="muted" data-testid="reply-note">
          {t('care.form.replyNote', { days: REPLY_WEEKDAYS })}
        </p>
      </Stack>
      <ActionBar>
        <Button block busy={save.isPending} onClick={send} data-testid="complaint-send">
          {t('care.form.send')}
        </Button>
      </ActionBar>
      <SentDialog open={sent} onDismiss={leave} />
    </>
  );
}

/** `/complainPageNext` — docs/screens.md "Complaint form". */
export function ComplaintForm() {
  return (
    <PageRoute query={pageQuery(complaintFormPage, 'init')} title={t('care.form.title')}>
      {(params, init) => <FormView params={params} init={init} />}
    </PageRoute>
  );
}
