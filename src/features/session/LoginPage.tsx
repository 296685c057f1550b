import { Alert, Button, Field, Heading, Input, Link, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { SessionData } from '../../../machines/session.types';
import { useSession } from '../../lib/session/useSession';
import { PasswordInput } from './PasswordInput';
import { readLoginParams } from '../../lib/login-params';
import { retryWaitWords, secondsLeft } from './retry-wait';
import { appClock } from '../../lib/clock/clock';

/** Where a fresh session lands: a project or plus-crew sign-in only ever sees its own page. */
export function landingPath(session: SessionData, returnTo: string | null): string {
  if (session.type === 'project' && session.projectNumber)
    return `/projects/${encodeURIComponent(session.projectNumber)}`;
  if (session.type === 'plusCrew' && session.plusCrewNumber)
    return `/plus-crews/${encodeURIComponent(session.plusCrewNumber)}`;
  return returnTo ?? '/';
}

/**
 * Sign-in with an e-mail, a project number or a plus-crew number. Links from the office may
 * carry the login (PID, PCID, login) and the password; with a password the sign-in starts by
 * itself, and the password is taken out of the address bar so it stays out of the history.
 */
export function LoginPage() {
  const { t } = useTranslation('session');
  const location = useLocation();
  const navigate = useNavigate();
  const { status, session, error, retryAt, signIn } = useSession();
  // Read once: the URL is rewritten below and must not reset what the user typed.
  const [params] = useState(() => readLoginParams(location.search));
  const [login, setLogin] = useState(params.login ?? '');
  const [password, setPassword] = useState(params.password ?? '');
  const autoSignInStarted = useRef(false);
  // Our own translated messages instead of the browser's validation bubbles (in its own language).
  const [submitted, setSubmitted] = useState(false);
  const loginMissing = login.trim() === '';
  const passwordMissing = password === '';

  useEffect(() => {
    if (!params.password || !params.login || autoSignInStarted.current) return;
    autoSignInStarted.current = true;
    const kept = new URLSearchParams(location.search);
    kept.delete('Password');
    kept.delete('password');
    const search = kept.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true },
    );
    signIn(params.login, params.password);
  }, [params, signIn, navigate, location.pathname, location.search]);

  useEffect(() => {
    if (status === 'signedIn' && session)
      navigate(landingPath(session, params.returnTo), { replace: true });
  }, [status, session, params.returnTo, navigate]);

  const busy = status === 'signingIn' || status === 'restoring';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (busy || loginMissing || passwordMissing) return;
    signIn(login.trim(), password);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="login-heading">
      <Stack gap="5" width="full">
        <Heading as="h1" id="login-heading" size="xl">
          {t('login.heading')}
        </Heading>
        {error === 'throttled' && status !== 'signingIn' ? (
          <ThrottledAlert retryAt={retryAt ?? null} login={login.trim()} />
        ) : error && status !== 'signingIn' ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t(`login.errors.${error}`)}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Field.Root required invalid={submitted && loginMissing}>
          <Field.Label>{t('login.loginLabel')}</Field.Label>
          <Input
            name="login"
            value={login}
            onChange={(event) => setLogin(event.target.value)}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            size="lg"
          />
          {submitted && loginMissing ? (
            <Field.ErrorText>{t('login.loginRequired')}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('login.loginHelp')}</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root required invalid={submitted && passwordMissing}>
          <Field.Label>{t('login.passwordLabel')}</Field.Label>
          <PasswordInput
            name="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            size="lg"
            showLabel={t('password.show')}
            hideLabel={t('password.hide')}
          />
          {submitted && passwordMissing ? (
            <Field.ErrorText>{t('login.passwordRequired')}</Field.ErrorText>
          ) : null}
        </Field.Root>
        <Button type="submit" size="lg" loading={busy} loadingText={t('login.progress')}>
          {t('login.submit')}
        </Button>
        <Link asChild alignSelf="center" colorPalette="blue" minHeight="11">
          <RouterLink to="/forgotten-password">{t('login.forgotten')}</RouterLink>
        </Link>
      </Stack>
    </form>
  );
}

/** The seconds until `retryAt`, re-read every second until it has passed. */
function useSecondsUntil(retryAt: number | null): number | null {
  const [now, setNow] = useState(() => appClock.nowMs());
  useEffect(() => {
    if (retryAt === null) return;
    setNow(appClock.nowMs());
    const timer = setInterval(() => {
      const current = appClock.nowMs();
      setNow(current);
      if (current >= retryAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [retryAt]);
  return retryAt === null ? null : secondsLeft(retryAt, now);
}

/**
 * A throttled sign-in: how long until it may be tried again, counted down from the api's
 * Retry-After, and the reset link — a new password lifts the lock at once (decision 006). The
 * login typed goes along to the reset form in the history state (never into the address bar).
 */
function ThrottledAlert({ retryAt, login }: { retryAt: number | null; login: string }) {
  const { t, i18n } = useTranslation('session');
  const seconds = useSecondsUntil(retryAt);
  const title =
    seconds === null
      ? t('login.errors.throttled')
      : seconds === 0
        ? t('login.throttled.now')
        : t('login.throttled.wait', { when: retryWaitWords(seconds, i18n.language) });
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        {/* The alert is read when it appears; the count, ticking each second, is not read again. */}
        <Alert.Title aria-live={seconds ? 'off' : undefined}>{title}</Alert.Title>
        <Alert.Description>
          <Link asChild colorPalette="blue" minHeight="11" display="inline-flex">
            <RouterLink
              to="/forgotten-password"
              state={login.includes('@') ? { email: login } : null}
            >
              {t('login.throttled.reset')}
            </RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
