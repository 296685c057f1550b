import { hasControlCharacters } from '../../machines/inputRules';

/** What a URL may carry for the login screen (SPEC.md §3 login query parameters, §5). */
export type LoginParams = {
  /** From PID (project), PCID (plus crew) or login, in that order. */
  login: string | null;
  /** From Password (as in the links mailed out) or password. */
  password: string | null;
  /** A same-origin path to go to after sign-in; anything else is dropped. */
  returnTo: string | null;
};

const LOGIN_KEYS = ['PID', 'PCID', 'login'] as const;
const PASSWORD_KEYS = ['Password', 'password'] as const;

/** Any throwaway origin: only used to see whether a path would leave it. */
const PROBE_ORIGIN = 'https://crew-hub.invalid';

function firstPresent(params: URLSearchParams, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null && value !== '') return value;
  }
  return null;
}

/**
 * True for a path on this origin: it starts with exactly one '/' and resolves to this origin.
 * Rejected: '//evil.test' and '/\evil.test' (protocol-relative; browsers read '\' as '/'),
 * schemes ('javascript:', 'https://…'), and control characters — browsers drop tabs and
 * newlines, so '/\t/evil.test' would become '//evil.test'.
 */
export function isSafeReturnTo(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  if (hasControlCharacters(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * Reads the login parameters from a query string ('?a=b' or 'a=b'). Empty values count as
 * absent. returnTo is kept only when {@link isSafeReturnTo} accepts it (no open redirect).
 */
export function readLoginParams(search: string): LoginParams {
  const params = new URLSearchParams(search);
  const returnTo = params.get('returnTo');
  return {
    login: firstPresent(params, LOGIN_KEYS),
    password: firstPresent(params, PASSWORD_KEYS),
    returnTo: returnTo !== null && isSafeReturnTo(returnTo) ? returnTo : null,
  };
}
