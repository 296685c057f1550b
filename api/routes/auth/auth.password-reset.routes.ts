import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { normaliseLogin } from '../../auth/accounts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  createLinkToken,
  hashLinkToken,
  hashPassword,
} from '../../auth/passwords';
import { endSessionsOf } from '../../auth/sessions';
import {
  MAX_RESETS_PER_ADDRESS,
  MAX_RESETS_PER_EMAIL,
  clearAccountThrottles,
  takeFromCounter,
} from '../../auth/throttle';
import { passwordResetTokens } from '../../db/tables/auth.tables';
import { tenantAppOrigin } from '../../lib/mail/app-origin';
import { queueMail } from '../../lib/mail/mail';
import { translatorFor } from '../../i18n';
import { recipientLocale } from '../../i18n/recipient';
import { persons } from '../../db/core.tables';
import { badUserInput } from '../../lib/errors';
import { errorSchema, okSchema, text } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { RESET_TOKEN_TTL_MS, LINK_NO_LONGER_VALID, tooManyAttempts } from './auth.access';

// A forgotten password: the reset link asked for by mail, and the new password set with it.
export async function passwordResetRoutes(
  api: ApiInstance,
  { database, config, logging, lookups, background, clock }: RouteContext,
): Promise<void> {
  const db = database.db;

  /** The look-up and the mail of a reset request, after its answer (decision 006), at the request's `now`. */
  async function sendResetMail(
    tenantId: number,
    email: string,
    requestHost: string,
    log: typeof api.log,
    now: Date,
  ): Promise<void> {
    const [person] = await db
      .select({ id: persons.id, name: persons.name, email: persons.email })
      .from(persons)
      .where(and(eq(persons.tenantId, tenantId), eq(persons.email, email)))
      .limit(1);
    if (!person) return;
    const { token, tokenHash } = createLinkToken();
    const link = `${(await tenantAppOrigin(db, tenantId, requestHost)) ?? ''}/forgottenPassword/${token}`;
    await database.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({
        tenantId,
        personId: person.id,
        tokenHash,
        kind: 'reset',
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        createdAt: now,
      });
      // Stored and queued together: the worker sends it over SMTP_URL (decision 097).
      // In the person's language (the app's rule, api/i18n/recipient.ts).
      const { t } = translatorFor(await recipientLocale(tx, tenantId, { personId: person.id }));
      await queueMail(
        tx,
        tenantId,
        {
          to: person.email,
          subject: t('mail.passwordReset.subject'),
          body: t('mail.passwordReset.body', { name: person.name, link }),
          messageType: 'passwordReset',
        },
        now,
      );
    });
    // Without SMTP_URL (decision 005), the log is where an operator finds the link.
    if (!config.smtpUrl) {
      if (logging) log.info({ to: person.email, link }, 'password reset mail stored (no SMTP_URL)');
      else console.info(`password reset mail for ${person.email} stored (no SMTP_URL): ${link}`);
    }
  }

  api.post(
    '/forgottenPassword',
    {
      config: { public: true },
      schema: {
        body: z.strictObject({ email: text().trim().min(1).max(320) }),
        response: { 202: okSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const email = normaliseLogin(request.body.email);
      const tenantId = request.tenant.id;
      const now = clock.now();
      const byAddress = await takeFromCounter(
        db,
        { tenantId, scope: 'resetAddress', key: request.ip },
        MAX_RESETS_PER_ADDRESS,
        now,
      );
      if (!byAddress.allowed)
        throw tooManyAttempts(byAddress.retryAfter, 'Too many reset requests, try again later');
      // Over the e-mail's own limit the answer is the same and no mail goes: nobody fills a mailbox,
      // and the answer never tells whether the address is known.
      const byEmail = await takeFromCounter(
        db,
        { tenantId, scope: 'resetEmail', key: email },
        MAX_RESETS_PER_EMAIL,
        now,
      );
      if (byEmail.allowed) {
        const log = request.log;
        const host = request.host;
        background.run('password reset mail', () => sendResetMail(tenantId, email, host, log, now));
      }
      return reply.code(202).send({ ok: true as const });
    },
  );

  api.post(
    '/forgottenPassword/:id',
    {
      config: { public: true },
      schema: {
        params: z.strictObject({ id: text().min(1).max(200) }),
        body: z.strictObject({
          password: text().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
        }),
        response: { 200: okSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const passwordHash = await hashPassword(request.body.password);
      const changed = await database.transaction(async (tx) => {
        const now = clock.now();
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tenantId, tenantId),
              eq(passwordResetTokens.tokenHash, hashLinkToken(request.params.id)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ personId: passwordResetTokens.personId });
        if (!used) return false;
        const [person] = await tx
          .update(persons)
          .set({ passwordHash })
          .where(and(eq(persons.tenantId, tenantId), eq(persons.id, used.personId)))
          .returning({ id: persons.id, email: persons.email });
        if (person) {
          // A new password ends every session of the old one (ASVS V7), and the login starts clean.
          await endSessionsOf(tx, tenantId, `person:${person.id}`, now);
          await clearAccountThrottles(tx, tenantId, person.email);
        }
        return true;
      });
      if (!changed) throw badUserInput(LINK_NO_LONGER_VALID, 'LINK_NO_LONGER_VALID');
      lookups.invalidateSessions();
      return { ok: true as const };
    },
  );
}
