import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import type { SessionData } from '../../../machines/session.types';
import { SessionContext, type SessionState } from '../../lib/session/SessionContext';
import { renderRoute } from '../../lib/testing/test-providers';
import en from './locales/en.json';
import { ForgottenPasswordPage } from './ForgottenPasswordPage';
import { LoginPage } from './LoginPage';

type FakeState = Pick<SessionState, 'status' | 'session' | 'error' | 'retryAt'>;

// The session machine is the shell's; the screen reads it through SessionContext, so the test
// provides that context with a state it can move through every status the machine has.
const signIn = vi.fn<(login: string, password: string) => void>();
let snapshot: SessionState = {
  status: 'signedOut',
  session: null,
  error: null,
  signIn,
  logout: () => {},
};
const listeners = new Set<() => void>();
const store = {
  get: () => snapshot,
  set(next: Partial<SessionState>) {
    snapshot = { ...snapshot, ...next };
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function WithSession({ children }: { children: ReactNode }) {
  const value = useSyncExternalStore(store.subscribe, store.get);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function setSession(state: FakeState) {
  act(() => store.set(state));
}

function open(url = '/login') {
  return renderRoute(
    <WithSession>
      <LoginPage />
    </WithSession>,
    {
      path: '/login',
      url,
      namespaces: { session: en },
      routes: [{ path: '/forgotten-password', element: <ForgottenPasswordPage /> }],
    },
  );
}

beforeEach(() => {
  signIn.mockReset();
  store.set({ status: 'signedOut', session: null, error: null, retryAt: null });
});

describe('LoginPage', () => {
  it('signs in with the login and password typed, showing progress', async () => {
    signIn.mockImplementation(() => store.set({ status: 'signingIn', error: null }));
    open();
    await userEvent.type(screen.getByLabelText(/^E-mail, project or plus crew/), 'crew@demo.test ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledWith('crew@demo.test', 'demo1234');
    expect(screen.getByRole('button', { name: /Signing in/ }).hasAttribute('disabled')).toBe(true);
  });

  it('asks for the missing login and password in its own words instead of signing in', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your e-mail, project or plus crew.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    open();
    const input = screen.getByLabelText(/^Password/);
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
  });

  it('links to the forgotten-password screen', () => {
    open();
    expect(
      screen.getByRole('link', { name: 'Forgotten your password?' }).getAttribute('href'),
    ).toBe('/forgotten-password');
  });

  it.each([
    ['wrongCredentials', 'Wrong login or password.'],
    ['throttled', 'Too many attempts. Please wait a moment and try again.'],
    ['network', 'No connection. Check your signal and try again.'],
    ['expired', 'Your session has expired. Please sign in again.'],
  ] as const)('explains the %s error', (error, text) => {
    open();
    setSession({ status: 'signedOut', session: null, error });
    expect(screen.getByRole('alert').textContent).toContain(text);
  });

  describe('throttled, on a pinned clock', () => {
    const now = Date.parse('2026-12-07T09:00:00Z');
    beforeEach(() => {
      vi.useFakeTimers({
        toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
      });
      vi.setSystemTime(now);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('says how long to wait from the answer’s Retry-After, counting down to “now”', () => {
      open();
      setSession({
        status: 'signedOut',
        session: null,
        error: 'throttled',
        retryAt: now + 148_000,
      });
      // 148 s is never “a moment”: minutes, rounded up, so the form never says go too soon.
      expect(screen.getByRole('alert').textContent).toContain(
        'Too many attempts. Try again in 3 minutes.',
      );
      act(() => vi.advanceTimersByTime(29_000));
      expect(screen.getByRole('alert').textContent).toContain('Try again in 2 minutes.');
      act(() => vi.advanceTimersByTime(90_000));
      expect(screen.getByRole('alert').textContent).toContain('Try again in 29 seconds.');
      act(() => vi.advanceTimersByTime(29_000));
      expect(screen.getByRole('alert').textContent).toContain('You can try again now.');
    });

    it('offers the reset link, which lifts the lock, carrying the login typed', () => {
      const { history } = open('/login?login=mila%40demo.test');
      setSession({
        status: 'signedOut',
        session: null,
        error: 'throttled',
        retryAt: now + 341_000,
      });
      expect(screen.getByRole('alert').textContent).toContain('Try again in 6 minutes.');
      const reset = screen.getByRole('link', { name: 'Reset your password to sign in now' });
      expect(reset.getAttribute('href')).toBe('/forgotten-password');
      act(() => reset.click());
      expect(history.location.pathname).toBe('/forgotten-password');
      // The e-mail travels in the history state, not the address bar, and fills the reset form.
      expect(history.location.search).toBe('');
      expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe(
        'mila@demo.test',
      );
    });

    it('keeps the general words when the answer gave no time', () => {
      open();
      setSession({ status: 'signedOut', session: null, error: 'throttled', retryAt: null });
      expect(screen.getByRole('alert').textContent).toContain(
        'Too many attempts. Please wait a moment and try again.',
      );
      expect(screen.getByRole('link', { name: 'Reset your password to sign in now' })).toBeTruthy();
    });
  });

  it('prefills the login from PID and signs in by itself when the link carries a password', () => {
    const { history } = open('/login?PID=1001&Password=demo1234');
    expect((screen.getByLabelText(/^E-mail, project or plus crew/) as HTMLInputElement).value).toBe(
      '1001',
    );
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith('1001', 'demo1234');
    // The password does not stay in the address bar (or the history).
    expect(history.location.search).toBe('?PID=1001');
  });

  it('prefills from PCID and login without signing in when there is no password', () => {
    open('/login?PCID=7001');
    expect((screen.getByLabelText(/^E-mail, project or plus crew/) as HTMLInputElement).value).toBe(
      '7001',
    );
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a project session to its project',
      { type: 'project', projectNumber: '1001' },
      '/login',
      '/projects/1001',
    ],
    [
      'a plus-crew session to its plus crew',
      { type: 'plusCrew', plusCrewNumber: '7001' },
      '/login',
      '/plus-crews/7001',
    ],
    [
      'a user to the path it came from',
      { type: 'user' },
      '/login?returnTo=%2Fjobs%2F31',
      '/jobs/31',
    ],
    ['a user to home without a path', { type: 'user' }, '/login', '/'],
    [
      'a user to home when the path would leave the site',
      { type: 'user' },
      '/login?returnTo=%2F%2Fevil.test',
      '/',
    ],
  ] as const)('sends %s after sign-in', async (_name, overrides, url, target) => {
    open(url);
    setSession({
      status: 'signedIn',
      session: sessionFixture(overrides as Partial<SessionData>),
      error: null,
    });
    expect((await screen.findByLabelText('current location')).textContent).toBe(target);
  });
});
