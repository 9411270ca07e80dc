import type { ReactNode } from 'react';
import type { StatusPictureKey } from '../order-actions.ts';
import styles from './status-picture.module.css';

type Tone = 'info' | 'warning' | 'danger' | 'success';

/* One style for every picture: a tinted halo, a white object outlined in the tone colour
   and a round badge that says what happened. Decorative: the headline next to it carries
   the meaning, so screen readers skip the picture. */
const documentShape = (
  <>
    <rect className={styles.paper} x="54" y="24" width="50" height="66" rx="6" />
    <path className={styles.line} d="M64 40h30M64 52h30M64 64h18" />
  </>
);
const calendarShape = (
  <>
    <rect className={styles.paper} x="46" y="32" width="66" height="58" rx="6" />
    <path
      className={styles.line}
      d="M46 48h66M62 26v12M96 26v12M58 60h10M74 60h10M90 60h10M58 74h10M74 74h10"
    />
  </>
);
const repaidShape = [
  <circle className={styles.paper} cx="80" cy="58" r="34" />,
  <path className={styles.line} d="M64 59l11 11 21-23" />,
  <path className={styles.line} d="M122 26v10M117 31h10M36 84v8M32 88h8" />,
];
const badge = (mark: string) => (
  <>
    <circle className={styles.badge} cx="106" cy="84" r="17" />
    <path className={styles.mark} d={mark} />
  </>
);

const pictures: Record<StatusPictureKey, { tone: Tone; shape: ReactNode[] }> = {
  // Under review: a document and a clock.
  21: { tone: 'info', shape: [documentShape, badge('M106 75v10l6 4')] },
  // Approved, money on its way: a banknote and an arrow.
  110: {
    tone: 'info',
    shape: [
      <rect className={styles.paper} x="36" y="36" width="80" height="46" rx="6" />,
      <circle className={styles.line} cx="76" cy="59" r="10" />,
      badge('M97 84h17M108 78l6 6-6 6'),
    ],
  },
  // Not approved: a document and a cross.
  151: { tone: 'danger', shape: [documentShape, badge('M100 78l12 12M112 78l-12 12')] },
  // Due: a calendar and a clock.
  174: { tone: 'warning', shape: [calendarShape, badge('M106 75v10l6 4')] },
  // Overdue: a calendar and an exclamation mark.
  180: { tone: 'danger', shape: [calendarShape, badge('M106 74v12M106 92v1')] },
  // Repaid: a big tick.
  200: { tone: 'success', shape: repaidShape },
  // Money received, not yet due: a calendar and a tick.
  170: { tone: 'info', shape: [calendarShape, badge('M99 84l5 5 9-10')] },
  // Instalments running: a calendar and a part-filled progress mark.
  3: { tone: 'info', shape: [calendarShape, badge('M106 72a12 12 0 0 1 0 24z')] },
  // Instalment loan repaid: the same big tick as a repaid loan.
  4: { tone: 'success', shape: repaidShape },
  // An instalment overdue: a calendar and an exclamation mark, as an overdue loan.
  5: { tone: 'danger', shape: [calendarShape, badge('M106 74v12M106 92v1')] },
  // Closed in the cooling-off period (decision 058): a calendar and a tick, calm and done.
  201: { tone: 'success', shape: [calendarShape, badge('M99 84l5 5 9-10')] },
  // Cancelled by the borrower before disbursal: a document and a back arrow, not a refusal.
  152: { tone: 'info', shape: [documentShape, badge('M113 84H99M104 78l-6 6 6 6')] },
};

export function StatusPicture({ status }: { status: StatusPictureKey }) {
  const { tone, shape } = pictures[status];
  return (
    <svg
      className={`${styles.picture} ${styles[tone]}`}
      width="160"
      height="120"
      viewBox="0 0 160 120"
      aria-hidden="true"
      focusable="false"
      data-testid="status-picture"
      data-picture={status}
    >
      <ellipse className={styles.halo} cx="80" cy="60" rx="64" ry="54" />
      {shape.map((part, i) => (
        <g key={i}>{part}</g>
      ))}
    </svg>
  );
}
