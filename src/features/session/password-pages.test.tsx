import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import { ForgottenPasswordPage } from './ForgottenPasswordPage';
import en from './locales/en.json';
import { RenewPasswordPage } from './RenewPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const namespaces = { session: en };

describe('ForgottenPasswordPage', () => {
  it('sends the e-mail and always shows the same confirmation', async () => {
    const resolve = vi.fn<FixtureResolver>(() => ({ data: { requestPasswordReset: true } }));
    renderRoute(<ForgottenPasswordPage />, {
      path: '/forgotten-password',
      url: '/forgotten-password',
      namespaces,
      resolve,
    });
    expect(screen.getByRole('heading', { name: 'Forgotten your password?' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/E-mail address/), ' crew@demo.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(en.forgotten.sent)).toBeTruthy();
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(resolve).toHaveBeenCalledWith('RequestPasswordReset', { email: 'crew@demo.test' });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('asks for a valid e-mail address before sending', async () => {
    const resolve = vi.fn<FixtureResolver>(() => ({ data: { requestPasswordReset: true } }));
    renderRoute(<ForgottenPasswordPage />, {
      path: '/forgotten-password',
      url: '/forgotten-password',
      namespaces,
      resolve,
    });
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'crew');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(resolve).not.toHaveBeenCalled();
  });

  it('shows progress while sending', async () => {
    renderRoute(<ForgottenPasswordPage />, {
      path: '/forgotten-password',
      url: '/forgotten-password',
      namespaces,
      resolve: () => 'loading',
    });
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'crew@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByRole('button', { name: /Sending/ })).toBeTruthy();
  });

  it('says the request failed and keeps the form', async () => {
    renderRoute(<ForgottenPasswordPage />, {
      path: '/forgotten-password',
      url: '/forgotten-password',
      namespaces,
      resolve: () => ({ networkError: 'Failed to fetch' }),
    });
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'crew@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect((await screen.findByRole('alert')).textContent).toContain(en.requestFailed);
    expect(screen.queryByText(en.forgotten.sent)).toBeNull();
  });
});

describe('RenewPasswordPage', () => {
  it('has its own wording and uses the same request', async () => {
    const resolve = vi.fn<FixtureResolver>(() => ({ data: { requestPasswordReset: true } }));
    renderRoute(<RenewPasswordPage />, {
      path: '/renew-password',
      url: '/renew-password',
      namespaces,
      resolve,
    });
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    expect(screen.getByText(en.renew.intro)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'office@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(en.renew.sent)).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('RequestPasswordReset', { email: 'office@demo.test' });
  });
});

function openReset(url: string, resolve: FixtureResolver) {
  const path = url.startsWith('/welcome/') ? '/welcome/:token' : '/forgottenPassword/:token';
  return renderRoute(<ResetPasswordPage />, { path, url, namespaces, resolve });
}

async function fillPasswords(password: string, repeat: string) {
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Repeat new password/), repeat);
}

describe('ResetPasswordPage', () => {
  it('refuses a short password and a mismatch without calling the api', async () => {
    const resolve = vi.fn<FixtureResolver>(() => ({ data: { resetPassword: true } }));
    openReset('/forgottenPassword/tok-1', resolve);
    await fillPasswords('short', 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(resolve).not.toHaveBeenCalled();
  });

  it('saves the new password with the token and links to sign in', async () => {
    const resolve = vi.fn<FixtureResolver>(() => ({ data: { resetPassword: true } }));
    openReset('/forgottenPassword/tok-1', resolve);
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    await fillPasswords('new-secret-1', 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(en.reset.done)).toBeTruthy();
    expect(resolve).toHaveBeenCalledWith('ResetPassword', {
      token: 'tok-1',
      password: 'new-secret-1',
    });
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('greets a new account on /welcome', async () => {
    openReset('/welcome/tok-2', () => ({ data: { resetPassword: true } }));
    expect(screen.getByRole('heading', { name: 'Welcome!' })).toBeTruthy();
    await fillPasswords('new-secret-1', 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(en.welcome.done)).toBeTruthy();
  });

  it("shows 'This link is no longer valid' for a used or expired link", async () => {
    openReset('/forgottenPassword/used', () => ({
      error: {
        message: 'This link is no longer valid',
        code: 'BAD_USER_INPUT',
        reason: 'LINK_NO_LONGER_VALID',
      },
    }));
    await fillPasswords('new-secret-1', 'new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This link is no longer valid.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgotten-password',
    );
  });

  it('shows and hides the password', async () => {
    openReset('/forgottenPassword/tok-1', () => 'loading');
    const input = screen.getByLabelText(/^New password/);
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});
