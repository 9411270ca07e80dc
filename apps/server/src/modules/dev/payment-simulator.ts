import { randomUUID } from 'node:crypto';
import { codes, isEnvelope } from '@tenor/contract/envelope';
import { commonParamHeaders } from '@tenor/contract/launch';
import { nowIso } from '../../db/time.ts';
import { AppError } from '../../http/app-error.ts';
import type { SandboxProvider, SandboxRefusal } from '../../providers/sandbox-payment.ts';
import { webhookPath } from '../../providers/payment-provider.ts';
import { SIGNATURE_HEADER } from '../../providers/webhook-signature.ts';
import type { DevRepository } from './repository.ts';
import { copy, type DevCopyKey } from './copy.ts';

/** Posts a body to the webhook over HTTP (the app's own `inject`), answering status and JSON. */
export type WebhookPoster = (
  path: string,
  headers: Record<string, string>,
  body: string,
) => Promise<{ statusCode: number; body: unknown }>;

const refusals = {
  paid: 'sandboxAccountPaid',
  closed: 'sandboxAccountClosed',
  expired: 'sandboxAccountExpired',
} as const satisfies Record<SandboxRefusal | 'expired', DevCopyKey>;

/**
 * `POST /dev/payments/simulate`: pays an issued virtual account or payment code the way
 * the sandbox bank would — a signed notification sent through the real webhook route, so
 * signature check, replay guard and payment application are the production path. Like a
 * bank it refuses (1009) an account that expired, was paid once or was closed by Tenor.
 */
export function paymentSimulator(
  repo: Pick<DevRepository, 'account'>,
  sandbox: SandboxProvider | null,
  post: WebhookPoster,
) {
  return {
    async pay(accountNo: string, amount: number | undefined, languageType: string | undefined) {
      if (sandbox === null) throw new AppError(codes.unavailable, copy.later('unavailable'), 503);
      const account = await repo.account(sandbox.name, accountNo);
      if (account === undefined) {
        throw new AppError(codes.notFound, copy.later('paymentAccountNotFound'), 404);
      }
      const refusal =
        Date.parse(account.expires_at) <= Date.now() ? 'expired' : await sandbox.accept(accountNo);
      if (refusal !== null) throw new AppError(codes.conflict, copy.later(refusals[refusal]), 409);
      const body = JSON.stringify({
        eventId: `sim-${randomUUID()}`,
        accountNo,
        amount: amount ?? account.amount,
        paidAt: nowIso(),
      });
      const res = await post(
        webhookPath(sandbox.name),
        {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: sandbox.sign(body),
          ...(languageType === undefined
            ? {}
            : { [commonParamHeaders.languageType]: languageType }),
        },
        body,
      );
      if (!isEnvelope(res.body) || res.body.code !== codes.ok) await sandbox.reopen(accountNo);
      if (!isEnvelope(res.body)) throw new AppError(codes.internal, copy.later('internal'), 500);
      if (res.body.code !== codes.ok) {
        throw new AppError(
          res.body.code,
          copy.later('invalidRequest'),
          res.statusCode,
          res.body.message,
        );
      }
      return null;
    },

    /**
     * `POST /dev/payments/decline`: the sandbox wallet declines an open e-wallet request, as a
     * borrower refusing it in the wallet's app would (decision 077); 1009 when it was paid or
     * closed already. Tenor learns it by asking, as it asks Xendit.
     */
    async decline(accountNo: string) {
      if (sandbox === null) throw new AppError(codes.unavailable, copy.later('unavailable'), 503);
      const account = await repo.account(sandbox.name, accountNo);
      if (account === undefined) {
        throw new AppError(codes.notFound, copy.later('paymentAccountNotFound'), 404);
      }
      if (!(await sandbox.decline(accountNo))) {
        throw new AppError(codes.conflict, copy.later('sandboxAccountClosed'), 409);
      }
      return null;
    },
  };
}
