import type { Db } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import type { PromoEventKind, PromoSession, PromoTemplate, Region } from '../../db/schema.ts';
import { rowBy } from '../../db/row-by.ts';

export interface NewPromoEvent {
  kind: PromoEventKind;
  templateId: number;
  appFrom: string | null;
  userFrom: string | null;
  utmTag: string | null;
  clientType: string | null;
  pageType: number | null;
  phone: string | null;
  createdAt: string;
}

export interface NewRegistration {
  phone: string;
  region: Region;
  sid: string;
  templateId: number;
  appFrom: string | null;
  userFrom: string | null;
  utmTag: string | null;
  inviteCode: string | null;
  appName: string | null;
  createdAt: string;
}

export interface SentCode {
  phone: string;
  hash: string;
  expiresAt: string;
  /** The captcha answer that earned the code. */
  captcha: string;
}

/** Tables of the promotion landing: templates, registration sessions, events, registrations. */
export function promoRepository(db: Db) {
  const templateById = prepared<{ id: number }, PromoTemplate>(db, (d, slot) =>
    d.selectFrom('promo_templates').selectAll().where('id', '=', slot('id')),
  );
  const updated = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

  return {
    async template(id: number): Promise<PromoTemplate | undefined> {
      return (await templateById({ id }))[0];
    },

    async openSession(sid: string, now: string, expiresAt: string): Promise<void> {
      await db
        .insertInto('promo_sessions')
        .values({ sid, created_at: now, expires_at: expiresAt })
        .execute();
    },

    /** A session that has not expired. */
    session(sid: string, now: string): Promise<PromoSession | undefined> {
      return db
        .selectFrom('promo_sessions')
        .selectAll()
        .where('sid', '=', sid)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /**
     * Makes `text` the session's only captcha and keeps the session alive, unless it has
     * expired or drawn `max` captchas already (then false).
     */
    async setCaptcha(
      sid: string,
      text: string,
      at: { now: string; captchaExpiresAt: string; sessionExpiresAt: string },
      max: number,
    ): Promise<boolean> {
      const result = await db
        .updateTable('promo_sessions')
        .set((eb) => ({
          captcha_text: text,
          captcha_expires_at: at.captchaExpiresAt,
          captchas: eb('captchas', '+', 1),
          expires_at: at.sessionExpiresAt,
        }))
        .where('sid', '=', sid)
        .where('expires_at', '>', at.now)
        .where('captchas', '<', max)
        .executeTakeFirst();
      return updated(result);
    },

    /**
     * Takes the captcha `seen` in the session away (single use, right or wrong); false when
     * a concurrent request took it first.
     */
    async takeCaptcha(sid: string, seen: string): Promise<boolean> {
      const result = await db
        .updateTable('promo_sessions')
        .set({ captcha_text: null, captcha_expires_at: null })
        .where('sid', '=', sid)
        .where('captcha_text', '=', seen)
        .executeTakeFirst();
      return updated(result);
    },

    /** The session's code is now this one, for this phone, with no tries yet. */
    async storeCode(sid: string, code: SentCode): Promise<void> {
      await db
        .updateTable('promo_sessions')
        .set({
          phone: code.phone,
          code_hash: code.hash,
          code_expires_at: code.expiresAt,
          code_attempts: 0,
          code_captcha: code.captcha,
        })
        .where('sid', '=', sid)
        .execute();
    },

    /** Counts one try of the session's code for `phone`; the code's state with the new count. */
    countCodeTry(sid: string, phone: string) {
      return db
        .updateTable('promo_sessions')
        .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
        .where('sid', '=', sid)
        .where('phone', '=', phone)
        .where('code_hash', 'is not', null)
        .returning(['code_hash', 'code_expires_at', 'code_attempts'])
        .executeTakeFirst();
    },

    async voidCode(sid: string): Promise<void> {
      await db
        .updateTable('promo_sessions')
        .set({ code_hash: null, code_expires_at: null, code_captcha: null })
        .where('sid', '=', sid)
        .execute();
    },

    async isRegistered(phone: string): Promise<boolean> {
      const row = await rowBy(db, 'borrowers', { phone }, ['id']);
      return row !== undefined;
    },

    /**
     * Creates the borrower with the attribution and closes the session, in one transaction;
     * the new borrower's id, or undefined when the phone was registered meanwhile.
     */
    register: (r: NewRegistration): Promise<number | undefined> =>
      db.transaction().execute(async (trx) => {
        const borrower = await trx
          .insertInto('borrowers')
          .values({ phone: r.phone, region: r.region, created_at: r.createdAt })
          .onConflict((oc) => oc.column('phone').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (borrower === undefined) return undefined;
        await trx
          .insertInto('promo_registrations')
          .values({
            borrower_id: borrower.id,
            template_id: r.templateId,
            app_from: r.appFrom,
            user_from: r.userFrom,
            utm_tag: r.utmTag,
            invite_code: r.inviteCode,
            app_name: r.appName,
            created_at: r.createdAt,
          })
          .execute();
        await trx.deleteFrom('promo_sessions').where('sid', '=', r.sid).execute();
        return borrower.id;
      }),

    async recordEvent(e: NewPromoEvent): Promise<void> {
      await db
        .insertInto('promo_events')
        .values({
          kind: e.kind,
          template_id: e.templateId,
          app_from: e.appFrom,
          user_from: e.userFrom,
          utm_tag: e.utmTag,
          client_type: e.clientType,
          page_type: e.pageType,
          phone: e.phone,
          created_at: e.createdAt,
        })
        .execute();
    },

    /** Drops sessions past their expiry (housekeeping). */
    async pruneSessions(now: string): Promise<void> {
      await db.deleteFrom('promo_sessions').where('expires_at', '<=', now).execute();
    },
  };
}

export type PromoRepository = ReturnType<typeof promoRepository>;
