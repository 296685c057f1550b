import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../lib/session/SessionContext';
import { renderRoute, type FixtureResolver } from '../../lib/testing/test-providers';
import en from './locales/en.json';
import { MobileDocumentsPage } from './MobileDocumentsPage';

beforeEach(() => {
  Settings.defaultZone = 'UTC';
});
afterEach(() => {
  Settings.defaultZone = 'system';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signedIn = {
  status: 'signedIn',
  session: { token: 'crew-token' },
  error: null,
  signIn: () => {},
  logout: () => {},
} as unknown as SessionState;

const handbook = {
  __typename: 'MobileDocument',
  id: '5',
  title: 'Crew handbook',
  description: 'How we work.',
  category: 'handbook',
  personal: false,
  updatedAt: '2026-10-15T09:00:00+00:00',
  downloadUrl: '/api/v1/mobileDocuments/5/download',
};

function open(resolve: FixtureResolver) {
  return renderRoute(<MobileDocumentsPage />, {
    path: '/mobileDocuments',
    url: '/mobileDocuments',
    namespaces: { 'mobile-documents': en },
    resolve,
    session: signedIn,
  });
}

/** A PDF answer whose body arrives in two chunks, the second only when `release` is called. */
function slowPdf() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new TextEncoder().encode('%PDF-1.7 '));
      await gate;
      controller.enqueue(new TextEncoder().encode('rest of it'));
      controller.close();
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: { 'content-type': 'application/pdf', 'content-length': '19' },
  });
  return { response, release: () => release() };
}

describe('MobileDocumentsPage', () => {
  it('shows a busy state while the documents load', () => {
    open(() => 'loading');
    expect(screen.getByRole('status', { name: 'Loading your documents' })).toBeTruthy();
  });

  it("says 'Documents not found' when there is none", async () => {
    open(() => ({ data: { mobileDocuments: [] } }));
    expect(await screen.findByRole('heading', { name: 'Documents not found' })).toBeTruthy();
  });

  it('lists each document with its kind, whom it is for and its date', async () => {
    open(() => ({
      data: {
        mobileDocuments: [
          handbook,
          {
            ...handbook,
            id: '6',
            title: 'Forklift checklist',
            category: 'checklist',
            personal: true,
          },
        ],
      },
    }));
    const first = await screen.findByRole('article', { name: 'Crew handbook' });
    expect(within(first).getByText('Handbook')).toBeTruthy();
    expect(within(first).getByText('Updated Oct 15, 2026')).toBeTruthy();
    const second = screen.getByRole('article', { name: 'Forklift checklist' });
    expect(within(second).getByText('Checklist')).toBeTruthy();
    expect(within(second).getByText('For you · Updated Oct 15, 2026')).toBeTruthy();
  });

  it('downloads with the bearer token, shows the progress, then saves the PDF', async () => {
    const pdf = slowPdf();
    const fetchMock = vi.fn(async () => pdf.response);
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:document');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open(() => ({ data: { mobileDocuments: [handbook] } }));

    await userEvent.click(
      await screen.findByRole('button', { name: 'Download Crew handbook (PDF)' }),
    );
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('47');
    pdf.release();
    expect(await screen.findByText('Crew handbook downloaded.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/mobileDocuments/5/download',
      expect.objectContaining({ headers: { Type: 'MOBILE', Authorization: 'Bearer crew-token' } }),
    );
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Crew handbook.pdf');
  });

  it('says when a document is gone, and when the phone is offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    open(() => ({ data: { mobileDocuments: [handbook] } }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download Crew handbook (PDF)' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This document is no longer available.',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download Crew handbook (PDF)' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are offline. Try again when you have a connection.',
    );
  });

  it('says there is no access, without a retry, when the right is missing', async () => {
    open(() => ({ error: { message: 'Forbidden', code: 'FORBIDDEN' } }));
    expect(await screen.findByText('You have no access to documents.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows an error with a retry', async () => {
    let failing = true;
    open(() =>
      failing ? { networkError: 'Failed to fetch' } : { data: { mobileDocuments: [handbook] } },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your documents could not be loaded.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Crew handbook' })).toBeTruthy();
  });
});
