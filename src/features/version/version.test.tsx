import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../lib/testing/test-providers';
import en from './locales/en.json';
import { VersionPage } from './VersionPage';

const info = {
  version: '0.1.0',
  commit: '456e1ac0123456789abcdef0123456789abcdef0',
  builtAt: '2026-11-21T09:30:00+00:00',
};

function open() {
  return renderRoute(<VersionPage />, {
    path: '/version',
    url: '/version',
    namespaces: { version: en },
    resolve: (operation) =>
      operation === 'TenantSettings'
        ? {
            data: {
              tenantSettings: {
                __typename: 'TenantSettings',
                name: 'Demo Crew Company',
                defaultLanguage: 'English',
                mobileTheme: 'red',
                backgroundUrl: null,
                backgroundColorCode: '#7a1020',
                faviconUrl: null,
                logoUrl: null,
                useUserLanguage: true,
                metaHostName: 'Demo Crew',
                metaDescription: null,
              },
            },
          }
        : 'loading',
  });
}

function answerJson(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('VersionPage', () => {
  it('shows progress while /version.json loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    open();
    expect(screen.getByRole('status', { name: 'Loading version information' })).toBeTruthy();
  });

  it('shows version, short commit, build time, language and company, fetched without auth or cache', async () => {
    const fetchMock = vi.fn(async () => answerJson(info));
    vi.stubGlobal('fetch', fetchMock);
    open();
    expect(await screen.findByText('0.1.0')).toBeTruthy();
    expect(screen.getByText('456e1ac')).toBeTruthy();
    expect(screen.getByText(/Nov 21, 2026/)).toBeTruthy();
    expect(screen.getByText('English')).toBeTruthy();
    expect(await screen.findByText('Demo Crew Company')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/version.json');
    expect(init.cache).toBe('no-store');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('shows an error with a retry that loads again', async () => {
    let failing = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (failing ? answerJson({}, 503) : answerJson({ ...info, commit: null }))),
    );
    open();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The version information could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('0.1.0')).toBeTruthy();
    expect(screen.getByText('Unknown')).toBeTruthy();
  });
});
