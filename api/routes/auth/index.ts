import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { buildLoginData, findAccountByLogin, normaliseLogin } from '../../auth/accounts';
import type { Principal } from '../../auth/accounts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  createLinkToken,
  hashLinkToken,
  hashPassword,
  verifyPassword,
} from '../../auth/passwords';
import { clearFailedSignIns, recordFailedSignIn, throttleDelaySeconds } from '../../auth/throttle';
import { issueToken } from '../../auth/tokens';
import type { IssuedToken } from '../../auth/tokens';
import { outgoingMails, passwordResetTokens } from './auth.tables';
import { persons } from '../../db/core.tables';
import { ApiError, badUserInput, unauthenticated } from '../../lib/errors';
import { formatTimestamp } from '../../lib/format';
import { errorSchema, okSchema, text, timestampSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { defineApiArea } from '../../lib/area';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const WRONG_CREDENTIALS = 'Wrong login or password';
export const LINK_NO_LONGER_VALID = 'This link is no longer valid';

const tokenAnswer = z.strictObject({
  token: z.string(),
  expiresAt: timestampSchema,
  type: z.enum(['user', 'project', 'plusCrew']),
  projectNumber: z.string().nullable(),
  plusCrewNumber: z.string().nullable(),
});

// Loose: the validated headers replace request.headers, and the other headers must survive.
const mobileHeader = z.looseObject({ type: z.literal('MOBILE', { error: 'The Type header must be MOBILE' }) });

function toAnswer(issued: IssuedToken): z.infer<typeof tokenAnswer> {
  return { ...issued, expiresAt: formatTimestamp(issued.expiresAt) };
}

export async function authRoutes(api: ApiInstance, { database, config, logging }: RouteContext): Promise<void> {
  api.post(
    '/auth/token',
    {
      config: { public: true },
      schema: {
        headers: mobileHeader,
        body: z.strictObject({ login: text().trim().min(1).max(320), password: text().min(1).max(PASSWORD_MAX_LENGTH) }),
        response: { 200: tokenAnswer, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { login, password } = request.body;
      const tenantId = request.tenant.id;
      const accountKey = normaliseLogin(login);
      const now = new Date();
      const retryAfter = await throttleDelaySeconds(database.db, tenantId, accountKey, request.ip, now);
      if (retryAfter > 0) {
        throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many sign-in attempts, try again later', {
          reason: 'TOO_MANY_ATTEMPTS',
          headers: { 'retry-after': String(retryAfter) },
        });
      }
      const account = await findAccountByLogin(database.db, tenantId, login);
      // verifyPassword hashes even without an account, so both failures take as long.
      const valid = await verifyPassword(account?.passwordHash, password);
      if (!account || !valid) {
        await recordFailedSignIn(database.db, tenantId, accountKey, request.ip, now);
        throw unauthenticated(WRONG_CREDENTIALS, 'WRONG_CREDENTIALS');
      }
      await clearFailedSignIns(database.db, tenantId, account.accountKey);
      const loginData = await buildLoginData(database.db, account.principal);
      return toAnswer(await issueToken(config, account.principal, loginData, now));
    },
  );

  api.get(
    '/auth/refresh',
    { config: { authenticated: true }, schema: { response: { 200: tokenAnswer } } },
    async (request) => {
      const principal = request.principal as Principal;
      const loginData = await buildLoginData(database.db, principal);
      return toAnswer(await issueToken(config, principal, loginData));
    },
  );

  api.post(
    '/forgottenPassword',
    {
      config: { public: true },
      schema: { body: z.strictObject({ email: text().trim().min(1).max(320) }), response: { 202: okSchema } },
    },
    async (request, reply) => {
      const email = normaliseLogin(request.body.email);
      const tenantId = request.tenant.id;
      const [person] = await database.db
        .select({ id: persons.id, name: persons.name, email: persons.email })
        .from(persons)
        .where(and(eq(persons.tenantId, tenantId), eq(persons.email, email)))
        .limit(1);
      if (person) {
        const { token, tokenHash } = createLinkToken();
        const link = `/forgottenPassword/${token}`;
        await database.transaction(async (tx) => {
          await tx.insert(passwordResetTokens).values({
            tenantId,
            personId: person.id,
            tokenHash,
            kind: 'reset',
            expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
          });
          await tx.insert(outgoingMails).values({
            tenantId,
            to: person.email,
            subject: 'Reset your Crew Hub password',
            body: `Hello ${person.name},\n\nChoose a new password here (valid for one hour): ${link}\n\nIf you did not ask for this, ignore this mail.`,
          });
        });
        // Until SMTP delivery lands (decision 005), the log is where an operator finds the link.
        if (!config.smtpUrl) {
          if (logging) request.log.info({ to: person.email, link }, 'password reset mail stored (no SMTP_URL)');
          else console.info(`password reset mail for ${person.email} stored (no SMTP_URL): ${link}`);
        }
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
        body: z.strictObject({ password: text().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH) }),
        response: { 200: okSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const passwordHash = await hashPassword(request.body.password);
      const changed = await database.transaction(async (tx) => {
        const now = new Date();
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
          .returning({ email: persons.email });
        if (person) await clearFailedSignIns(tx, tenantId, person.email);
        return true;
      });
      if (!changed) throw badUserInput(LINK_NO_LONGER_VALID, 'LINK_NO_LONGER_VALID');
      return { ok: true as const };
    },
  );
}

export default defineApiArea({ name: 'auth', routes: authRoutes });
