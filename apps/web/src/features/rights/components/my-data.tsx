import { useState } from 'react';
import { codes } from '@tenor/contract/envelope';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { myData } from '@tenor/contract/endpoints/rights';
import { formatDate, formatMoment } from '@tenor/contract/format';
import { pagePaths } from '@tenor/contract/paths';
import { countryCode, PHONE_INPUT_MAX, typedPhone } from '@tenor/contract/phone';
import { config } from '../../../lib/config.ts';
import { locale, region } from '../../../lib/launch.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { CallError } from '../../../shared/http/query.ts';
import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { ActionLink } from '../../../shared/ui/action-link.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';

import { Stack } from '../../../shared/ui/stack.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import list from '../../../shared/ui/rows.module.css';
import {
  myDataPage,
  useConsent,
  useEmail,
  useErase,
  useExport,
  usePhoneCode,
  usePhoneCorrect,
} from '../api/my-data.ts';
import styles from './my-data.module.css';

type Data = ResponseOf<typeof myData>;

const moment = (iso: string) => formatMoment(region(), iso, locale());

/** What is held, by kind, with how many records and why. */
function Held({ held }: { held: Data['held'] }) {
  return (
    <TitledCard title={t('rights.held.title')}>
      <ul className={list.rows} data-testid="held">
        {held.map((h) => (
          <li key={h.kind} className={list.row} data-kind={h.kind}>
            <span className={list.head}>
              <span className={list.name}>{t(`rights.held.${h.kind}`)}</span>
              <span className={list.muted}>{t('rights.held.count', { n: h.count })}</span>
            </span>
            <span className={list.muted}>{t(`rights.why.${h.kind}`)}</span>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}

/** The export: built at the tap, then two real links (no token in them, no blob: address). */
function Export() {
  const make = useExport();
  const [links, setLinks] = useState<{ jsonUrl: string; pageUrl: string } | null>(null);
  return (
    <TitledCard title={t('rights.export.title')}>
      <Stack tight>
        <p className="muted">{t('rights.export.intro')}</p>
        {links === null ? (
          <Button
            variant="secondary"
            block
            busy={make.isPending}
            onClick={() => make.run({}, { onSuccess: (r) => r.ok && setLinks(r.data) })}
          >
            {t('rights.export.make')}
          </Button>
        ) : (
          <p className={styles.links} data-testid="export-links">
            <a href={links.jsonUrl} download>
              {t('rights.export.json')}
            </a>
            <a href={links.pageUrl} target="_blank" rel="noreferrer">
              {t('rights.export.page')}
            </a>
          </p>
        )}
      </Stack>
    </TitledCard>
  );
}

/** Each optional consent, withdrawn (or given) in one tap. */
function Consents({ consents }: { consents: Data['consents'] }) {
  const save = useConsent();
  return (
    <TitledCard title={t('rights.consents.title')}>
      <Stack tight>
        {consents.map((c) => (
          <div key={c.key} data-testid={`consent-${c.key}`}>
            <p>
              <strong>{t(`rights.consents.${c.key}`)}</strong>{' '}
              <span>{t(c.given ? 'rights.consents.on' : 'rights.consents.off')}</span>
            </p>
            <Button
              variant="secondary"
              block
              busy={save.isPending}
              onClick={() =>
                save.run(
                  { key: c.key, given: !c.given },
                  { onSuccess: (r) => r.ok && showToast(t('rights.consents.saved')) },
                )
              }
            >
              {t(c.given ? 'rights.consents.withdraw' : 'rights.consents.give')}
            </Button>
          </div>
        ))}
        {/* The optional reminders are this page's too: withdrawn where they are chosen. */}
        <div data-testid="consent-reminders">
          <p>
            <strong>{t('rights.consents.reminders')}</strong>{' '}
            <span className="muted">{t('rights.consents.remindersHow')}</span>
          </p>
          <ActionLink variant="secondary" block to={pagePaths.reminderSettings}>
            {t('rights.consents.remindersOpen')}
          </ActionLink>
        </div>
      </Stack>
    </TitledCard>
  );
}

/** The phone, corrected with a one-time code sent to the new number. */
function Phone({ phone }: { phone: string }) {
  const market = region();
  const send = usePhoneCode();
  const confirm = usePhoneCorrect();
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ reference: string; sentTo: string } | null>(null);
  return (
    <TitledCard title={t('rights.phone.title')}>
      <Stack tight>
        <p data-testid="phone-now">{t('rights.phone.now', { phone })}</p>
        {sent === null ? (
          <form
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              send.run(
                { phone: typedPhone(market, typed) },
                { onSuccess: (r) => r.ok && setSent(r.data) },
              );
            }}
          >
            <label htmlFor="new-phone">{t('rights.phone.new')}</label>
            <span className={styles.field}>
              <span className={styles.prefix}>{countryCode(market)}</span>
              <input
                id="new-phone"
                name="new-phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={PHONE_INPUT_MAX}
                required
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            </span>
            <Button type="submit" variant="secondary" block busy={send.isPending}>
              {t('rights.phone.send')}
            </Button>
          </form>
        ) : (
          <form
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              confirm.run(
                { reference: sent.reference, code },
                {
                  onSuccess: (r) => {
                    if (!r.ok) return;
                    setSent(null);
                    setTyped('');
                    setCode('');
                    showToast(t('rights.phone.done'));
                  },
                },
              );
            }}
          >
            <p role="status">{t('rights.phone.sent', { phone: sent.sentTo })}</p>
            <label htmlFor="phone-code">{t('rights.phone.code')}</label>
            <input
              id="phone-code"
              name="phone-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <Button type="submit" variant="secondary" block busy={confirm.isPending}>
              {t('rights.phone.confirm')}
            </Button>
          </form>
        )}
      </Stack>
    </TitledCard>
  );
}

/** The optional address a loan's signed documents are e-mailed to (decision 067). */
function Email({ email }: { email: string }) {
  const save = useEmail();
  const [typed, setTyped] = useState(email);
  const run = (value: string) =>
    save.run({ email: value }, { onSuccess: (r) => r.ok && showToast(t('rights.email.saved')) });
  return (
    <TitledCard title={t('rights.email.title')}>
      <Stack tight>
        <p className="muted">{t('rights.email.intro')}</p>
        {email === '' && <p data-testid="email-now">{t('rights.email.none')}</p>}
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            run(typed.trim());
          }}
        >
          <label htmlFor="email">{t('rights.email.label')}</label>
          <input
            id="email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            required
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" variant="secondary" block busy={save.isPending}>
            {t('rights.email.save')}
          </Button>
        </form>
        {email !== '' && (
          <Button
            variant="secondary"
            block
            busy={save.isPending}
            onClick={() => {
              setTyped('');
              run('');
            }}
          >
            {t('rights.email.remove')}
          </Button>
        )}
      </Stack>
    </TitledCard>
  );
}

/** Erasure and the account's deletion: why not yet, with the date, or the two actions. */
function Erase({ erase }: { erase: Data['erase'] }) {
  const ask = useErase();
  const run = (kind: 'erase' | 'delete') =>
    ask.run({ kind }, { onSuccess: (r) => r.ok && showToast(t('rights.erase.scheduled')) });
  return (
    <TitledCard title={t('rights.erase.title')}>
      <Stack tight>
        <p className="muted">{t('rights.erase.intro')}</p>
        {/* Refused by the law for now: why, and from when; nothing to tap until then. */}
        {erase.allowed ? (
          <>
            <Button variant="secondary" block busy={ask.isPending} onClick={() => run('erase')}>
              {t('rights.erase.erase')}
            </Button>
            <Button variant="secondary" block busy={ask.isPending} onClick={() => run('delete')}>
              {t('rights.erase.delete')}
            </Button>
          </>
        ) : (
          <p data-testid="erase-refusal" role="note">
            {t(erase.reason === 'openLoan' ? 'rights.erase.openLoan' : 'rights.erase.retention', {
              date: formatDate(region(), erase.possibleFrom, locale()),
              years: erase.years,
            })}
          </p>
        )}
      </Stack>
    </TitledCard>
  );
}

/** Every request with its reference, due date and answer. */
function Requests({ requests }: { requests: Data['requests'] }) {
  if (requests.length === 0) return null;
  return (
    <TitledCard title={t('rights.requests.title')}>
      <ol className={list.rows} data-testid="requests">
        {requests.map((r) => (
          <li key={r.reference} className={list.row} data-kind={r.kind} data-status={r.status}>
            <span className={list.head}>
              <span className={list.name}>
                {t(`rights.requests.kinds.${r.kind}`)} · {r.reference}
              </span>
              <span className={list.muted}>{t(`rights.requests.status.${r.status}`)}</span>
            </span>
            <span className={list.muted}>
              {t('rights.requests.due', { time: moment(r.dueAt) })}
            </span>
            {r.answer !== '' && <span>{r.answer}</span>}
          </li>
        ))}
      </ol>
    </TitledCard>
  );
}

/**
 * The session is gone: after an erasure it is, on every device (decision 064), so the page says
 * that first, then the way back for a borrower who asked for none.
 */
function Failure({ error, retry }: { error: unknown; retry: () => void }) {
  const signedOut =
    error instanceof CallError &&
    error.failure.kind === 'server' &&
    error.failure.code === codes.unauthorized;
  if (!signedOut) return <ErrorState error={error} onRetry={retry} />;
  return (
    <StateView
      icon="lock"
      title={t('rights.signedOut.title')}
      message={t('rights.signedOut.body', { appName: config.appName })}
      testId="rights-signed-out"
    />
  );
}

/** `/myData` — docs/screens.md "My data": the borrower's data rights (decision 064). */
export function MyData() {
  return (
    <PageRoute
      query={pageQuery(myDataPage, 'data')}
      title={t('rights.title')}
      failure={(error, retry) => <Failure error={error} retry={retry} />}
    >
      {(_, data) => (
        <Stack>
          <p className="muted">{t('rights.intro')}</p>
          <Held held={data.held} />
          <Export />
          <Consents consents={data.consents} />
          <Phone phone={data.phone} />
          <Email email={data.email ?? ''} />
          <Erase erase={data.erase} />
          <Requests requests={data.requests} />
        </Stack>
      )}
    </PageRoute>
  );
}
