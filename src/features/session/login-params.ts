/**
 * The query parameters a sign-in link may carry (SPEC.md §3, §5): PID (a project), PCID (a plus
 * crew), login, Password, and the path to return to after sign-in.
 *
 * The app shell owns the canonical reader (src/app/rules/login-params.ts), which a feature may not
 * import; this mirrors its contract until it moves to src/lib (docs/decisions/042).
 */
export type LoginParams = { login: string; password: string | null; returnTo: string | null };

/** Only a same-origin absolute path: '//evil.test' and '/\\evil.test' would leave the site. */
export function safeReturnTo(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}

export function readLoginParams(search: string): LoginParams {
  const params = new URLSearchParams(search);
  const login = params.get('PID') || params.get('PCID') || params.get('login') || '';
  const password = params.get('Password') || null;
  return { login, password, returnTo: safeReturnTo(params.get('returnTo')) };
}
