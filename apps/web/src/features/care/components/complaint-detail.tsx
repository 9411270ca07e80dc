import { useId } from 'react';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { problemDetail } from '@tenor/contract/endpoints/care';
import { locale, region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { complaintDetailPage } from '../api/problem-detail.ts';
import { wireMoment } from '../wire-moment.ts';
import { descriptionCount, REPLY_WEEKDAYS } from '../complaint-rules.ts';
import { ComplaintClock } from './complaint-clock.tsx';
import { ComplaintRating } from './complaint-rating.tsx';
import { ImageGallery } from './image-gallery.tsx';
import styles from './care.module.css';

type Detail = ResponseOf<typeof problemDetail>;

/**
 * The operator's answer; hidden when it has neither text nor photos (docs/screens.md
 * "Complaint detail").
 */
function ProcessResult({ detail }: { detail: Detail }) {
  if (detail.disposeDetail.trim() === '' && detail.disposeImages.length === 0) {
    return (
      <p className={styles.note} data-testid="awaiting-reply">
        {/* Past the promise the complaint has gone up by itself: the 3 days are not said again. */}
        {detail.timeline.some((s) => s.step === 'escalated')
          ? t('care.detail.escalated')
          : t('care.detail.waiting', { days: REPLY_WEEKDAYS })}
      </p>
    );
  }
  return (
    <TitledCard title={t('care.detail.result')} data-testid="process-result">
      {detail.disposeDetail && <p className="typed-text">{detail.disposeDetail}</p>}
      <ImageGallery urls={detail.disposeImages} testId="result-images" />
    </TitledCard>
  );
}

function DetailView({ detail }: { detail: Detail }) {
  const contentId = useId();
  return (
    <Stack>
      <Card>
        <DetailRows
          rows={[
            { text: t('care.detail.status'), value: detail.status, testId: 'detail-status' },
            { text: t('care.detail.type'), value: detail.type, testId: 'detail-type' },
            { text: t('care.detail.sonType'), value: detail.sonType },
            {
              text: t('care.detail.loan'),
              value: detail.loan
                ? `${detail.loan.productName} · ${detail.loan.orderNo}`
                : t('care.detail.noLoan'),
              testId: 'detail-loan',
            },
            { text: t('care.detail.sentAt'), value: wireMoment(region(), detail.time, locale()) },
          ]}
        />
        <label htmlFor={contentId} className={styles.heading}>
          {t('care.detail.content')}
        </label>
        <textarea
          id={contentId}
          className={styles.textarea}
          value={detail.content}
          readOnly
          data-testid="detail-content"
        />
        <span className={styles.counter}>{descriptionCount(detail.content)}</span>
        <ImageGallery urls={detail.images} testId="detail-images" />
      </Card>
      <ProcessResult detail={detail} />
      <ComplaintClock detail={detail} />
      <ComplaintRating problemId={detail.problemId} offered={detail.isScore !== 0} />
    </Stack>
  );
}

/** `/complainDetails?problemId=` — docs/screens.md "Complaint detail". */
export function ComplaintDetail() {
  return (
    <PageRoute
      query={pageQuery(complaintDetailPage, 'complaint')}
      title={t('care.detail.title')}
      invalid={{ title: t('care.detail.notFound'), testId: 'complaint-not-found' }}
    >
      {(_, detail) => <DetailView detail={detail} />}
    </PageRoute>
  );
}
