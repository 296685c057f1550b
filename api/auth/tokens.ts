import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import type { ApiConfig } from '../config';
import { parseSubject } from './accounts';
import { TtlCache } from './cache';
import type { LoginData, Principal, PrincipalType } from './accounts';
import { sessionEndsAt } from './sessions';
import type { LiveSession } from './sessions';

export const TOKEN_ISSUER = 'crew-hub';
export const TOKEN_AUDIENCE = 'crew-hub-mobile';
export const TOKEN_TYP = 'access';
const ALGORITHM = 'HS256';

const claimsSchema = z.object({
  typ: z.literal(TOKEN_TYP),
  sub: z.string().refine((subject) => parseSubject(subject) !== undefined),
  // The sign-in session (decision 003) and when it began (OpenID's auth_time, in seconds).
  sid: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  auth_time: z.number().int().positive(),
  tid: z.number().int().positive(),
  type: z.enum(['user', 'project', 'plusCrew']),
  exp: z.number(),
});

export type VerifiedClaims = z.infer<typeof claimsSchema>;

export interface IssuedToken {
  token: string;
  expiresAt: Date;
  type: PrincipalType;
  projectNumber: string | null;
  plusCrewNumber: string | null;
}

function secretKey(config: ApiConfig): Uint8Array {
  return new TextEncoder().encode(config.jwtSecret);
}

/**
 * The HMAC key that verifies tokens, imported once per config and secret: given the raw bytes, jose
 * imports a CryptoKey on every call (a WebCrypto round trip per request). The check itself is the
 * same on every request (docs/decisions/072).
 */
const verifyKeys = new WeakMap<ApiConfig, { secret: string; key: Promise<CryptoKey> }>();

function verifyKey(config: ApiConfig): Promise<CryptoKey> {
  const cached = verifyKeys.get(config);
  if (cached?.secret === config.jwtSecret) return cached.key;
  const key = crypto.subtle.importKey(
    'raw',
    Buffer.from(config.jwtSecret, 'utf8'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  verifyKeys.set(config, { secret: config.jwtSecret, key });
  return key;
}

export async function issueToken(
  config: ApiConfig,
  principal: Principal,
  loginData: LoginData,
  session: LiveSession,
  now: Date,
): Promise<IssuedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  // One shift, but never past the session's absolute end: refreshing cannot extend a sign-in.
  const sessionEnd = Math.floor(
    sessionEndsAt(session, config.sessionMaxAgeSeconds).getTime() / 1000,
  );
  const expiresAtSeconds = Math.min(issuedAt + config.tokenTtlSeconds, sessionEnd);
  const token = await new SignJWT({
    typ: TOKEN_TYP,
    tid: principal.tenantId,
    type: principal.type,
    sid: session.id,
    auth_time: Math.floor(session.signedInAt.getTime() / 1000),
    loginData,
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(principal.subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAtSeconds)
    .sign(secretKey(config));
  return {
    token,
    expiresAt: new Date(expiresAtSeconds * 1000),
    type: principal.type,
    projectNumber: principal.projectNumber,
    plusCrewNumber: principal.plusCrewNumber,
  };
}

/**
 * Tokens that passed verification, by their exact text (docs/decisions/231): the signature and the
 * claims of a given text never change, so a second request with it skips the HMAC and the parsing.
 * Its expiry is still checked on every request, against the remembered `exp`. A changed secret
 * starts an empty memory; failures are never stored.
 */
const VERIFIED_TOKENS_MAX = 10_000;
const VERIFIED_TOKEN_TTL_MS = 60_000;
const verifiedTokens = new WeakMap<
  ApiConfig,
  { secret: string; tokens: TtlCache<string, VerifiedClaims> }
>();

function verifiedTokensOf(config: ApiConfig): TtlCache<string, VerifiedClaims> {
  const cached = verifiedTokens.get(config);
  if (cached?.secret === config.jwtSecret) return cached.tokens;
  const tokens = new TtlCache<string, VerifiedClaims>({
    ttlMs: VERIFIED_TOKEN_TTL_MS,
    maxEntries: VERIFIED_TOKENS_MAX,
  });
  verifiedTokens.set(config, { secret: config.jwtSecret, tokens });
  return tokens;
}

/** jose's rule: a token is expired once the whole seconds of `now` reach its `exp`. */
function expired(claims: VerifiedClaims, now: Date): boolean {
  return claims.exp <= Math.floor(now.getTime() / 1000);
}

/**
 * OWASP ASVS V9: one allowed algorithm, then signature, issuer, audience, expiry and token type.
 * Anything else (alg none, another key, expired, an id token) → undefined, never a reason.
 * `remember: false` checks the signature every time and leaves the memory alone (PGlite, decision 236).
 */
export async function verifyToken(
  config: ApiConfig,
  token: string,
  now: Date,
  options: { remember?: boolean } = {},
): Promise<VerifiedClaims | undefined> {
  const remembered = options.remember === false ? undefined : verifiedTokensOf(config);
  const known = remembered?.get(token);
  if (known) return expired(known, now) ? undefined : known;
  try {
    const { payload } = await jwtVerify(token, await verifyKey(config), {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'sub', 'sid'],
      currentDate: now,
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return undefined;
    remembered?.set(token, claims.data);
    return claims.data;
  } catch {
    return undefined;
  }
}
