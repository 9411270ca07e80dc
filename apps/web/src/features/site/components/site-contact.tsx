import { type FormEvent, useId, useRef, useState, useSyncExternalStore } from 'react';
import { CONTACT_LIMITS, EMAIL_PATTERN } from '@tenor/contract/contact-rules';
import { t } from '../../../shared/i18n.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useContactMessage } from '../api/contact-message.ts';
import {
  type ContactProblem,
  contactDraftStore,
  contactProblem,
  emptyContactDraft,
} from '../site-contact-draft.ts';
import { SiteLayout } from './site-layout.tsx';
import styles from './site.module.css';

type Field = 'name' | 'email' | 'message';

/**
 * `/contact` — name, e-mail and message (docs/screens.md "Official website"): all required, 'Submit
 * successfully' and the fields cleared after sending. What is typed survives a reload; a double tap
 * sends once, and the draft's id makes a repeated send store one message.
 */
export function SiteContact() {
  const draft = useSyncExternalStore(
    contactDraftStore.subscribe,
    contactDraftStore.snapshot,
    contactDraftStore.serverSnapshot,
  );
  const [problem, setProblem] = useState<ContactProblem | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const send = useContactMessage();
  const ids = useId();

  const change = (field: Field, value: string) => {
    const next = { ...draft, [field]: value };
    if (!next.submissionId) next.submissionId = emptyContactDraft().submissionId;
    contactDraftStore.set(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = contactProblem(draft, EMAIL_PATTERN);
    setProblem(found);
    if (found !== null) {
      showToast(
        t(found === 'incomplete' ? 'site.site.contact.incomplete' : 'site.site.contact.badEmail'),
      );
      return;
    }
    const sent = { ...draft, submissionId: draft.submissionId || emptyContactDraft().submissionId };
    send.run(
      {
        name: sent.name.trim(),
        email: sent.email.trim(),
        message: sent.message.trim(),
        submissionId: sent.submissionId,
        website: honeypot.current?.value || undefined,
      },
      {
        onSuccess: (result) => {
          if (!result.ok) return;
          showToast(t('site.site.contact.success'));
          contactDraftStore.set(undefined);
          setProblem(null);
        },
      },
    );
  };

  const invalid = (field: Field) =>
    problem === 'incomplete' ? !draft[field].trim() : problem === 'badEmail' && field === 'email';
  const fields: { field: Field; label: string; max: number }[] = [
    { field: 'name', label: t('site.site.contact.name'), max: CONTACT_LIMITS.name },
    { field: 'email', label: t('site.site.contact.email'), max: CONTACT_LIMITS.email },
    { field: 'message', label: t('site.site.contact.message'), max: CONTACT_LIMITS.message },
  ];

  return (
    <SiteLayout page="siteContact">
      <article className={styles.article}>
        <h1>{t('site.site.contact.heading')}</h1>
        <p>{t('site.site.contact.intro')}</p>
        <form className={styles.form} noValidate onSubmit={submit}>
          {fields.map(({ field, label, max }) => {
            const id = `${ids}-${field}`;
            const common = {
              id,
              name: field,
              value: draft[field],
              maxLength: max,
              required: true,
              'aria-invalid': invalid(field) || undefined,
              onChange: (e: { target: { value: string } }) => change(field, e.target.value),
            };
            return (
              <p key={field}>
                <label htmlFor={id}>{label}</label>
                {field === 'message' ? (
                  <textarea {...common} rows={6} />
                ) : (
                  <input
                    {...common}
                    type={field === 'email' ? 'email' : 'text'}
                    autoComplete={field === 'email' ? 'email' : 'name'}
                    inputMode={field === 'email' ? 'email' : undefined}
                  />
                )}
              </p>
            );
          })}
          {/* For bots only: hidden from people and from the tab order. */}
          <p className={styles.honeypot} aria-hidden="true">
            <label htmlFor={`${ids}-website`}>{t('site.site.contact.honeypot')}</label>
            <input
              ref={honeypot}
              id={`${ids}-website`}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </p>
          <Button type="submit" block busy={send.isPending}>
            {t('site.site.contact.send')}
          </Button>
        </form>
      </article>
    </SiteLayout>
  );
}
