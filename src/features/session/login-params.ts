/**
 * The query parameters a sign-in link may carry (SPEC.md §3, §5): PID (a project), PCID (a plus
 * crew) or login, Password, and the same-origin path to return to after sign-in.
 *
 * The app shell owns the canonical reader (src/app/rules/login-params.ts), which a feature may not
 * import (lint zone). This mirrors its contract until it moves to src/lib (docs/decisions/042).
 */
export type LoginParams = {
  login: string | null;
  password: string | null;
  returnTo: string | null;
};

const LOGIN_KEYS = ['PID', 'PCID', 'login'] as const;
const PASSWORD_KEYS = ['Password', 'password'] as const;
const PROBE_ORIGIN = 'https://crew-hub.invalid';

function firstPresent(params: URLSearchParams, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = params.get(key);
    if (value) return value;
  }
  return null;
}

/**
 * Only a path on this origin: '//evil.test' and '/\evil.test' are protocol-relative, and
 * browsers drop tabs and newlines, so '/\t/evil.test' would become '//evil.test'.
 */
export function isSafeReturnTo(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

export function readLoginParams(search: string): LoginParams {
  const params = new URLSearchParams(search);
  const returnTo = params.get('returnTo');
  return {
    login: firstPresent(params, LOGIN_KEYS),
    password: firstPresent(params, PASSWORD_KEYS),
    returnTo: returnTo !== null && isSafeReturnTo(returnTo) ? returnTo : null,
  };
}
