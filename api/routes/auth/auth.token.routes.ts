import { z } from 'zod';
import { buildLoginData, findAccountByLogin, normaliseLogin } from '../../auth/accounts';
import type { Principal } from '../../auth/accounts';
import { issueDeviceToken, readDeviceToken } from '../../auth/device-tokens';
import { PASSWORD_MAX_LENGTH, verifyPassword } from '../../auth/passwords';
import { endSession, endSessionsOf, startSession } from '../../auth/sessions';
import type { LiveSession } from '../../auth/sessions';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_DEVICE,
  clearCounter,
  deviceCounterKey,
  giveBackAddressAttempt,
  giveBackToCounter,
  takeAddressAttempt,
  takeFromCounter,
} from '../../auth/throttle';
import type { CounterKey } from '../../auth/throttle';
import { issueToken } from '../../auth/tokens';
import { unauthenticated } from '../../lib/errors';
import { errorSchema, okSchema, text } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { signInAnswerSchema, tokenAnswerSchema } from './auth.schemas';
import { WRONG_CREDENTIALS, toAnswer, tooManyAttempts } from './auth.access';

// Signing in, refreshing the token, signing out and ending the other sign-ins.
export async function tokenRoutes(
  api: ApiInstance,
  { database, config, lookups, clock }: RouteContext,
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
}
