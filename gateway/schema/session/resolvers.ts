import type {
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  Session,
  TenantSettings,
} from '../../generated/resolvers-types';
import type { SessionLoaders } from '../../upstream/loaders';
import { UpstreamFailure, gatewayError } from '../../upstream/errors';
import { loginDataSchema } from '../../upstream/schemas';
import type {
  UpstreamLoginData,
  UpstreamTenantSettings,
  UpstreamTokenAnswer,
} from '../../upstream/schemas';

/**
 * loginData is read from the token the api has just issued and verified (docs/decisions/
 * 013-login-data-from-token.md): no extra upstream call, and the app gets exactly what the
 * token says. The gateway does not verify the signature: it never trusts these claims for
 * access, the api checks the token on every call.
 */
export function decodeLoginData(token: string): UpstreamLoginData {
  const payload = token.split('.')[1];
  if (payload === undefined) throw new UpstreamFailure('The api issued a token that is not a JWT');
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw new UpstreamFailure('The api issued a token whose payload is not JSON');
  }
  const loginData = loginDataSchema.safeParse(
    typeof claims === 'object' && claims !== null
      ? (claims as { loginData?: unknown }).loginData
      : undefined,
  );
  if (!loginData.success)
    throw new UpstreamFailure(
      `The token's loginData is off the contract: ${loginData.error.message}`,
    );
  return loginData.data;
}

/** The settings without what only the gateway uses (frameAncestors goes into the CSP). */
function toTenantSettings(settings: UpstreamTenantSettings): TenantSettings {
  const { frameAncestors: _frameAncestors, ...visible } = settings;
  return visible;
}

/** Rights and tenant are independent: the three calls run in parallel with the new token. */
async function toSession(answer: UpstreamTokenAnswer, loaders: SessionLoaders): Promise<Session> {
  const loginData = decodeLoginData(answer.token);
  const [userRights, mailboxUserRights, tenant] = await Promise.all([
    loaders.userRights(),
    loaders.mailboxUserRights(),
    loaders.tenant(),
  ]);
  return {
    token: answer.token,
    expiresAt: answer.expiresAt,
    type: answer.type,
    projectNumber: answer.projectNumber ?? null,
    plusCrewNumber: answer.plusCrewNumber ?? null,
    loginData,
    userRights,
    mailboxUserRights,
    tenant: toTenantSettings(tenant),
  };
}

const tenantSettings: NonNullable<QueryResolvers['tenantSettings']> = async (
  _parent,
  _args,
  { loaders },
) => toTenantSettings(await loaders.tenantSettings());

const signIn: NonNullable<MutationResolvers['signIn']> = async (
  _parent,
  { login, password },
  { loaders },
) => {
  const answer = await loaders.api.signIn(login, password);
  return toSession(answer, loaders.forToken(answer.token));
};

const refreshSession: NonNullable<MutationResolvers['refreshSession']> = async (
  _parent,
  _args,
  { loaders, request },
) => {
  // Without a token the api would answer 401 too; saying so here spares the round trip.
  if (!request.headers.get('authorization')) {
    throw gatewayError('Not signed in', 'UNAUTHENTICATED');
  }
  const answer = await loaders.api.refresh();
  return toSession(answer, loaders.forToken(answer.token));
};

const requestPasswordReset: NonNullable<MutationResolvers['requestPasswordReset']> = (
  _parent,
  { email },
  { loaders },
) => loaders.api.requestPasswordReset(email);

const resetPassword: NonNullable<MutationResolvers['resetPassword']> = (
  _parent,
  { token, password },
  { loaders },
) => loaders.api.resetPassword(token, password);

export const sessionResolvers: Resolvers = {
  Query: { tenantSettings },
  Mutation: { signIn, refreshSession, requestPasswordReset, resetPassword },
};
