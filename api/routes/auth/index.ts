import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { buildLoginData, findAccountByLogin, normaliseLogin } from '../../auth/accounts';
import type { Principal } from '../../auth/accounts';
import { issueDeviceToken, readDeviceToken } from '../../auth/device-tokens';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  createLinkToken,
  hashLinkToken,
  hashPassword,
  verifyPassword,
} from '../../auth/passwords';
import { endSession, endSessionsOf, startSession } from '../../auth/sessions';
import type { LiveSession } from '../../auth/sessions';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_DEVICE,
  MAX_RESETS_PER_ADDRESS,
  MAX_RESETS_PER_EMAIL,
  clearAccountThrottles,
  clearCounter,
  deviceCounterKey,
  giveBackAddressAttempt,
  giveBackToCounter,
  takeAddressAttempt,
  takeFromCounter,
} from '../../auth/throttle';
import type { CounterKey } from '../../auth/throttle';
import { issueToken } from '../../auth/tokens';
import type { IssuedToken } from '../../auth/tokens';
import { passwordResetTokens } from './auth.tables';
import { queueMail } from '../notifications/mail';
import { translatorFor } from '../../i18n';
import { recipientLocale } from '../../i18n/recipient';
import { persons } from '../../db/core.tables';
import { ApiError, badUserInput, unauthenticated } from '../../lib/errors';
import { formatTimestamp } from '../../lib/format';
import { errorSchema, okSchema, text } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { defineApiArea } from '../../lib/area';
import { signInAnswerSchema, tokenAnswerSchema } from './auth.schemas';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const WRONG_CREDENTIALS = 'Wrong login or password';
export const LINK_NO_LONGER_VALID = 'This link is no longer valid';

function toAnswer(issued: IssuedToken): z.infer<typeof tokenAnswerSchema> {
  return { ...issued, expiresAt: formatTimestamp(issued.expiresAt) };
}

function tooManyAttempts(
  retryAfter: number,
  message = 'Too many sign-in attempts, try again later',
): ApiError {
  return new ApiError(429, 'TOO_MANY_REQUESTS', message, {
    reason: 'TOO_MANY_ATTEMPTS',
    headers: { 'retry-after': String(retryAfter) },
  });
}

export async function authRoutes(
  api: ApiInstance,
  { database, config, logging, lookups, background, clock }: RouteContext,
): Promise<void> {
  const db = database.db;

  api.post(
    '/auth/token',
    {
      config: { public: true },
      schema: {
        body: z.strictObject({
          login: text().trim().min(1).max(320),
          password: text().min(1).max(PASSWORD_MAX_LENGTH),
          // From an earlier sign-in of this login on this device; a stale or foreign one counts as none.
          deviceToken: text().max(200).optional(),
        }),
        response: { 200: signInAnswerSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { login, password, deviceToken } = request.body;
      const tenantId = request.tenant.id;
      const accountKey = normaliseLogin(login);
      const now = clock.now();
      const deviceId = readDeviceToken(config, tenantId, accountKey, deviceToken, now);
      // Each attempt is taken from a limit before the password is checked (decision 006): a known
      // device from its own count, anyone else from the address's logins and the login's shared count.
      if (!deviceId) {
        const address = await takeAddressAttempt(db, tenantId, request.ip, accountKey, now);
        if (!address.allowed) throw tooManyAttempts(address.retryAfter);
      }
      const counter: CounterKey = deviceId
        ? { tenantId, scope: 'device', key: deviceCounterKey(accountKey, deviceId) }
        : { tenantId, scope: 'account', key: accountKey };
      const verdict = await takeFromCounter(
        db,
        counter,
        deviceId ? MAX_FAILURES_PER_DEVICE : MAX_FAILURES_PER_ACCOUNT,
        now,
      );
      if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfter);

      const account = await findAccountByLogin(db, tenantId, login);
      // verifyPassword hashes even without an account, so both failures take as long.
      const valid = await verifyPassword(account?.passwordHash, password);
      // A failure keeps what it took.
      if (!account || !valid) throw unauthenticated(WRONG_CREDENTIALS, 'WRONG_CREDENTIALS');
      // A correct password was not a failure: give the take back (a device's count starts again).
      if (deviceId) {
        await clearCounter(db, counter);
      } else {
        await giveBackToCounter(db, counter);
        await giveBackAddressAttempt(db, tenantId, request.ip, accountKey);
      }
      const session = await startSession(db, account.principal, now, config.sessionMaxAgeSeconds);
      const loginData = await buildLoginData(db, account.principal);
      const issued = await issueToken(config, account.principal, loginData, session, now);
      return {
        ...toAnswer(issued),
        deviceToken: issueDeviceToken(config, tenantId, accountKey, now, deviceId),
      };
    },
  );

  api.get(
    '/auth/refresh',
    { config: { authenticated: true }, schema: { response: { 200: tokenAnswerSchema } } },
    async (request) => {
      const principal = request.principal as Principal;
      const loginData = await buildLoginData(db, principal);
      // The same session: the new token expires no later than the sign-in's absolute end.
      return toAnswer(
        await issueToken(config, principal, loginData, request.session as LiveSession, clock.now()),
      );
    },
  );

  api.delete(
    '/auth/token',
    { config: { authenticated: true }, schema: { response: { 200: okSchema } } },
    async (request) => {
      await endSession(db, request.tenant.id, (request.session as LiveSession).id, clock.now());
      lookups.invalidateSessions();
      return { ok: true as const };
    },
  );

  api.delete(
    '/auth/sessions',
    { config: { authenticated: true }, schema: { response: { 200: okSchema } } },
    async (request) => {
      await endSessionsOf(
        db,
        request.tenant.id,
        (request.principal as Principal).subject,
        clock.now(),
      );
      lookups.invalidateSessions();
      return { ok: true as const };
    },
  );

  /** The look-up and the mail of a reset request, after its answer (decision 006). */
  async function sendResetMail(
    tenantId: number,
    email: string,
    log: typeof api.log,
  ): Promise<void> {
    const [person] = await db
      .select({ id: persons.id, name: persons.name, email: persons.email })
      .from(persons)
      .where(and(eq(persons.tenantId, tenantId), eq(persons.email, email)))
      .limit(1);
    if (!person) return;
    const { token, tokenHash } = createLinkToken();
    const link = `/forgottenPassword/${token}`;
    await database.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({
        tenantId,
        personId: person.id,
        tokenHash,
        kind: 'reset',
        expiresAt: new Date(clock.now().getTime() + RESET_TOKEN_TTL_MS),
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
        clock.now(),
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
        background.run('password reset mail', () => sendResetMail(tenantId, email, log));
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

export default defineApiArea({ name: 'auth', routes: authRoutes });
