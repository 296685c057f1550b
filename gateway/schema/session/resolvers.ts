import type {
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  ResolversTypes,
} from '../../generated/resolvers-types';
import { UpstreamFailure, gatewayError } from '../../upstream/errors';
import type { TokenLoaders } from './session.loaders';
import { loginDataSchema } from './session.upstream';
import type { UpstreamLoginData, UpstreamTokenAnswer } from './session.upstream';

/**
 * loginData is read from the token the api has just issued and verified (docs/decisions/
 * 013-login-data-from-token.md): no extra upstream call, and the app gets exactly what the
 * token says. The gateway does not verify the signature: it never trusts these claims for
 * access, the api checks the token on every call.
 */
function decodeLoginData(token: string): UpstreamLoginData {
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

/** Rights and tenant are independent: the three calls run in parallel with the new token. */
async function toSession(
  answer: UpstreamTokenAnswer & { deviceToken?: string },
  loaders: TokenLoaders,
): Promise<ResolversTypes['Session']> {
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
    tenant,
    deviceToken: answer.deviceToken ?? null,
  };
}

// TenantSettings maps to the upstream shape (codegen mappers): frameAncestors, which only the
// CSP uses, is simply not a GraphQL field.
const tenantSettings: NonNullable<QueryResolvers['tenantSettings']> = (
  _parent,
  _args,
  { loaders },
) => loaders.session.tenantSettings();

const signIn: NonNullable<MutationResolvers['signIn']> = async (
  _parent,
  { login, password, deviceToken },
  { loaders },
) => {
  const answer = await loaders.session.signIn(login, password, deviceToken ?? undefined);
  return toSession(answer, loaders.session.forToken(answer.token));
};

const refreshSession: NonNullable<MutationResolvers['refreshSession']> = async (
  _parent,
  _args,
  { loaders, request },
) => {
  requireToken(request);
  const answer = await loaders.session.refresh();
  return toSession(answer, loaders.session.forToken(answer.token));
};

function requireToken(request: Request): void {
  // Without a token the api would answer 401 too; saying so here spares the round trip.
  if (!request.headers.get('authorization')) {
    throw gatewayError('Not signed in', 'UNAUTHENTICATED');
  }
}

const signOut: NonNullable<MutationResolvers['signOut']> = (
  _parent,
  _args,
  { loaders, request },
) => {
  requireToken(request);
  return loaders.session.signOut();
};

const signOutEverywhere: NonNullable<MutationResolvers['signOutEverywhere']> = (
  _parent,
  _args,
  { loaders, request },
) => {
  requireToken(request);
  return loaders.session.signOutEverywhere();
};

const requestPasswordReset: NonNullable<MutationResolvers['requestPasswordReset']> = (
  _parent,
  { email },
  { loaders },
) => loaders.session.requestPasswordReset(email);

const resetPassword: NonNullable<MutationResolvers['resetPassword']> = (
  _parent,
  { token, password },
  { loaders },
) => loaders.session.resetPassword(token, password);

export const resolvers: Resolvers = {
  Query: { tenantSettings },
  Mutation: {
    signIn,
    refreshSession,
    signOut,
    signOutEverywhere,
    requestPasswordReset,
    resetPassword,
  },
};
